import { describe, expect, it } from 'vitest';
import { BlockingIndex } from '../matching/blocking-index.js';
import { type MatchSubject, scoreMatch } from '../matching/match-score.js';
import { DEFAULT_MATCH_THRESHOLD } from '../matching/match-threshold.js';
import { generateSandboxList } from './generate-sandbox-list.js';
import type { ListedEntity } from './listed-entity.js';

const list = generateSandboxList();
const index = new BlockingIndex<ListedEntity>();
for (const entity of list) index.add(entity);

/** The ids of the entries a screening of `subject` raises, best first. */
function hits(subject: MatchSubject): string[] {
  return index
    .candidates(subject)
    .map((entity) => ({ id: entity.id, score: scoreMatch(subject, entity).score }))
    .filter((hit) => hit.score >= DEFAULT_MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .map((hit) => hit.id);
}

describe('the sandbox list', () => {
  it('holds over 10,000 fictitious people, companies and wallets, the same on every run', () => {
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(list.map((entity) => entity.id)).size).toBe(list.length);
    expect(list.filter((entity) => entity.schema === 'Company').length).toBeGreaterThan(1_000);
    expect(
      list.filter((entity) => entity.category === 'pep').every((entity) => entity.positions.length > 0),
    ).toBe(true);
    expect(list.filter((entity) => entity.wallets.length > 0).length).toBeGreaterThan(100);
    expect(generateSandboxList().slice(-3)).toEqual(list.slice(-3));
  });

  it('answers the documented test values and nothing else', () => {
    const person = (name: string, extra: Partial<MatchSubject> = {}): MatchSubject => ({
      schema: 'Person',
      names: [name],
      ...extra,
    });
    expect(hits(person('Temperance Halloway'))).toEqual([]);
    expect(hits(person('Sandbox Sanctioned'))).toEqual(['sbx-sanction-1']);
    expect(hits(person('Sandbox Politician'))).toEqual(['sbx-pep-1']);
    expect(hits(person('Абдулрахман Юсуф Кадри'))).toEqual(['sbx-sanction-2']);
    expect(hits(person('Abdulrahman Yusuf Quadri', { birthDates: ['1990'] }))).toEqual([]);
    expect(
      hits({ schema: 'Person', names: [], identifiers: ['0x5A0B54D5DC17E0AADC383D2DB43B0A0D3E029C4C'] }),
    ).toEqual(['sbx-sanction-1']);
  });
});
