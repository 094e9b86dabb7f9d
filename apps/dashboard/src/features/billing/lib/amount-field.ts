/**
 * An amount a person types into a billing form, in major units of the business's currency, checked before it
 * is sent in minor units. The server checks again and its words win.
 */
import { ruleMessages } from '@verity/client';
import { parseMajorUnits } from '../../../lib/parse-amount';

export type AmountCheck = { amount: number } | { error: string };

/** A dialog form's outcome: the request to send, or a message per field. */
export type FormCheck<Request, Field extends string> =
  | { request: Request }
  | { errors: Partial<Record<Field, string>> };

export const amountFormatMessage = (field: string) =>
  `The ${field} field should be an amount such as 5,000.00`;
export const positiveAmountMessage = (field: string) => `The ${field} field should be more than 0`;

/** Required, an amount with at most two decimals, and above zero unless `allowZero`. */
export function checkAmountField(
  text: string,
  field: string,
  options: { allowZero?: boolean } = {},
): AmountCheck {
  if (text.trim() === '') return { error: ruleMessages.required(field) };
  const amount = parseMajorUnits(text);
  if (amount === null) return { error: amountFormatMessage(field) };
  if (amount === 0 && !options.allowZero) return { error: positiveAmountMessage(field) };
  return { amount };
}
