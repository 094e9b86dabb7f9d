import { describe, expect, it } from 'vitest';
import { gatherEvidence } from './article-evidence.js';
import { mentionFinder, subjectName } from './name-mentions.js';

describe('article evidence', () => {
  it('gives spans that point at the name and the terms in the sentence', () => {
    const article = {
      title: 'Adébáyọ̀ Ògúnlẹ́yẹ in court',
      body: 'Lagos businessman Adébáyọ̀ Ògúnlẹ́yẹ was charged with détournement de fonds. Mr. Ògúnlẹ́yẹ denied bribery.',
    };
    const evidence = gatherEvidence(article, mentionFinder([subjectName('Adebayo Ogunleye')]));
    expect(evidence.categories).toEqual(['fraud', 'corruption_bribery']);
    const [title, first, second] = evidence.sentences;
    expect(title?.names.map((name) => title.text.slice(name.start, name.end))).toEqual(['Adébáyọ̀ Ògúnlẹ́yẹ']);
    expect(first?.names.map((name) => first.text.slice(name.start, name.end))).toEqual(['Adébáyọ̀ Ògúnlẹ́yẹ']);
    expect(first?.terms.map((term) => first.text.slice(term.start, term.end))).toEqual([
      'détournement de fonds',
    ]);
    expect(second?.names[0]).toMatchObject({ text: 'Mr. Ògúnlẹ́yẹ', backReference: true });
    expect(article.body.slice(second?.start, second?.end)).toBe('Mr. Ògúnlẹ́yẹ denied bribery.');
  });
});
