/**
 * An in-memory index from the capitalised words of articles to the articles, to find the few hundred of
 * twenty thousand that could name a subject before the relevance check reads them. A word is kept folded
 * ("Adébáyọ̀" → "adebayo") and by its double-metaphone key, the matcher's test of names that sound alike, so
 * a transliterated or misspelt name is still found; an initial is not indexed, so "A. Okafor" is found by
 * its surname. It stands in for PostgreSQL full-text search, which a later task puts the corpus into.
 */
import { nameTokens } from '../../aml/matching/name-tokens.js';
import { phoneticKeys } from '../../aml/matching/token-similarity.js';
import type { NewsArticle } from '../article.js';

const capitalisedWord = /\p{Lu}[\p{L}\p{M}\p{N}'’-]*/gu;

function keysOf(token: string): string[] {
  const [primary] = phoneticKeys(token);
  return primary ? [token, `~${primary}`] : [token];
}

export class ArticleIndex<A extends NewsArticle> {
  private readonly postings = new Map<string, number[]>();
  private readonly articles: A[] = [];

  add(article: A): void {
    const position = this.articles.length;
    this.articles.push(article);
    const keys = new Set<string>();
    for (const field of [article.title, article.body]) {
      for (const match of field.matchAll(capitalisedWord)) {
        for (const token of nameTokens(match[0])) {
          if (token.text.length > 1 && token.weight === 1)
            for (const key of keysOf(token.text)) keys.add(key);
        }
      }
    }
    for (const key of keys) {
      const list = this.postings.get(key);
      if (list) list.push(position);
      else this.postings.set(key, [position]);
    }
  }

  /** The articles that hold a word of any of `names`, as written or sounding alike, in the order added. */
  candidates(names: readonly string[]): A[] {
    const found = new Set<number>();
    for (const name of names) {
      for (const token of nameTokens(name)) {
        if (token.text.length <= 1 || token.weight !== 1) continue;
        for (const key of keysOf(token.text))
          for (const position of this.postings.get(key) ?? []) found.add(position);
      }
    }
    return [...found].sort((a, b) => a - b).map((position) => this.articles[position] as A);
  }

  get size(): number {
    return this.articles.length;
  }
}
