import { describe, expect, it } from 'vitest';
import { adverseCategories } from './adverse-terms.js';
import { findTerms } from './term-matcher.js';

const categoriesIn = (text: string) => findTerms(text).map((term) => term.category);

describe('adverse terms', () => {
  it('covers the twelve FATF-based categories, each with English terms', () => {
    expect(adverseCategories).toHaveLength(12);
    for (const entry of adverseCategories) expect(entry.terms.en?.length).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'He defrauded investors and laundered the proceeds.', ['fraud', 'money_laundering']],
    ['pcm', 'Na yahoo yahoo and 419 dem catch am for.', ['fraud', 'fraud']],
    ['ha', 'An kama shi bisa zargin cin hanci da rashawa.', ['corruption_bribery', 'corruption_bribery']],
    ['yo', 'Wọ́n pè é ní olè, wọ́n sì fẹ̀sùn jìbìtì kàn án.', ['fraud', 'fraud']],
    ['sw', 'Alishtakiwa kwa rushwa na ugaidi.', ['corruption_bribery', 'terrorism_financing']],
    ['fr', "Poursuivi pour blanchiment d'argent et détournement de fonds.", ['money_laundering', 'fraud']],
  ])('finds the categories of a %s sentence', (_, text, expected) => {
    expect(categoriesIn(text)).toEqual(expected);
  });

  it('ignores accents and case, and reads the longest term', () => {
    expect(categoriesIn('DETOURNEMENT DE FONDS')).toEqual(['fraud']);
    expect(categoriesIn('Blanchiment D’Argent')).toEqual(['money_laundering']);
    expect(categoriesIn('charged with Tax Fraud')).toEqual(['tax_crimes']);
  });

  it('matches whole words only', () => {
    expect(findTerms('The police escorted the molester; a fraudulent claim')).toHaveLength(1);
    expect(findTerms('Solemn holes in a consolidated 4190 ledger')).toEqual([]);
  });

  it('points each term at its characters in the original text, accents included', () => {
    const text = 'Ọlọ́pàá ní olè ni; he was DEFRAUDED.';
    for (const term of findTerms(text)) expect(text.slice(term.start, term.end)).toBe(term.text);
    expect(findTerms(text).map((term) => term.text)).toEqual(['olè', 'DEFRAUDED']);
  });
});
