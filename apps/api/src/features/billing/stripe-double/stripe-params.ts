/**
 * Reading a request's parameters as Stripe reads them: form values are strings, so each field is read
 * as the type its endpoint expects, with Stripe's messages when it is not ("Invalid integer: 10.5",
 * "Missing required param: amount.").
 */
import {
  type FormObject,
  type FormValue,
  objectField,
  stringField,
  stringList,
  stringMap,
} from './form-body.js';
import { invalidRequest, missingParam } from './stripe-errors.js';
import type { Address, BillingDetails, Metadata } from './stripe-objects.js';

/** Amounts above this are refused by Stripe for every currency (amount_too_large). */
const MAX_AMOUNT = 99_999_999;

export function optionalText(params: FormObject, name: string): string | null | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, { param: name });
  // Stripe reads an empty string as "unset".
  return value === '' ? null : value;
}

export function requiredText(params: FormObject, name: string, param = name): string {
  const value = optionalText(params, name);
  if (value === undefined || value === null) throw missingParam(param);
  return value;
}

export function booleanParam(params: FormObject, name: string): boolean | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${typeof value === 'string' ? value : 'object'}`, { param: name });
}

export function enumParam<T extends string>(
  params: FormObject,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  const found = allowed.find((option) => option === value);
  if (found === undefined)
    throw invalidRequest(`Invalid ${name}: must be one of ${allowed.join(', ')}`, { param: name });
  return found;
}

/**
 * The card-only payment method types of an intent. This API version names them `allowed_payment_method_types`;
 * older code sends `payment_method_types`, which Stripe still reads.
 */
export function paymentMethodTypes(params: FormObject): { allowed: string[] | null; used: string[] } {
  const name =
    params.allowed_payment_method_types === undefined
      ? 'payment_method_types'
      : 'allowed_payment_method_types';
  const given = stringList(params, name);
  for (const [index, type] of (given ?? []).entries())
    if (type !== 'card')
      throw invalidRequest(
        `The payment method type "${type}" is invalid. The Stripe double supports "card" only.`,
        {
          param: `${name}[${index}]`,
        },
      );
  return { allowed: given ?? null, used: ['card'] };
}

export function amountParam(params: FormObject): number {
  const raw = requiredText(params, 'amount');
  if (!/^-?\d+$/.test(raw))
    throw invalidRequest(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param: 'amount' });
  const amount = Number(raw);
  if (amount < 1)
    throw invalidRequest('This value must be greater than or equal to 1.', {
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
  if (amount > MAX_AMOUNT)
    throw invalidRequest(`Amount must be no more than ${MAX_AMOUNT} in the currency's smallest unit.`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  return amount;
}

export function currencyParam(params: FormObject): string {
  const raw = requiredText(params, 'currency');
  if (!/^[a-zA-Z]{3}$/.test(raw)) throw invalidRequest(`Invalid currency: ${raw}.`, { param: 'currency' });
  return raw.toLowerCase();
}

export function metadataParam(params: FormObject): Metadata | undefined {
  const value = params.metadata;
  if (value === undefined) return undefined;
  if (value === '') return {};
  if (typeof value === 'string' || Array.isArray(value))
    throw invalidRequest('Invalid object', { param: 'metadata' });
  const metadata = stringMap(value);
  for (const [key, item] of Object.entries(metadata))
    if (key.length > 40 || item.length > 500)
      throw invalidRequest('Metadata keys can be up to 40 characters and values up to 500 characters.', {
        param: `metadata[${key}]`,
      });
  return metadata;
}

/** Applies a metadata update as Stripe does: keys merge, an empty value removes its key. */
export function mergeMetadata(current: Metadata, update: Metadata | undefined): Metadata {
  if (update === undefined) return current;
  if (Object.keys(update).length === 0) return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

export function emailParam(params: FormObject, name = 'email'): string | null | undefined {
  const email = optionalText(params, name);
  if (typeof email === 'string' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw invalidRequest(`Invalid email address: ${email}`, { code: 'email_invalid', param: name });
  return email;
}

export function addressOf(form: FormObject | undefined): Address {
  const text = (key: string): string | null => (form && stringField(form, key)) || null;
  return {
    city: text('city'),
    country: text('country'),
    line1: text('line1'),
    line2: text('line2'),
    postal_code: text('postal_code'),
    state: text('state'),
  };
}

export function billingDetailsOf(form: FormObject | undefined): BillingDetails {
  const text = (key: string): string | null => (form && stringField(form, key)) || null;
  return {
    address: addressOf(form && objectField(form, 'address')),
    email: text('email'),
    name: text('name'),
    phone: text('phone'),
  };
}

/** Parameters compared canonically, so the same request sent again matches whatever its key order. */
export function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key] ?? '')}`).join(',')}}`;
}
