/**
 * API keys. A key belongs to a business and one environment (its prefix says which: `vk_test_` sandbox,
 * `vk_live_` live), carries scopes (a subset of its creator's permissions) and is shown once, when it is
 * created; the server keeps only a keyed hash.
 */
import { z } from 'zod';
import { businessPermissions } from '../permissions.js';
import { distinctChoices, optionalText, requiredText, strictObject } from '../rules/validation.js';

export const API_KEY_PREFIXES = { sandbox: 'vk_test_', live: 'vk_live_' } as const;

/** A key's scope: a business permission (platform and organization permissions never go on a key). */
export const apiKeyScopes = businessPermissions;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

const scopes = distinctChoices(apiKeyScopes, { field: 'scopes', item: 'scope' });

export const ZApiKeyRequest = strictObject({
  name: requiredText('name', { max: 100 }),
  description: optionalText('description', { max: 500 }),
  scopes,
});
export type TApiKeyRequest = z.input<typeof ZApiKeyRequest>;

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  environment: z.enum(['sandbox', 'live']),
  /** `vk_test_` or `vk_live_`: with `last4`, how a person recognises the key. */
  prefix: z.string(),
  last4: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  /**
   * A key acts with at most its creator's current permissions and stops while its creator is deactivated
   * (`active: false`): make a new key under a current member to keep an integration running.
   */
  createdBy: z.object({ id: z.string(), name: z.string(), active: z.boolean() }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The answer to creating a key: the only time the whole key is shown. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyList = z.object({ items: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The scopes the caller may put on a key: the business permissions they hold. */
export const ZApiKeyScopes = z.object({ items: z.array(z.enum(apiKeyScopes)) });
export type TApiKeyScopes = z.infer<typeof ZApiKeyScopes>;

/** Whether a bearer token is an API key rather than a session token. */
export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIXES.sandbox) || token.startsWith(API_KEY_PREFIXES.live);
}
