/**
 * Whether an article is adverse media about a subject, explainably. Two things must hold: the article
 * names the subject, and an adverse term stands near the name (article-evidence.ts). Whether a name in the
 * article is the subject is the screening matcher's call (aml/matching/match-score.ts, unmodified): the
 * best mention's name score is the base, and weighMatch weighs what the article says beside it as it weighs
 * a listed entity's details — the story's country against the subject's (−0.25 when they differ), a birth
 * year or age against the subject's birth year (−0.3 for another year), a registration number the subject
 * holds (raises to 0.98), agreement lifting a fuzzy name a little. The article is relevant when that score
 * reaches the matcher's threshold (0.8) and a category was found. The reasons are written from the very
 * numbers weighMatch returned, so what an officer reads is what decided.
 */
import {
  identifiersOf,
  type MatchReason,
  type MatchSubject,
  weighMatch,
} from '../../aml/matching/match-score.js';
import { DEFAULT_MATCH_THRESHOLD } from '../../aml/matching/match-threshold.js';
import type { ArticleText } from '../article.js';
import { type AdverseCategory, categoryLabels } from './adverse-terms.js';
import { type EvidenceSentence, gatherEvidence } from './article-evidence.js';
import { articleFeatures } from './article-features.js';
import { countryName } from './countries.js';
import { MENTION_FLOOR, mentionFinder, type SubjectName, subjectName } from './name-mentions.js';

export type AdverseMediaSubject =
  | {
      kind: 'individual';
      name: string;
      aliases?: readonly string[];
      /** ISO 3166-1 alpha-2. */
      country?: string;
      birthYear?: number;
    }
  | {
      kind: 'business';
      name: string;
      aliases?: readonly string[];
      country?: string;
      registrationNumber?: string;
    };

export type RelevanceFeature = 'name' | 'country' | 'birth_year' | 'registration_number' | 'adverse_terms';

export interface RelevanceReason {
  feature: RelevanceFeature;
  /** What the feature added to or took from the score; 0 when it only informs or decides alone. */
  effect: number;
  text: string;
}

export interface ArticleRelevance {
  relevant: boolean;
  /** How sure the article is adverse media about the subject: the identity score when terms are near the name, else 0. */
  score: number;
  /** How sure the article names the subject, 0 to 1, whatever it says of them. */
  identityScore: number;
  categories: AdverseCategory[];
  evidence: EvidenceSentence[];
  reasons: RelevanceReason[];
}

/** A subject ready to check many articles against: its names prepared once. */
export interface PreparedSubject {
  subject: AdverseMediaSubject;
  names: SubjectName[];
  match: MatchSubject;
  identifiers: string[];
}

export function prepareSubject(subject: AdverseMediaSubject): PreparedSubject {
  const all = [subject.name, ...(subject.aliases ?? [])];
  const match: MatchSubject = {
    schema: subject.kind === 'individual' ? 'Person' : 'Company',
    names: all,
    countries: subject.country ? [subject.country.toUpperCase()] : [],
    birthDates: subject.kind === 'individual' && subject.birthYear ? [String(subject.birthYear)] : [],
    identifiers:
      subject.kind === 'business' && subject.registrationNumber ? [subject.registrationNumber] : [],
  };
  return { subject, names: all.map(subjectName), match, identifiers: identifiersOf(match) };
}

const signed = (effect: number) => (effect < 0 ? `−${Math.abs(effect).toFixed(2)}` : `+${effect.toFixed(2)}`);

/** A matcher reason in an officer's words, from the feature, its effect and the values that were compared. */
function describe(
  reason: MatchReason,
  prepared: PreparedSubject,
  articleCountry: string | undefined,
  birthEvidence: readonly string[],
): RelevanceReason | undefined {
  const { effect } = reason;
  const raise = effect > 0 ? `: ${signed(effect)}` : '';
  if (reason.feature === 'country' && articleCountry) {
    const theirs = countryName(articleCountry);
    const ours = countryName(prepared.subject.country ?? '');
    return effect < 0
      ? { feature: 'country', effect, text: `Country ${theirs} conflicts with ${ours}: ${signed(effect)}` }
      : { feature: 'country', effect, text: `Country ${ours} agrees${raise}` };
  }
  if (reason.feature === 'birth_date' && prepared.subject.kind === 'individual') {
    const said = birthEvidence.map((text) => `'${text}'`).join(', ');
    return effect < 0
      ? {
          feature: 'birth_year',
          effect,
          text: `Born ${prepared.subject.birthYear} conflicts with the article (${said}): ${signed(effect)}`,
        }
      : {
          feature: 'birth_year',
          effect,
          text: `Born ${prepared.subject.birthYear} agrees with the article (${said})${raise}`,
        };
  }
  if (reason.feature === 'identifier') {
    return {
      feature: 'registration_number',
      effect,
      text: `Registration number ${prepared.identifiers.join(', ')} appears in the article${raise}`,
    };
  }
  return undefined;
}

export function assessRelevance(
  prepared: PreparedSubject,
  article: ArticleText,
  threshold: number = DEFAULT_MATCH_THRESHOLD,
): ArticleRelevance {
  const evidence = gatherEvidence(article, mentionFinder(prepared.names));
  const best = evidence.bestMention;
  if (!best) {
    return {
      relevant: false,
      score: 0,
      identityScore: 0,
      categories: [],
      evidence: [],
      reasons: [
        { feature: 'name', effect: 0, text: `No name in the article matches '${prepared.subject.name}'` },
      ],
    };
  }
  const nearName = evidence.sentences.map((sentence) => sentence.text);
  const features = articleFeatures(nearName, `${article.title}\n${article.body}`, article.publishedAt);
  const entity: MatchSubject = {
    schema: prepared.match.schema,
    names: [best.text],
    countries: article.country ? [article.country.toUpperCase()] : [],
    birthDates: features.birthYears,
    identifiers: features.registrationNumbers,
  };
  const weighed = weighMatch(prepared.match, prepared.identifiers, entity, best.score, '');
  const reasons: RelevanceReason[] = [
    {
      feature: 'name',
      effect: Number(best.score.toFixed(3)),
      text: `Name '${best.subjectName}' matches '${best.text}' (${best.score.toFixed(2)})`,
    },
  ];
  for (const reason of weighed.reasons) {
    const described = describe(reason, prepared, article.country, features.birthEvidence);
    if (described) reasons.push(described);
  }
  for (const category of evidence.categories) {
    const terms = [
      ...new Set(
        evidence.sentences.flatMap((sentence) =>
          sentence.terms.filter((term) => term.category === category).map((term) => term.text),
        ),
      ),
    ];
    reasons.push({
      feature: 'adverse_terms',
      effect: 0,
      text: `${categoryLabels[category]} terms near the name: ${terms.map((term) => `'${term}'`).join(', ')}`,
    });
  }
  if (evidence.categories.length === 0) {
    reasons.push({ feature: 'adverse_terms', effect: 0, text: 'No adverse terms near the name' });
  }
  const adverse = evidence.categories.length > 0;
  const identityScore = weighed.score;
  const relevant = adverse && identityScore >= threshold && best.score >= MENTION_FLOOR;
  return {
    relevant,
    score: adverse ? identityScore : 0,
    identityScore,
    categories: evidence.categories,
    evidence: evidence.sentences,
    reasons,
  };
}
