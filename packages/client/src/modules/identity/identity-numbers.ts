/**
 * The identity number rules the server and the dashboard use: the formats of `identity-number-formats.ts`
 * with phone numbers checked against their country's numbering plan by libphonenumber-js.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { type NumberRule, numberFormats, phoneRule } from './identity-number-formats.js';

export {
  isValidSouthAfricanId,
  luhnValid,
  type NumberRule,
  numberFormatFor,
  numberFormats,
} from './identity-number-formats.js';

/** A phone number valid for `country`, normalised to E.164. */
export function normalizePhone(value: string, country: CountryCode | undefined): string | null {
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed?.isValid() ? parsed.number : null;
}

const phoneCountries: Readonly<Record<string, CountryCode | undefined>> = {
  ng: 'NG',
  ke: 'KE',
  global: undefined,
};

export const numberRules: Readonly<Record<string, Readonly<Record<string, NumberRule>>>> = Object.fromEntries(
  Object.entries(numberFormats).map(([country, rules]) => [
    country,
    'phone' in rules
      ? { ...rules, phone: phoneRule((value) => normalizePhone(value, phoneCountries[country])) }
      : rules,
  ]),
);

export function numberRuleFor(country: string, type: string): NumberRule | undefined {
  return numberRules[country]?.[type];
}
