import { describe, expect, it } from 'vitest';
import { articleLanguages } from '../article.js';
import { adverseCategories } from '../relevance/adverse-terms.js';
import { ArticleIndex } from '../relevance/article-index.js';
import { assessRelevance, prepareSubject } from '../relevance/article-relevance.js';
import { groupNearDuplicates } from '../relevance/near-duplicates.js';
import { findTerms } from '../relevance/term-matcher.js';
import { documentedSubjects } from './documented-subjects.js';
import { generateCorpus } from './generate-corpus.js';

const corpus = generateCorpus();
const index = new ArticleIndex();
for (const article of corpus.articles) index.add(article);

describe('the sandbox news corpus', () => {
  it('is the same for the same seed, and another for another seed', () => {
    const again = generateCorpus(2_000);
    expect(again.articles[0]).toEqual(corpus.articles[0]);
    expect(again.articles[1_999]).toEqual(corpus.articles[1_999]);
    expect(generateCorpus(2_000, 7).articles[1_999]).not.toEqual(corpus.articles[1_999]);
  });

  it('holds 20,000 articles in every language, with every category and syndicated copies', () => {
    const { articles } = corpus;
    expect(articles.length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
    for (const language of articleLanguages) expect(articles.some((a) => a.language === language)).toBe(true);
    const found = new Set(
      articles.slice(0, 6_000).flatMap((a) => findTerms(`${a.title}\n${a.body}`).map((t) => t.category)),
    );
    expect([...found].sort()).toEqual(adverseCategories.map((entry) => entry.category).sort());
    expect(articles.filter((a) => a.id.includes('-s')).length).toBeGreaterThan(100);
    expect(articles.every((a) => a.source.url.includes('.example/') && a.publishedAt >= '2021-06-30')).toBe(
      true,
    );
  });

  it.each(Object.entries(documentedSubjects))('gives the documented answer for %s', (_, documented) => {
    const prepared = prepareSubject(documented.subject);
    const relevant = index
      .candidates([documented.subject.name])
      .map((article) => ({ article, result: assessRelevance(prepared, article) }))
      .filter(({ result }) => result.relevant);
    const stories = groupNearDuplicates(relevant.map(({ article }) => article));
    expect(relevant).toHaveLength(documented.expected.relevantArticles);
    expect(stories).toHaveLength(documented.expected.relevantStories);
    expect([...new Set(relevant.flatMap(({ result }) => result.categories))].sort()).toEqual(
      [...documented.expected.categories].sort(),
    );
  });

  it('gives the old hit over four years before the reference date', () => {
    const prepared = prepareSubject(documentedSubjects.oldHit.subject);
    const hit = corpus.articles.find((article) => assessRelevance(prepared, article).relevant);
    expect(hit?.publishedAt).toBe('2021-11-15');
  });
});
