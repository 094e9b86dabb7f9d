/**
 * The validation rules as zod helpers. The server validates request bodies with these, the dashboard's forms
 * and the widgets validate fields with the same ones, so a message reads the same wherever it is shown.
 */
import { z } from 'zod';
import { CAC_TYPED_PREFIXES } from './company-numbers.js';
import { joinList, ruleMessages as m } from './messages.js';
import {
  EMAIL_ADDRESS_PATTERN,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PVC_PATTERN,
} from './patterns.js';

export * from './patterns.js';

/** "firstName" -> "first name"; the label a message uses when none is given. */
export function fieldLabel(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

const requiredOr = (field: string, expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? m.required(field) : m.type(field, expected);

export interface TextOptions {
  min?: number;
  max?: number;
  length?: number;
}

/** A required string: trimmed; empty counts as missing. Default maximum 255 characters. */
export function requiredText(field: string, options: TextOptions = {}) {
  let schema = z
    .string({ error: requiredOr(field, 'a text') })
    .trim()
    .min(1, { error: m.required(field) });
  if (options.length !== undefined)
    schema = schema.length(options.length, { error: m.length(field, options.length) });
  if (options.min !== undefined) schema = schema.min(options.min, { error: m.minLength(field, options.min) });
  const max = options.max ?? 255;
  return schema.max(max, { error: m.maxLength(field, max) });
}

/** An optional string; an empty string is kept as "" (presence, not truthiness, decides). */
export function optionalText(field: string, options: { max?: number } = {}) {
  const max = options.max ?? 255;
  return z
    .string({ error: m.type(field, 'a text') })
    .trim()
    .max(max, { error: m.maxLength(field, max) })
    .optional();
}

/** Email addresses are compared lower-cased, so they are stored that way. */
export function email(field = 'email') {
  return z
    .string({ error: requiredOr(field, 'a text') })
    .trim()
    .min(1, { error: m.required(field) })
    .max(EMAIL_MAX_LENGTH, { error: m.maxLength(field, EMAIL_MAX_LENGTH) })
    .pipe(z.email({ pattern: EMAIL_ADDRESS_PATTERN, error: m.email(field) }))
    .transform((value) => value.toLowerCase());
}

/** What a password lacks against the password policy, in the order the message lists it. */
export function passwordProblems(value: string): string[] {
  const missing: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) missing.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (!/[A-Z]/.test(value)) missing.push('an uppercase letter');
  if (!/[a-z]/.test(value)) missing.push('a lowercase letter');
  if (!/\d/.test(value)) missing.push('a number');
  if (!/[^A-Za-z\d\s]/.test(value)) missing.push('a special character');
  return missing;
}

/** A new password: the password policy; the message lists everything missing. */
export function password(field = 'password') {
  return z
    .string({ error: requiredOr(field, 'a text') })
    .min(1, { error: m.required(field) })
    .max(PASSWORD_MAX_LENGTH, { error: m.maxLength(field, PASSWORD_MAX_LENGTH) })
    .superRefine((value, ctx) => {
      const missing = passwordProblems(value);
      if (missing.length > 0) ctx.addIssue({ code: 'custom', message: m.password(field, missing) });
    });
}

/** A password being checked, not set: only presence and the length cap apply. */
export function currentPassword(field = 'password') {
  return z
    .string({ error: requiredOr(field, 'a text') })
    .min(1, { error: m.required(field) })
    .max(PASSWORD_MAX_LENGTH, { error: m.maxLength(field, PASSWORD_MAX_LENGTH) });
}

/** Digits only, optionally of an exact length (NIN, BVN, OTPs). */
export function numeric(field: string, options: { length?: number } = {}) {
  let schema = z
    .string({ error: requiredOr(field, 'a text') })
    .trim()
    .min(1, { error: m.required(field) })
    .regex(/^\d+$/, { error: m.numeric(field) });
  if (options.length !== undefined)
    schema = schema.length(options.length, { error: m.length(field, options.length) });
  return schema;
}

export interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

export function number(field: string, options: NumberOptions = {}) {
  let schema = z.number({ error: requiredOr(field, 'a number') });
  if (options.integer) schema = schema.int({ error: m.type(field, 'a whole number') });
  if (options.min !== undefined) schema = schema.min(options.min, { error: m.minValue(field, options.min) });
  if (options.max !== undefined) schema = schema.max(options.max, { error: m.maxValue(field, options.max) });
  return schema;
}

/** A checkbox that must be ticked (consent). */
export function truthy(field: string) {
  return z
    .boolean({ error: requiredOr(field, 'true or false') })
    .refine((value) => value, { error: m.required(field) });
}

export function oneOf<const T extends readonly [string, ...string[]]>(field: string, options: T) {
  return z.enum(options, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? m.required(field) : m.oneOf(field, options),
  });
}

