/**
 * The sandbox screening: a small fictitious watchlist, matched by name like a real one, so the sandbox
 * identity numbers of docs/sandbox.md give a known answer: 44444444444 finds "Sandbox Politician" (a PEP),
 * 55555555555 finds "Sandbox Sanctioned" (a sanctions entry); every other sandbox person screens clear.
 */
import type { TAmlMatch } from '@verity/client';
import type { AmlAnswer, AmlProvider, AmlSubject } from './aml-provider.js';
import { scoreMatch } from './matching/match-score.js';
import { DEFAULT_MATCH_THRESHOLD } from './matching/match-threshold.js';

const SANCTIONS = 'Sandbox Consolidated Sanctions List';
const PEPS = 'Sandbox Politically Exposed Persons Register';

type Entry = Omit<TAmlMatch, 'score'>;

const watchlist: readonly Entry[] = [
  {
    name: 'Sandbox Sanctioned',
    category: 'sanction',
    list: SANCTIONS,
    country: 'NG',
    dateOfBirth: '1970-05-05',
    reason: 'Asset freeze: fictitious sandbox programme SBX-1',
  },
  {
    name: 'Sandbox Politician',
    category: 'pep',
    list: PEPS,
    country: 'NG',
    dateOfBirth: '1965-04-04',
    reason: 'Member of a fictitious sandbox state house of assembly',
  },
  {
    name: 'Sandbox Minister',
    category: 'pep',
    list: PEPS,
    country: 'KE',
    dateOfBirth: null,
    reason: 'Former cabinet secretary (fictitious)',
  },
];

export class SandboxAmlProvider implements AmlProvider {
  readonly name = 'sandbox';

  async screen(subject: AmlSubject): Promise<AmlAnswer> {
    const birthDates = subject.dateOfBirth ? [subject.dateOfBirth] : [];
    const matches = watchlist
      .map((entry) => {
        const { score } = scoreMatch(
          { schema: 'Person', names: [subject.fullName], birthDates },
          { schema: 'Person', names: [entry.name], birthDates: entry.dateOfBirth ? [entry.dateOfBirth] : [] },
        );
        return { ...entry, score };
      })
      .filter((entry) => entry.score >= DEFAULT_MATCH_THRESHOLD)
      .sort((a, b) => b.score - a.score);
    return { lists: [SANCTIONS, PEPS], matches };
  }
}
