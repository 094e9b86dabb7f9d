/**
 * A screening hit in words, wherever one is shown (a Sanction & PEP check's result, the screening of a
 * customer verification's person): the listed entity's facts, and each reason with how much it moved the score.
 */
import type { AmlDecision, TAmlHit, TAmlMatchReason } from '@verity/client';
import { amlCategoryLabels } from '@verity/client';
import { countryName, formatDay, formatPercentage } from './format';
import { withRowKeys } from './row-keys';

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

export type Fact = [label: string, value: string];
/** The facts that have a value, in the order given. */
export const given = (facts: Array<[string, string | null | undefined]>) =>
  facts.filter((fact): fact is Fact => Boolean(fact[1]));
export const listText = (values: readonly string[], each: (value: string) => string = String) =>
  values.map(each).join(', ');
export const walletText = (value: { chain: string; address: string } | null) =>
  value && `${value.address} (${value.chain})`;

/** A hit's score and its entity's facts in reading order, leaving out what the list does not give. */
export const hitFacts = ({ score, entity }: TAmlHit): Fact[] =>
  given([
    ['Score', formatPercentage(score)],
    ['Category', amlCategoryLabels[entity.category]],
    ['Kind', entity.schema === 'Company' ? 'Company' : 'Person'],
    ['Also known as', listText(entity.names.slice(1))],
    ['Birth dates', listText(entity.birthDates, formatDay)],
    ['Countries', listText(entity.countries, countryName)],
    ['Positions held', listText(entity.positions)],
    ['Sanction programmes', listText(entity.programs)],
    ['Listed on', entity.listedOn && formatDay(entity.listedOn)],
    ['Wallets', entity.wallets.map(walletText).join(', ')],
    ['Lists', listText(entity.datasets)],
  ]);

export const hitName = (hit: TAmlHit) => hit.entity.names[0] ?? hit.entity.id;
