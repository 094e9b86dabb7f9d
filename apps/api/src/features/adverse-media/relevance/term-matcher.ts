/**
 * Finds the adverse terms of adverse-terms.ts in a text, on whole words, accents and case ignored: the
 * text and every term are folded and split into words the same way (folded-text.ts), and a term matches
 * where its words follow one another in the text. Where terms overlap the longest wins and the words it
 * covers are not read again, so "tax fraud" is one tax-crimes term and not also a fraud term.
 */
import { type AdverseCategory, adverseCategories } from './adverse-terms.js';
import { type FoldedText, foldedWords, foldText, originalSpan, type Span } from './folded-text.js';

export interface TermMatch extends Span {
  category: AdverseCategory;
  /** The term as the list writes it. */
  term: string;
  /** The words as the text writes them. */
  text: string;
}

interface CompiledTerm {
  words: string[];
  /** The last word matches any word that begins with it. */
  prefix: boolean;
  category: AdverseCategory;
  term: string;
}

/** The terms by their first word (or, for a one-word prefix term, by its first three letters). */
const byFirstWord = new Map<string, CompiledTerm[]>();
const prefixStarts = new Map<string, CompiledTerm[]>();

function add(map: Map<string, CompiledTerm[]>, key: string, term: CompiledTerm) {
  const list = map.get(key) ?? [];
  list.push(term);
  map.set(key, list);
}

for (const { category, terms } of adverseCategories) {
  for (const list of Object.values(terms)) {
    for (const term of list ?? []) {
      const prefix = term.endsWith('*');
      const words = foldedWords(foldText(prefix ? term.slice(0, -1) : term).text).map((word) => word.text);
      const first = words[0];
      if (!first) continue;
      const compiled = { words, prefix, category, term };
      if (prefix && words.length === 1) add(prefixStarts, first.slice(0, 3), compiled);
      else add(byFirstWord, first, compiled);
    }
  }
}

function wordMatches(pattern: string, word: string, prefix: boolean): boolean {
  return prefix ? word.startsWith(pattern) : word === pattern;
}

/** The adverse terms in `original`, in order, with their spans in `original`. */
export function findTerms(original: string, folded: FoldedText = foldText(original)): TermMatch[] {
  const words = foldedWords(folded.text);
  const found: TermMatch[] = [];
  for (let i = 0; i < words.length; ) {
    const word = words[i] as { text: string; start: number; end: number };
    const options = [
      ...(byFirstWord.get(word.text) ?? []),
      ...(prefixStarts.get(word.text.slice(0, 3)) ?? []),
    ];
    let best: CompiledTerm | undefined;
    for (const option of options) {
      if (best && option.words.length <= best.words.length) continue;
      const fits = option.words.every((pattern, k) => {
        const candidate = words[i + k];
        return (
          candidate !== undefined &&
          wordMatches(pattern, candidate.text, option.prefix && k === option.words.length - 1)
        );
      });
      if (fits) best = option;
    }
    if (!best) {
      i += 1;
      continue;
    }
    const last = words[i + best.words.length - 1] as { end: number };
    const span = originalSpan(folded, word.start, last.end);
    found.push({
      ...span,
      category: best.category,
      term: best.term,
      text: original.slice(span.start, span.end),
    });
    i += best.words.length;
  }
  return found;
}
