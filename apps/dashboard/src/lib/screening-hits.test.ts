import type { TAmlHit } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { effectText, hitFacts, reasonRows } from './screening-hits';

const hit: TAmlHit = {
  id: 'sb-1',
  entity: {
    id: 'sb-1',
    schema: 'Person',
    category: 'sanction',
    names: ['Sandbox Sanctioned', 'S. Sanctioned'],
    birthDates: ['1970-01-01', '1971'],
    countries: ['ng'],
    positions: [],
    programs: ['SANDBOX-SDN'],
    listedOn: '2020-05-04',
    wallets: [],
    datasets: ['Sandbox sanctions'],
  },
  score: 0.964,
  reasons: [
    { feature: 'name', effect: 0.9, text: 'The name matches a listed name exactly' },
    { feature: 'birth_date', effect: -0.3, text: 'The birth year differs' },
    { feature: 'country', effect: 0, text: 'No country was given' },
  ],
  decision: null,
};

describe('effectText', () => {
  it('writes how much a reason moved the score, with a sign and a true minus', () => {
    expect(effectText(0.06)).toBe('+0.06');
    expect(effectText(-0.3)).toBe('−0.30');
    expect(effectText(0)).toBe('0.00');
    expect(effectText(-0.001)).toBe('0.00');
  });
});

describe('reasonRows', () => {
  it('keeps the matcher’s order and says which way each reason moved the score', () => {
    expect(reasonRows(hit.reasons).map(({ text, effect, direction }) => [text, effect, direction])).toEqual([
      ['The name matches a listed name exactly', '+0.90', 'up'],
      ['The birth year differs', '−0.30', 'down'],
      ['No country was given', '0.00', 'none'],
    ]);
  });

  it('keys two alike reasons apart', () => {
    const twice = reasonRows([hit.reasons[0], hit.reasons[0]].filter((reason) => reason !== undefined));
    expect(new Set(twice.map((row) => row.key)).size).toBe(2);
  });
});

describe('hitFacts', () => {
  it('gives the score as a percentage, the aliases and only the facts the list has', () => {
    expect(hitFacts(hit)).toEqual([
      ['Score', '96.4%'],
      ['Category', 'Sanction'],
      ['Kind', 'Person'],
      ['Also known as', 'S. Sanctioned'],
      ['Birth dates', '01 January 1970, 1971'],
      ['Countries', 'Nigeria'],
      ['Sanction programmes', 'SANDBOX-SDN'],
      ['Listed on', '04 May 2020'],
      ['Lists', 'Sandbox sanctions'],
    ]);
  });

  it('shows a PEP’s positions and a wallet with its chain', () => {
    const pep = {
      ...hit,
      entity: {
        ...hit.entity,
        category: 'pep' as const,
        names: ['Sandbox Politician'],
        positions: ['Minister of Sandboxes'],
        programs: [],
        listedOn: null,
        wallets: [{ chain: 'ethereum' as const, address: '0xabc' }],
      },
    };
    expect(hitFacts(pep)).toContainEqual(['Positions held', 'Minister of Sandboxes']);
    expect(hitFacts(pep)).toContainEqual(['Wallets', '0xabc (ethereum)']);
    expect(hitFacts(pep).map(([label]) => label)).not.toContain('Also known as');
  });
});
