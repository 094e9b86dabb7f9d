/**
 * Whether a screened subject and a listed entity are one, as a score 0 to 1 with its reasons — the same
 * code produces both, so what an officer reads is what decided. The weighing follows OpenSanctions'
 * rule-based logic-v2: the best name agreement is the base; a shared identifier (passport, registration
 * number, wallet address) decides on its own; then what conflicts lowers the score: a birth date in another
 * year, or another day of the same year, a different country, a different gender. What agrees (the same
 * birth date, the same country) raises a fuzzy name a little, and what one side does not say changes nothing.
 * The penalties are larger than logic-v2's so that the same name with another birth date or country falls
 * below the default threshold: two people may share a name, not a name and a birthday.
 */
import { normaliseIdentifier } from './identifiers.js';
import { comparePreparedNames, type NameComparison, type PreparedName, prepareName } from './name-score.js';

export type MatchSchema = 'Person' | 'Company';

export interface MatchSubject {
  schema: MatchSchema;
  names: readonly string[];
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  birthDates?: readonly string[];
  /** ISO 3166-1 alpha-2: nationality, residence, jurisdiction. */
  countries?: readonly string[];
  gender?: 'male' | 'female';
  /** Identity numbers, registration numbers, passport numbers. */
  identifiers?: readonly string[];
  /** Crypto wallets: an address is an identifier like the others. */
  wallets?: readonly { address: string }[];
}

/** Every identifier of a subject, wallet addresses included, as compared. */
export function identifiersOf(subject: MatchSubject): string[] {
  return [...(subject.identifiers ?? []), ...(subject.wallets ?? []).map((wallet) => wallet.address)]
    .map(normaliseIdentifier)
    .filter(Boolean);
}

export type MatchFeatureName = 'name' | 'identifier' | 'birth_date' | 'country' | 'gender';

export interface MatchReason {
  feature: MatchFeatureName;
  /** What the feature added to (positive) or took from (negative) the score; 0 when it only informs. */
  effect: number;
  text: string;
}

export interface MatchScore {
  score: number;
  reasons: MatchReason[];
}

export const matchWeights = {
  identifier: 0.98,
  birthYearConflict: -0.3,
  birthDayConflict: -0.25,
  countryConflict: -0.25,
  genderConflict: -0.3,
  corroboration: 0.06,
} as const;

/** Names this close need no corroboration to be raised. */
const CORROBORATION_CEILING = 0.95;

/** The words of the name reason when a person is screened against a company, or no name agrees. */
export const nameNotCompared = 'A person is never a company: names not compared';
export const noNameAgrees = 'No name agrees';

/** The name reason's words: how far two names agree, on which tokens, and what one has the other lacks. */
export function describeName(query: string, candidate: string, comparison: NameComparison): string {
  const percent = Math.round(comparison.score * 100);
  const agreements = comparison.pairs.map((pair) =>
    pair.agreement === 'exact' ? pair.query : `${pair.query} ~ ${pair.candidate} (${pair.agreement})`,
  );
  const parts = [`"${query}" and "${candidate}" agree ${percent}%`];
  if (agreements.length > 0) parts.push(`on ${agreements.join(', ')}`);
  if (comparison.unpaired.length > 0) parts.push(`; ${comparison.unpaired.join(', ')} has no counterpart`);
  return parts.join(' ');
}

// A listed entity is compared with every screening for as long as it is listed: its names are prepared once.
const preparedNames = new WeakMap<MatchSubject, PreparedName[]>();

function namesOf(subject: MatchSubject): PreparedName[] {
  let prepared = preparedNames.get(subject);
  if (!prepared) {
    prepared = subject.names.map(prepareName);
    preparedNames.set(subject, prepared);
  }
  return prepared;
}

function bestName(subject: MatchSubject, entity: MatchSubject): { comparison: NameComparison; text: string } {
  let best: NameComparison = { score: 0, pairs: [], unpaired: [] };
  let text = noNameAgrees;
  const queryNames = namesOf(subject);
  const candidateNames = namesOf(entity);
  for (const [q, query] of queryNames.entries()) {
    for (const [c, candidate] of candidateNames.entries()) {
      const comparison = comparePreparedNames(query, candidate);
      if (comparison.score > best.score) {
        best = comparison;
        text = describeName(subject.names[q] ?? '', entity.names[c] ?? '', comparison);
        // Nothing scores above 1, and a later pair of names only replaces one it beats.
        if (best.score === 1) return { comparison: best, text };
      }
    }
  }
  return { comparison: best, text };
}

type DateAgreement = 'same' | 'compatible' | 'other-day' | 'other-year' | 'unknown';

