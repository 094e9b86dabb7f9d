/**
 * What one response to a form costs (GET /v-forms/templates/{id}/estimated-charge):
 * the live price of every identity verification the form runs, and of every identity capture (its
 * `verificationType` is `capture`, priced as capture-price.ts adds it up). Prices are read live from check_prices, so
 * the estimate follows a price change without touching the form. The field options share the price lookup.
 */
import {
  type IdentityCountry,
  identityTypesFor,
  type TMoney,
  type TVFormEstimatedCharge,
  type TVFormFieldOptions,
  VFORM_DEFAULTS,
  vformVerificationCountries,
} from '@verity/client';
import { inArray } from 'drizzle-orm';
import { checkPrices } from '../../db/schema.js';
import { capturePriceKeys } from '../capture/capture-price.js';
import type { StoredFieldSettings } from './field-settings.js';
import type { Db, VFormFieldRow } from './vform-store.js';

const priceKey = (country: string, verificationType: string) => `${country}:${verificationType}`;

/** Prices by `country:type`; a type without a price is missing from the map. */
export async function pricesFor(db: Db, keys: readonly string[]): Promise<Map<string, TMoney>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(checkPrices)
    .where(inArray(checkPrices.key, [...new Set(keys)]));
  return new Map(rows.map((row) => [row.key, { amount: row.amount, currency: row.currency }]));
}

interface ChargedField {
  fieldId: string;
  label: string;
  country: string;
  verificationType: string;
  /** The `check_prices` keys one response to the field pays. */
  keys: string[];
}

/** The fields a response pays for: identity verification fields that verify, and identity captures. */
function chargedFields(fields: readonly VFormFieldRow[]): ChargedField[] {
  return fields.flatMap((field): ChargedField[] => {
    const settings = field.settings as StoredFieldSettings;
    if (field.type === 'identity-capture' && settings.capture)
      return [
        {
          fieldId: field.id,
          label: field.label,
          country: '',
          verificationType: 'capture',
          keys: capturePriceKeys(settings.capture.kind),
        },
      ];
    if (field.type !== 'identity-verification' || settings.performVerification !== true) return [];
    if (!settings.verificationType) return [];
    const country = settings.country ?? 'ng';
    return [
      {
        fieldId: field.id,
        label: field.label,
        country,
        verificationType: settings.verificationType,
        keys: [priceKey(country, settings.verificationType)],
      },
    ];
  });
}

export async function estimatedCharge(
  db: Db,
  fields: readonly VFormFieldRow[],
): Promise<TVFormEstimatedCharge> {
  const charged = chargedFields(fields);
  const prices = await pricesFor(
    db,
    charged.flatMap((field) => field.keys),
  );
  // A type with no price yet costs nothing here; the check itself refuses to run until it has one.
  const details = charged.map(({ keys, ...field }) => ({
    ...field,
    amount: keys.reduce((sum, key) => sum + (prices.get(key)?.amount ?? 0), 0),
  }));
  return {
    totalAmount: details.reduce((sum, detail) => sum + detail.amount, 0),
    currency: VFORM_DEFAULTS.currency,
    details,
  };
}

/** Verification types a field may run, per country, with their live price. */
export async function verificationTypeOptions(db: Db): Promise<TVFormFieldOptions['verificationTypes']> {
  const types = vformVerificationCountries.map((country) => ({
    country,
    types: identityTypesFor(country as IdentityCountry),
  }));
  const prices = await pricesFor(
    db,
    types.flatMap(({ country, types: list }) => list.map((type) => priceKey(country, type.value))),
  );
  return Object.fromEntries(
    types.map(({ country, types: list }) => [
      country,
      list.map((type) => ({
        value: type.value,
        name: type.name,
        title: type.title,
        price: prices.get(priceKey(country, type.value)) ?? { amount: 0, currency: VFORM_DEFAULTS.currency },
      })),
    ]),
  );
}
