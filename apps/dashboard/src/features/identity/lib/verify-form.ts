/**
 * The verify form of one (country, type): the client's request schema (validation and format messages, so the
 * dashboard says what the server would), a 6-digit branch code for South African accounts, and the body sent
 * from what was typed.
 */
import {
  identityRequestSchema,
  numberRuleFor,
  requiredText,
  type TIdentityCheckRequest,
} from '@verity/client';
import type { z } from 'zod';
import { needsBranchCode, type VerifyCountry } from './verify-screens';

/** What the form holds: every field any type may show; the schema decides which apply. */
export interface VerifyFormValues {
  number?: string;
  accountNumber?: string;
  bankCode?: string;
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD from the date input; undefined when left empty. */
  dateOfBirth?: string;
  isConsent: boolean;
}

export type VerifyFormSchema = z.ZodType<TIdentityCheckRequest, VerifyFormValues>;

export const BRANCH_CODE_MESSAGE = 'The branch code field should be exactly 6 digits';

/** Undefined for a type the registry does not know (the page shows nothing to submit then). */
export function verifyFormSchema(country: VerifyCountry, type: string): VerifyFormSchema | undefined {
  const base = identityRequestSchema(country, type);
  if (!base) return undefined;
  const schema = needsBranchCode(country, type)
    ? base.extend({
        bankCode: requiredText('branch code', { max: 6 }).regex(/^\d{6}$/, { error: BRANCH_CODE_MESSAGE }),
      })
    : base;
  // identityRequestSchema types its number field by a computed key; the shape is TIdentityCheckRequest's.
  return schema as unknown as VerifyFormSchema;
}

/**
 * The starting values: only the fields this type has, because the request schema is strict and would
 * reject a field it does not know (an empty `number` on an account check, say).
 */
export function emptyVerifyForm(country: VerifyCountry, type: string): VerifyFormValues {
  const rule = numberRuleFor(country, type);
  const values: VerifyFormValues = { firstName: '', lastName: '', isConsent: false };
  if (!rule) return values;
  values[rule.field] = '';
  if (rule.needsBankCode) values.bankCode = '';
  return values;
}

/**
 * The body to send: blank optional details are left out, so the server reports them 'Not supplied'
 * rather than matching an empty name.
 */
export function verifyRequestBody(parsed: TIdentityCheckRequest): TIdentityCheckRequest {
  const body: TIdentityCheckRequest = { isConsent: parsed.isConsent };
  for (const key of [
    'number',
    'accountNumber',
    'bankCode',
    'firstName',
    'lastName',
    'dateOfBirth',
  ] as const) {
    const value = parsed[key];
    if (value !== undefined && value !== '') body[key] = value;
  }
  return body;
}

/** An empty date input means "not supplied", not an invalid date. */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}