export function pvc(field = 'PVC number') {
  return requiredText(field).regex(PVC_PATTERN, { error: m.pvc(field) });
}

/**
 * The CAC prefixes of rules/company-numbers.ts: the company_id list (RC, BN, IT, LP, LPP) plus LLP, which the
 * registry uses. The message keeps its original wording.
 */
export const COMPANY_ID_PREFIXES = CAC_TYPED_PREFIXES;

export function companyId(field = 'company ID') {
  return requiredText(field).refine(
    (value) => COMPANY_ID_PREFIXES.some((prefix) => value.toUpperCase().startsWith(prefix)),
    { error: m.companyId(field) },
  );
}

export function noRc(field: string) {
  return requiredText(field).refine((value) => !/^rc/i.test(value), { error: m.noRc(field) });
}

/** Adds the 'Passwords do not match' rule to an object with a password and its confirmation. */
export function withConfirmation<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  passwordKey: string,
  confirmKey: string,
) {
  return schema.superRefine((value, ctx) => {
    if (value[passwordKey] !== value[confirmKey])
      ctx.addIssue({ code: 'custom', path: [confirmKey], message: m.confirm() });
  });
}

/** Rejects unknown keys with "The {key} field is not allowed", so typos are not silently dropped. */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? joinList(issue.keys.map((key) => m.unknownField(key))) : undefined,
  });
}

/** A required nested object: missing or not an object is "The {field} field is required". */
export function requiredObject<T extends z.ZodRawShape>(field: string, shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? joinList(issue.keys.map((key) => m.unknownField(key)))
        : issue.code === 'invalid_type'
          ? m.required(field)
          : undefined,
  });
}

/**
 * A non-empty list of distinct values from a fixed catalogue (a key's scopes, a webhook's events, a role's
 * permissions), each message naming the field and what it lists.
 */
export function distinctChoices<const T extends readonly [string, ...string[]]>(
  choices: T,
  words: { field: string; item: string },
) {
  const { field, item } = words;
  return z
    .array(
      z.enum(choices, {
        error: (issue) => `Unknown ${item} ${String(issue.input)}: choose from the ${item} list`,
      }),
      { error: `The ${field} field should be a list of ${item}s` },
    )
    .min(1, { error: `Choose at least one ${item}` })
    .refine((list) => new Set(list).size === list.length, {
      error: `The ${field} field lists a ${item} more than once`,
    });
}

/** A #RRGGBB colour, answered upper-case (vForm themes, capture branding). */
export function hexColor(field: string) {
  return z
    .string({ error: `The ${field} field should be a colour like #46B2C8` })
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: `The ${field} field should be a colour like #46B2C8` })
    .transform((value) => value.toUpperCase());
}

/**
 * An http(s) web address: a website, a redirect after a form. Pages show it as a link, so any other
 * scheme (javascript:, data:, ...) is refused wherever an address is taken.
 */
export function webAddress(field: string) {
  return requiredText(field, { max: 2048 }).pipe(
    z.url({ protocol: /^https?$/, error: `The ${field} field should be a web address (https://...)` }),
  );
}

/** `webAddress` for a field that may be left blank: absent or empty is no address, anything else obeys it. */
export function optionalWebAddress(field: string) {
  const address = webAddress(field);
  return z
    .string({ error: m.type(field, 'a text') })
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const checked = address.safeParse(value);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional();
}