/** How two sets of partial dates relate: the best agreement between any two of them. */
function compareDates(left: readonly string[], right: readonly string[]): DateAgreement {
  if (left.length === 0 || right.length === 0) return 'unknown';
  let best: DateAgreement = 'other-year';
  for (const a of left) {
    for (const b of right) {
      if (a === b && a.length === 10) return 'same';
      const shared = Math.min(a.length, b.length);
      if (a.slice(0, shared) === b.slice(0, shared)) best = 'compatible';
      else if (a.slice(0, 4) === b.slice(0, 4) && best === 'other-year') best = 'other-day';
    }
  }
  return best;
}

const noName = {
  comparison: { score: 0, pairs: [], unpaired: [] },
  text: nameNotCompared,
};

export function scoreMatch(subject: MatchSubject, entity: MatchSubject): MatchScore {
  // Only a shared identifier (a wallet, say) links a person to a company's entry.
  const name = subject.schema === entity.schema ? bestName(subject, entity) : noName;
  return weighMatch(subject, identifiersOf(subject), entity, name.comparison.score, name.text);
}

/**
 * The score and reasons of a match whose best name agreement is already known (`nameScore`, described by
 * `nameText`): what scoreMatch does after comparing names, for a screening that compares them its own way.
 * `subjectIds` are identifiersOf(subject), worked out once a screening.
 */
export function weighMatch(
  subject: MatchSubject,
  subjectIds: readonly string[],
  entity: MatchSubject,
  nameScore: number,
  nameText: string,
): MatchScore {
  let score = nameScore;
  const reasons: MatchReason[] = [{ feature: 'name', effect: Number(score.toFixed(3)), text: nameText }];

  // Without an identifier of the subject's there is nothing to share: the entity's are not worked out.
  const entityIds = subjectIds.length > 0 ? new Set(identifiersOf(entity)) : undefined;
  const sharedId = entityIds ? subjectIds.find((id) => entityIds.has(id)) : undefined;
  if (sharedId) {
    const raised = Math.max(score, matchWeights.identifier);
    reasons.push({
      feature: 'identifier',
      effect: Number((raised - score).toFixed(3)),
      text: `Identifier ${sharedId} is the same`,
    });
    score = raised;
  }

  let corroborated = false;
  const dates = compareDates(subject.birthDates ?? [], entity.birthDates ?? []);
  if (dates === 'other-year') {
    score += matchWeights.birthYearConflict;
    reasons.push({
      feature: 'birth_date',
      effect: matchWeights.birthYearConflict,
      text: `Born in another year (${(subject.birthDates ?? []).join(', ')} against ${(entity.birthDates ?? []).join(', ')})`,
    });
  } else if (dates === 'other-day') {
    score += matchWeights.birthDayConflict;
    reasons.push({
      feature: 'birth_date',
      effect: matchWeights.birthDayConflict,
      text: `Born on another day of the same year (${(subject.birthDates ?? []).join(', ')} against ${(entity.birthDates ?? []).join(', ')})`,
    });
  } else if (dates === 'same' || dates === 'compatible') {
    corroborated = true;
    reasons.push({
      feature: 'birth_date',
      effect: 0,
      text: dates === 'same' ? 'Same birth date' : 'Birth dates agree as far as both go',
    });
  }

  const subjectCountries = new Set(subject.countries ?? []);
  const entityCountries = entity.countries ?? [];
  if (subjectCountries.size > 0 && entityCountries.length > 0) {
    const shared = entityCountries.filter((country) => subjectCountries.has(country));
    if (shared.length === 0) {
      score += matchWeights.countryConflict;
      reasons.push({
        feature: 'country',
        effect: matchWeights.countryConflict,
        text: `Different country (${[...subjectCountries].join(', ')} against ${entityCountries.join(', ')})`,
      });
    } else {
      corroborated = true;
      reasons.push({ feature: 'country', effect: 0, text: `Same country (${shared.join(', ')})` });
    }
  }

  if (subject.gender && entity.gender && subject.gender !== entity.gender) {
    score += matchWeights.genderConflict;
    reasons.push({
      feature: 'gender',
      effect: matchWeights.genderConflict,
      text: `Different gender (${subject.gender} against ${entity.gender})`,
    });
  }

  if (corroborated && !sharedId && nameScore < CORROBORATION_CEILING && nameScore >= 0.7) {
    const raised = Math.min(CORROBORATION_CEILING, score + matchWeights.corroboration);
    if (raised > score) {
      const reason = reasons.find(
        (r) => r.effect === 0 && (r.feature === 'birth_date' || r.feature === 'country'),
      );
      if (reason) reason.effect = Number((raised - score).toFixed(3));
      score = raised;
    }
  }

  return { score: Number(Math.max(0, Math.min(1, score)).toFixed(3)), reasons };
}
