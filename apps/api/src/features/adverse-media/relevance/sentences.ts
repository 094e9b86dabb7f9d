/**
 * An article cut into sentences: the title is one, and the body is cut at a full stop, question or
 * exclamation mark followed by a space, and at every line break. A full stop after a single letter (an
 * initial: "A. Okafor") or after a title ("Mr.", "Dr.", "Hon.") does not end a sentence, so a name written
 * that way stays in one piece.
 */
import type { ArticleText } from '../article.js';

export type ArticleField = 'title' | 'body';

export interface ArticleSentence {
  field: ArticleField;
  /** Where the sentence starts and ends in its field. */
  start: number;
  end: number;
  text: string;
}

const abbreviations = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'hon',
  'engr',
  'prof',
  'alh',
  'barr',
  'gen',
  'col',
  'capt',
  'maj',
  'rev',
  'st',
  'no',
  'jr',
  'sr',
  'jnr',
  'snr',
  'rtd',
  'sen',
  'pharm',
  'arc',
  'mme',
  'mlle',
  'm',
  'vs',
]);

function cut(field: ArticleField, text: string): ArticleSentence[] {
  const sentences: ArticleSentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed)
      sentences.push({ field, start: start + lead, end: start + lead + trimmed.length, text: trimmed });
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n') {
      push(i);
      start = i + 1;
      continue;
    }
    if (char !== '.' && char !== '!' && char !== '?') continue;
    let end = i + 1;
    while (end < text.length && /["'”’)]/.test(text[end] as string)) end += 1;
    if (end < text.length && !/\s/.test(text[end] as string)) continue;
    if (char === '.') {
      const before = /([\p{L}]+)$/u.exec(text.slice(Math.max(0, i - 12), i))?.[1] ?? '';
      if (before.length === 1 || abbreviations.has(before.toLowerCase())) continue;
    }
    push(end);
    start = end;
  }
  push(text.length);
  return sentences;
}

export function splitSentences(article: Pick<ArticleText, 'title' | 'body'>): ArticleSentence[] {
  return [...cut('title', article.title), ...cut('body', article.body)];
}
