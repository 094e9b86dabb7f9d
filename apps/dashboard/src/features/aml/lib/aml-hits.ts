/** A result in words: the subject, each hit's facts, and the reasons with how much each moved the score. */
import {
  type AmlDecision,
  amlCategoryLabels,
  type TAmlHit,
  type TAmlMatchReason,
  type TAmlSubject,
} from '@verity/client';
import { countryName, formatDay, formatPercentage } from '../../../lib/format';
import { withRowKeys } from '../../../lib/row-keys';

export const decisionLabels: Readonly<Record<AmlDecision, string>> = {
  false_positive: 'False positive',
  confirmed: 'Confirmed match',
};

/** 0.06 → '+0.06', -0.3 → '−0.30' (a true minus sign), 0 → '0.00'. */
export function effectText(effect: number): string {
  const size = Math.abs(effect).toFixed(2);
  return size === '0.00' ? size : `${effect > 0 ? '+' : '−'}${size}`;
}

/** The reasons in the matcher's order; `direction` says whether each raised the score or lowered it. */
export const reasonRows = (reasons: readonly TAmlMatchReason[]) =>
  withRowKeys(reasons, (reason) => `${reason.feature}|${reason.text}`).map(({ key, item }) => {
    const effect = effectText(item.effect);
    const direction = effect === '0.00' ? 'none' : item.effect > 0 ? 'up' : 'down';
    return { key, text: item.text, effect, direction } as const;
  });

type Fact = [label: string, value: string];
const given = (facts: Array<[string, string | null | undefined]>) =>
  facts.filter((fact): fact is Fact => Boolean(fact[1]));
const list = (values: readonly string[], each: (value: string) => string = String) =>
  values.map(each).join(', ');
const wallet = (value: { chain: string; address: string } | null) =>
  value && `${value.address} (${value.chain})`;

/** A hit's score and its entity's facts in reading order, leaving out what the list does not give. */
export const hitFacts = ({ score, entity }: TAmlHit): Fact[] =>
  given([
    ['Score', formatPercentage(score)],
    ['Category', amlCategoryLabels[entity.category]],
    ['Kind', entity.schema === 'Company' ? 'Company' : 'Person'],
    ['Also known as', list(entity.names.slice(1))],
    ['Birth dates', list(entity.birthDates, formatDay)],
    ['Countries', list(entity.countries, countryName)],
    ['Positions held', list(entity.positions)],
    ['Sanction programmes', list(entity.programs)],
    ['Listed on', entity.listedOn && formatDay(entity.listedOn)],
    ['Wallets', entity.wallets.map(wallet).join(', ')],
    ['Lists', list(entity.datasets)],
  ]);

/** Who or what was screened, as the check received it: only what was given. */
export const subjectFacts = (subject: TAmlSubject): Fact[] =>
  given([
    ['Screened as', subject.entityType.charAt(0).toUpperCase() + subject.entityType.slice(1)],
    ['Name', subject.name],
    ['Birth date', subject.birthDate && formatDay(subject.birthDate)],
    ['Country', subject.country && countryName(subject.country)],
    ['Nationality', subject.nationality && countryName(subject.nationality)],
    ['Gender', subject.gender],
    ['Identifiers', list(subject.identifiers)],
    ['Wallet', wallet(subject.wallet)],
    ['Verification ID', subject.verificationId],
  ]);

export const hitName = (hit: TAmlHit) => hit.entity.names[0] ?? hit.entity.id;
