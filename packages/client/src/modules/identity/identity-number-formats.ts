/**
 * Format rules for identity numbers, one per (country, type). Checks that need more than a pattern
 * (South African ID: date of birth and Luhn digit) live here too. Phone numbers get a length check here;
 * `identity-numbers.ts` swaps in the full libphonenumber-js check, which the server and the dashboard use.
 * This module stays free of libphonenumber-js (about 40 KB) so the vForm widget can import it.
 */
import { PVC_PATTERN } from '../../rules/patterns.js';

export interface NumberRule {
  /** The request field holding the number. */
  field: 'number' | 'accountNumber';
  /** How messages name the field. */
  label: string;
  /** Upper-cases and strips spaces/hyphens where the format ignores them. */
  normalize?: (value: string) => string;
  check: (value: string) => boolean;
  /** The message when `check` fails. */
  message: string;
  /** Bank account checks also need the bank. */
  needsBankCode?: boolean;
}

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const pattern = (regex: RegExp) => (value: string) => regex.test(value);
const digits = (n: number, label: string): NumberRule => ({
  field: 'number',
  label,
  check: pattern(new RegExp(`^\\d{${n}}$`)),
  message: `The ${label} field should be exactly ${n} digits`,
});

/** South African ID: YYMMDD SSSS C A Z — a real date of birth and a valid Luhn check digit. */
export function isValidSouthAfricanId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const year = Number(value.slice(0, 2));
  // Either century: the ID does not say, but the day must exist in the month of one of them.
  const exists = [1900 + year, 2000 + year].some((y) => {
    const date = new Date(Date.UTC(y, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });
  return exists && luhnValid(value);
}

export function luhnValid(value: string): boolean {
  let sum = 0;
  for (let i = 0; i < value.length; i += 1) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A phone rule over `check`, which answers the normalised number or null when it is not valid. */
export function phoneRule(check: (value: string) => string | null, label = 'phone number'): NumberRule {
  return {
    field: 'number',
    label,
    normalize: (value) => check(value) ?? value,
    check: (value) => check(value) !== null,
    message: `The ${label} field should be a valid phone number`,
  };
}

/** The widget's phone check: 7 to 15 digits with an optional +; the server checks the real plan. */
const loosePhone = (value: string): string | null => {
  const compacted = value.replace(/[\s()-]/g, '');
  return /^\+?\d{7,15}$/.test(compacted) ? compacted : null;
};
const phone = () => phoneRule(loosePhone);

const bankAccount = (min: number, max: number): NumberRule => ({
  field: 'accountNumber',
  label: 'account number',
  check: pattern(new RegExp(`^\\d{${min},${max}}$`)),
  message:
    min === max
      ? `The account number field should be exactly ${min} digits`
      : `The account number field should be ${min} to ${max} digits`,
  needsBankCode: true,
});

const kenyanId: NumberRule = {
  field: 'number',
  label: 'ID number',
  check: pattern(/^\d{7,8}$/),
  message: 'The ID number field should be 7 or 8 digits',
};
const kenyanPlate: NumberRule = {
  field: 'number',
  label: 'plate number',
  normalize: compact,
  // KAA 123A (private), KBZ 001 — K, two letters, three digits, an optional letter.
  check: pattern(/^K[A-Z]{2}\d{3}[A-Z]?$/),
  message: 'The plate number field should be a valid Kenyan plate number, e.g. KAA 123A',
};

export const numberFormats: Readonly<Record<string, Readonly<Record<string, NumberRule>>>> = {
  ng: {
    bvn: digits(11, 'BVN'),
    nin: digits(11, 'NIN'),
    vnin: {
      field: 'number',
      label: 'vNIN',
      normalize: compact,
      check: pattern(/^[A-Z0-9]{16}$/),
      message: 'The vNIN field should be exactly 16 letters or digits',
    },
    'drivers-license': {
      field: 'number',
      label: "driver's licence number",
      normalize: compact,
      // FRSC numbers: three letters (state code) then 5 to 9 letters or digits, e.g. ABC12345AA12.
      check: pattern(/^[A-Z]{3}[A-Z0-9]{5,9}$/),
      message: "The driver's licence number field should be a valid Nigerian driver's licence number",
    },
    passport: {
      field: 'number',
      label: 'passport number',
      normalize: compact,
      check: pattern(/^[A-Z]\d{8}$/),
      message: 'The passport number field should be a letter followed by 8 digits',
    },
    pvc: {
      field: 'number',
      label: 'PVC number',
      normalize: (value) => value.toUpperCase(),
      check: pattern(PVC_PATTERN),
      message: 'The PVC number field should be a valid PVC number',
    },
    bav: bankAccount(10, 10),
    'premium-bav': bankAccount(10, 10),
    phone: phone(),
  },
  gh: {
    // Cards issued from 2020 carry 10 digits; the older cards 9 digits and a check letter or 11 digits.
    new_voter_card: digits(10, "voter's ID number"),
    old_voter_card: {
      field: 'number',
      label: "voter's ID number",
      normalize: compact,
      check: pattern(/^(\d{9}[A-Z0-9]|\d{11})$/),
      message: "The voter's ID number field should be a valid old voter's ID number",
    },
    passport: {
      field: 'number',
      label: 'passport number',
      normalize: compact,
      check: pattern(/^G\d{7}$/),
      message: 'The passport number field should be G followed by 7 digits',
    },
  },
  ke: {
    passport: {
      field: 'number',
      label: 'passport number',
      normalize: compact,
      check: pattern(/^[A-Z]{1,2}\d{6,8}$/),
      message: 'The passport number field should be a valid Kenyan passport number',
    },
    'id-scrub': kenyanId,
    'national-id': kenyanId,
    'alien-id': {
      field: 'number',
      label: 'alien ID number',
      check: pattern(/^\d{6,9}$/),
      message: 'The alien ID number field should be 6 to 9 digits',
    },
    'drivers-license': {
      field: 'number',
      label: "driver's licence number",
      normalize: compact,
      check: pattern(/^[A-Z]{3}\d{6}[A-Z]?$|^\d{7,8}$/),
      message: "The driver's licence number field should be a valid Kenyan driver's licence number",
    },
    bav: bankAccount(6, 16),
    'pin-check': {
      field: 'number',
      label: 'KRA PIN',
      normalize: compact,
      // A for individuals, P for companies; nine digits; a check letter.
      check: pattern(/^[AP]\d{9}[A-Z]$/),
      message: 'The KRA PIN field should be A or P, 9 digits and a letter, e.g. A123456789Z',
    },
    address: kenyanId,
    phone: phone(),
    employment: kenyanId,
    'plate-number': kenyanPlate,
    'vehicle-collateral': kenyanPlate,
  },
  za: {
    said: {
      field: 'number',
      label: 'ID number',
      normalize: compact,
      check: isValidSouthAfricanId,
      message: 'The ID number field should be a valid South African ID number',
    },
    bav: bankAccount(6, 11),
    poa: {
      field: 'number',
      label: 'ID number',
      normalize: compact,
      check: isValidSouthAfricanId,
      message: 'The ID number field should be a valid South African ID number',
    },
  },
  global: {
    phone: phone(),
  },
};

/** The format rule of (country, type) with the loose phone check; see `numberRuleFor` for the strict one. */
export function numberFormatFor(country: string, type: string): NumberRule | undefined {
  return numberFormats[country]?.[type];
}
