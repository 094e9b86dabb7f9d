/**
 * The evidence an article holds against a subject: the sentences that name the subject, and the adverse
 * terms near the name. Near means in a sentence that names the subject or in the sentence right after one
 * (the title's next sentence is the body's first): a report names a person and says what they did in the
 * same sentence or the next ("Adewale Okafor was arrested on Monday. He is accused of defrauding…"), while
 * a term further off is as likely about someone else. Spans are offsets in the sentence's own text, and
 * the sentence carries its offsets in its field, so a page highlights `field.slice(sentence.start +
 * span.start, sentence.start + span.end)`.
 */
import type { ArticleText } from '../article.js';
import type { AdverseCategory } from './adverse-terms.js';
import type { Span } from './folded-text.js';
import { type ArticleSentence, splitSentences } from './sentences.js';
import { findTerms } from './term-matcher.js';

export interface NameMention extends Span {
  /** The words of the sentence that name the subject. */
  text: string;
  /** How alike the words and the subject's name are (the matcher's name score). */
  score: number;
  /** The subject's name (or alias) the words matched. */
  subjectName: string;
  /** A later mention by part of a name the article already gave in full ("Mr Okafor"). */
  backReference: boolean;
}

/** The subject's mentions in each sentence, one list per sentence, in the sentences' order. */
export type NameFinder = (sentences: readonly ArticleSentence[]) => NameMention[][];

export interface EvidenceTerm extends Span {
  text: string;
  term: string;
  category: AdverseCategory;
}

export interface EvidenceSentence extends ArticleSentence {
  names: NameMention[];
  terms: EvidenceTerm[];
}

export interface ArticleEvidence {
  /** Sentences that name the subject, and those after them that hold adverse terms, in order. */
  sentences: EvidenceSentence[];
  /** The categories of the terms near the name, in order of first appearance. */
  categories: AdverseCategory[];
  /** The strongest mention of the subject, if any. */
  bestMention: NameMention | undefined;
}

export function gatherEvidence(
  article: Pick<ArticleText, 'title' | 'body'>,
  findNames: NameFinder,
): ArticleEvidence {
  const sentences = splitSentences(article);
  const mentions = findNames(sentences);
  const evidence: EvidenceSentence[] = [];
  const categories: AdverseCategory[] = [];
  let bestMention: NameMention | undefined;
  for (const [index, sentence] of sentences.entries()) {
    const names = mentions[index] ?? [];
    const named = names.length > 0;
    const afterNamed = index > 0 && (mentions[index - 1] ?? []).length > 0;
    if (!named && !afterNamed) continue;
    const terms = findTerms(sentence.text);
    if (!named && terms.length === 0) continue;
    for (const name of names) if (!bestMention || name.score > bestMention.score) bestMention = name;
    for (const term of terms) if (!categories.includes(term.category)) categories.push(term.category);
    evidence.push({ ...sentence, names, terms });
  }
  return { sentences: evidence, categories, bestMention };
}
