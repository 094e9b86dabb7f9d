import type { TAmlHit } from '@verity/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScreeningHit } from './screening-hit';

const hit: TAmlHit = {
  id: 'sb-2',
  entity: {
    id: 'sb-2',
    schema: 'Person',
    category: 'pep',
    names: ['Sandbox Politician'],
    birthDates: ['1965-04-04'],
    countries: ['ng'],
    positions: ['Member of a sandbox state house of assembly'],
    programs: [],
    listedOn: null,
    wallets: [],
    datasets: ['Sandbox PEP register'],
  },
  score: 0.9,
  reasons: [
    { feature: 'name', effect: 0.9, text: 'The name matches a listed name exactly' },
    { feature: 'birth_date', effect: -0.05, text: 'The birth year is one off' },
  ],
  decision: null,
};

/** The markup without tags: what a person reads. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a screening hit', () => {
  it('is an article named by the listed name, with its facts and each reason beside how much it moved the score', () => {
    const markup = renderToStaticMarkup(<ScreeningHit hit={hit} />);
    expect(markup).toMatch(
      /<article aria-labelledby="([^"]+)"[^>]*>.*<h3 id="\1"[^>]*>Sandbox Politician<\/h3>/s,
    );
    expect(text(markup)).toContain(
      'Score 90% Category PEP Kind Person Birth dates 04 April 1965 Countries Nigeria',
    );
    expect(markup).toContain('aria-label="Why Sandbox Politician matched"');
    const reasons = [...markup.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item = '']) => text(item));
    expect(reasons).toEqual([
      '+0.90 The name matches a listed name exactly',
      '−0.05 The birth year is one off',
    ]);
    expect(markup).not.toContain('<button');
  });

  it('puts the officer’s actions beside the name, and the decision made under the reasons', () => {
    const decided: TAmlHit = {
      ...hit,
      decision: {
        outcome: 'false_positive',
        note: 'Another person: the birth year differs',
        decidedBy: { id: 'u1', name: 'Ola Owner' },
        decidedAt: '2026-02-03T10:00:00.000Z',
      },
    };
    const markup = renderToStaticMarkup(
      <ScreeningHit hit={decided} actions={<button type="button">Decide</button>} />,
    );
    expect(markup).toMatch(/Sandbox Politician<\/h3><button type="button">Decide<\/button>/);
    expect(text(markup)).toContain('False positive by Ola Owner,');
    expect(markup).toContain('<time dateTime="2026-02-03T10:00:00.000Z">');
    expect(text(markup)).toMatch(/: Another person: the birth year differs$/);
  });
});
