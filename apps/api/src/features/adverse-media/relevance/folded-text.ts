/**
 * Text folded for matching — ASCII (any-ascii: "détournement" → "detournement", "Ọlọ́pàá" → "olopaa"),
 * lower case — with, for each folded character, where it came from in the original, so a match found in
 * the folded text is highlighted on the original's characters. Words are runs of ASCII letters and
 * digits; anything else (spaces, apostrophes, hyphens) separates them, in the text and in a term alike.
 */
import anyAscii from 'any-ascii';

export interface FoldedText {
  /** The folded text. */
  text: string;
  /** For each folded character, the index in the original of the character it came from. */
  starts: Int32Array;
  /** For each folded character, the index just past the original character (and its combining marks). */
  ends: Int32Array;
}

export interface Span {
  start: number;
  end: number;
}

export interface FoldedWord extends Span {
  text: string;
}

const combiningMark = /\p{M}/u;

export function foldText(original: string): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < original.length; ) {
    const code = original.charCodeAt(i);
    // ASCII, nearly every character of an English article, needs no transliteration.
    if (code < 128) {
      text += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : original[i];
      starts.push(i);
      ends.push(i + 1);
      i += 1;
      continue;
    }
    const point = original.codePointAt(i) as number;
    const width = point > 0xffff ? 2 : 1;
    const char = original.slice(i, i + width);
    const folded = anyAscii(char).toLowerCase();
    if (folded === '' && combiningMark.test(char)) {
      // A combining accent belongs to the letter before it: highlighting that letter covers it too.
      if (ends.length > 0) ends[ends.length - 1] = i + width;
    }
    for (const letter of folded) {
      text += letter;
      starts.push(i);
      ends.push(i + width);
    }
    i += width;
  }
  return { text, starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
}

/** The original span of folded characters [start, end). */
export function originalSpan(folded: FoldedText, start: number, end: number): Span {
  return { start: folded.starts[start] as number, end: folded.ends[end - 1] as number };
}

/** The words of a folded text, in order, with their folded spans. */
export function foldedWords(folded: string): FoldedWord[] {
  const words: FoldedWord[] = [];
  for (const match of folded.matchAll(/[a-z0-9]+/g)) {
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}
