/**
 * A news article as the adverse-media engine reads it, whatever produced it (the sandbox corpus now, a news
 * provider later). `country` is where the story happens, not where the outlet sits: a London wire writing
 * about a Lagos court case is a Nigerian story, and it is the story's country that is weighed against the
 * subject's.
 */
export type ArticleLanguage = 'en' | 'pcm' | 'ha' | 'yo' | 'sw' | 'fr';

export const articleLanguages: readonly ArticleLanguage[] = ['en', 'pcm', 'ha', 'yo', 'sw', 'fr'];

export interface ArticleSource {
  outlet: string;
  url: string;
  /** ISO 3166-1 alpha-2 of the outlet's home. */
  country: string;
}

export interface NewsArticle {
  id: string;
  title: string;
  body: string;
  source: ArticleSource;
  /** ISO 8601 date, YYYY-MM-DD. */
  publishedAt: string;
  language: ArticleLanguage;
  /** ISO 3166-1 alpha-2 of where the story happens. */
  country: string;
}

/** What the relevance check reads of an article: the text, where the story happens and when. */
export type ArticleText = Pick<NewsArticle, 'title' | 'body'> &
  Partial<Pick<NewsArticle, 'country' | 'publishedAt'>>;
