/**
 * What an article says about the person or company it names, beyond the name: a birth year ("born in
 * 1975", "né en 1975") or an age ("48", "a 48-year-old", "aged 48", "miaka 48", "shekaru 48", "ọmọ ọdún
 * 48", "48 ans"), read in the sentences that name the subject and the one after each; and a company
 * registration number (RC 1234567, BN 123456, CPR/2019/123, 2019/123456/07) anywhere in the article. An
 * age becomes the two birth years it allows in the year the article was published (48 in 2023: 1974 or
 * 1975).
 */
import { foldText } from './folded-text.js';

export interface ArticleFeatures {
  /** YYYY, as the matcher compares birth dates. */
  birthYears: string[];
  /** What the article wrote that gave the birth years. */
  birthEvidence: string[];
  registrationNumbers: string[];
}

const bornPatterns = [
  /\bborn (?:in )?((?:19|20)\d\d)\b/g,
  /\bnee? en ((?:19|20)\d\d)\b/g,
  /\(b\. ((?:19|20)\d\d)\)/g,
];
const agePatterns = [
  /\b(\d\d)-year-old\b/g,
  /\b(\d\d) year old\b/g,
  /\baged (\d\d)\b/g,
  /\bage (\d\d)\b/g,
  /\bmiaka (\d\d)\b/g,
  /\bshekaru (\d\d)\b/g,
  /\bodun (\d\d)\b/g,
  /\b(\d\d) ans\b/g,
  /[\p{L}.], (\d\d),/gu,
  /\((\d\d)\)/g,
];
const registrationPattern = /\b(rc|bn|cpr|pvt|ck|cs)[ /-]?(\d{4,8})\b|\b((?:19|20)\d\d\/\d{6}\/\d\d)\b/g;

export function articleFeatures(
  nearName: readonly string[],
  wholeText: string,
  publishedAt?: string,
): ArticleFeatures {
  const birthYears = new Set<string>();
  const birthEvidence: string[] = [];
  const published = publishedAt ? Number(publishedAt.slice(0, 4)) : undefined;
  for (const sentence of nearName) {
    const folded = foldText(sentence).text;
    for (const pattern of bornPatterns) {
      for (const match of folded.matchAll(pattern)) {
        birthYears.add(match[1] as string);
        birthEvidence.push(`born ${match[1]}`);
      }
    }
    if (published === undefined) continue;
    for (const pattern of agePatterns) {
      for (const match of folded.matchAll(pattern)) {
        const age = Number(match[1]);
        if (age < 16 || age > 99) continue;
        birthYears.add(String(published - age - 1));
        birthYears.add(String(published - age));
        birthEvidence.push(`aged ${age} in ${published}`);
      }
    }
  }
  const registrationNumbers = new Set<string>();
  for (const match of foldText(wholeText).text.matchAll(registrationPattern)) {
    const number = match[3] ?? `${match[1]}${match[2]}`;
    registrationNumbers.add(number.replace(/[^0-9a-z]/gi, '').toUpperCase());
  }
  return { birthYears: [...birthYears].sort(), birthEvidence, registrationNumbers: [...registrationNumbers] };
}
