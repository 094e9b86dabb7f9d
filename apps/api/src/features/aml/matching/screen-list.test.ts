import { describe, expect, it } from 'vitest';
import { generateSandboxList } from '../sandbox-list/generate-sandbox-list.js';
import type { ListedEntity } from '../sandbox-list/listed-entity.js';
import { BlockingIndex } from './blocking-index.js';
import { type MatchSubject, scoreMatch } from './match-score.js';
import { DEFAULT_MATCH_THRESHOLD } from './match-threshold.js';
import { screenAgainst } from './screen-list.js';

const list = generateSandboxList();
const index = new BlockingIndex<ListedEntity>();
for (const entity of list) index.add(entity);
const person = (name: string, extra: Partial<MatchSubject> = {}): MatchSubject => ({
  schema: 'Person',
  names: [name],
  ...extra,
});
const defaults = { threshold: DEFAULT_MATCH_THRESHOLD, limit: 10 };

describe('screening a list', () => {
  it('finds a documented sanctions entry, with the reasons its score was given', () => {
    const hits = screenAgainst(
      index,
      person('Abdul Rahman Yousef Kadri', { birthDates: ['1968-11-23'], countries: ['NG'] }),
      defaults,
    );
    expect(hits.map((hit) => hit.entity.id)).toEqual(['sbx-sanction-2']);
    const [hit] = hits;
    expect(hit?.score).toBe(1);
    expect(hit?.reasons.map((reason) => reason.text)).toEqual([
      '"Abdul Rahman Yousef Kadri" and "Abdul Rahman Yousef Kadri" agree 100% on abdul, rahman, yousef, kadri',
      'Same birth date',
      'Same country (NG)',
    ]);
  });

  it('finds nothing for a clear name, and a company for a person only through an identifier', () => {
    expect(screenAgainst(index, person('Temperance Halloway'), defaults)).toEqual([]);
    const byWallet = screenAgainst(
      index,
      person('Someone Else', { wallets: [{ address: 'TSandboxSanctionedTronWa11etxxxxxx' }] }),
      defaults,
    );
    expect(byWallet.map((hit) => [hit.entity.id, hit.score])).toEqual([['sbx-company-1', 0.98]]);
    expect(byWallet[0]?.reasons[0]?.text).toBe('A person is never a company: names not compared');
  });

  it('returns hits best first, at or above the threshold, at most the limit, scored as scoreMatch scores them', () => {
    // Aminu Bello is listed; every other Bello shares only the surname, and scores under a half.
    const subject = person('Aminu Bello');
    const all = screenAgainst(index, subject, { threshold: 0.4, limit: 1_000 });
    expect(all.length).toBeGreaterThan(20);
    const scores = all.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.4);
    for (const hit of all) expect(hit).toEqual({ entity: hit.entity, ...scoreMatch(subject, hit.entity) });
    expect(screenAgainst(index, subject, { threshold: 0.4, limit: 3 })).toEqual(all.slice(0, 3));
    expect(screenAgainst(index, subject, { threshold: 0.4, limit: 0 })).toEqual([]);
    expect(screenAgainst(index, subject, defaults).every((hit) => hit.score >= DEFAULT_MATCH_THRESHOLD)).toBe(
      true,
    );
  });
});
