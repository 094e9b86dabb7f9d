import { describe, expect, it } from 'vitest';
import { BlockingIndex } from './blocking-index.js';
import type { MatchSubject } from './match-score.js';

type Entry = MatchSubject & { id: string };
const entry = (id: string, name: string, extra: Partial<Entry> = {}): Entry => ({
  id,
  schema: 'Person',
  names: [name],
  ...extra,
});
const ids = (found: Entry[]) => found.map((e) => e.id);

describe('the blocking index', () => {
  const index = new BlockingIndex<Entry>();
  index.add(entry('a', 'Muhammad Sani Abdullahi'));
  index.add(entry('b', 'Ngozi Okafor', { identifiers: ['A0123-4567'] }));
  index.add(
    entry('c', 'Kwabena Mensah', { wallets: [{ address: '0xAbC0000000000000000000000000000000000001' }] }),
  );
  for (let i = 0; i < 50; i += 1) index.add(entry(`filler-${i}`, `Person${i} Filler${i}`));

  it('finds an entity by another spelling, a typo past the first letters, an identifier or a wallet', () => {
    expect(ids(index.candidates({ schema: 'Person', names: ['Mohammed Abdulahi'] }))).toContain('a');
    expect(ids(index.candidates({ schema: 'Person', names: ['Ngozi Okafr'] }))).toContain('b');
    expect(ids(index.candidates({ schema: 'Person', names: ['Kobina Mensa'] }))).toContain('c');
    expect(
      ids(index.candidates({ schema: 'Person', names: ['Someone Else'], identifiers: ['a01234567'] })),
    ).toEqual(['b']);
    expect(
      ids(
        index.candidates({
          schema: 'Person',
          names: [],
          identifiers: ['0xabc0000000000000000000000000000000000001'],
        }),
      ),
    ).toEqual(['c']);
  });

  it('returns nothing it shares no key with, ranks by keys shared and stops at the limit', () => {
    expect(index.candidates({ schema: 'Person', names: ['Temperance Halloway'] })).toEqual([]);
    const crowd = new BlockingIndex<Entry>();
    for (let i = 0; i < 20; i += 1) crowd.add(entry(`bello-${i}`, `Other${i} Bello`));
    crowd.add(entry('aliyu', 'Aliyu Bello'));
    const found = crowd.candidates({ schema: 'Person', names: ['Aliyu Bello'] }, 5);
    expect(found).toHaveLength(5);
    expect(found[0]?.id).toBe('aliyu');
  });

  it('forgets a removed entity and replaces one added again under its id', () => {
    const small = new BlockingIndex<Entry>();
    small.add(entry('x', 'Ama Boateng'));
    small.add(entry('x', 'Esi Owusu'));
    expect(small.size).toBe(1);
    expect(small.candidates({ schema: 'Person', names: ['Ama Boateng'] })).toEqual([]);
    expect(ids(small.candidates({ schema: 'Person', names: ['Esi Owusu'] }))).toEqual(['x']);
    small.remove('x');
    expect(small.size).toBe(0);
    expect(small.candidates({ schema: 'Person', names: ['Esi Owusu'] })).toEqual([]);
  });

  it('finds the same after compacting away the slots of removed and replaced entities', () => {
    const churned = new BlockingIndex<Entry>();
    for (let i = 0; i < 30; i += 1) churned.add(entry(`e-${i}`, `Kofi${i % 3} Mensah${i % 5}`));
    for (let i = 0; i < 30; i += 4) churned.remove(`e-${i}`);
    churned.add(entry('e-1', 'Esi Owusu'));
    const query = { schema: 'Person' as const, names: ['Kofi1 Mensah1'] };
    const before = ids(churned.candidates(query));
    churned.compact();
    expect(churned.size).toBe(22);
    expect(ids(churned.candidates(query))).toEqual(before);
    expect(ids(churned.candidates({ schema: 'Person', names: ['Esi Owusu'] }))).toEqual(['e-1']);
  });
});
