/**
 * Who is behind an API key: the key's business, in the key's environment, holding only the
 * key's scopes. One prepared query finds the key by its keyed hash (the key itself is never stored) with its
 * business and the person who created it; the auth cache then serves it like a session, and deleting or
 * changing the key forgets it at once (AuthCache.forgetApiKey).
 *
 * The business's IP allowlist is loaded with the key; changing the list forgets the business's cached
 * callers, so the next request sees it.
 *
 * The caller is the key's creator in form (records need a requester), with the key's environment, no
 * organization (a key acts for the whole business) and a role made of the key's scopes; `apiKey` says it is
 * a key, so the audit log and the records name the key rather than the person.
 *
 * A key never outlives its creator's access: it acts with the scopes its creator's role still holds (a
 * demoted creator's key loses what the new role lacks), and it stops working, like the creator's sessions,
 * when the creator is deactivated. Nothing is handed over silently: a team that keeps an integration
 * running after someone leaves makes a new key under a current member. Changing the creator or their role
 * forgets the key in the auth cache (`creatorRoleId`), so this holds from the next request.
 */
import { API_KEY_PREFIXES } from '@verity/client';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { apiKeys, businesses, ipAllowlist, roles, users } from '../../db/schema.js';
import { type AuthContext, businessContactEmail, type RoleRow } from '../auth/authenticate.js';
import { allowlistOf } from './ip-allowlist.js';

export const API_KEY_HASH_PURPOSE = 'api-key';
/** A key's last use is written at most this often, so a busy key does not write on every request. */
const LAST_USED_EVERY_MS = 60_000;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const hashApiKey = (ctx: AppContext, key: string) => ctx.secrets.hashToken(API_KEY_HASH_PURPOSE, key);

/** How a person recognises a key without seeing it: `vk_test_…a1b2`. */
export const apiKeyLabel = (row: Pick<ApiKeyRow, 'prefix' | 'last4'>) => `${row.prefix}…${row.last4}`;

/** The prefix a key of this environment starts with. */
export const apiKeyPrefix = (environment: 'sandbox' | 'live') => API_KEY_PREFIXES[environment];

const keyQuery = preparedPerDatabase((db: Db) =>
  db
    .select({
      key: apiKeys,
      user: users,
      creatorPermissions: roles.permissions,
      business: businesses,
      businessContactEmail: businessContactEmail(businesses.id),
      // The business's IP allowlist rides along, so checking the caller's address costs no query.
      allowlist: sql<string[]>`(select coalesce(array_agg(${ipAllowlist.ipAddress}), '{}') from ${ipAllowlist}
        where ${ipAllowlist.businessId} = ${businesses.id})`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(businesses, eq(businesses.id, apiKeys.businessId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), eq(users.status, 'active')))
    .limit(1)
    .prepare('verity_api_key_context'),
);

/**
 * The caller behind an API key, or null when no such key works: it never was, was deleted, or its creator
 * is deactivated.
 */
export async function loadApiKeyContext(ctx: AppContext, key: string): Promise<AuthContext | null> {
  const [row] = await keyQuery(ctx.db).execute({ keyHash: hashApiKey(ctx, key) });
  if (!row) return null;
  await touchLastUsed(ctx, row.key);
  const role: RoleRow = {
    id: `api-key:${row.key.id}`,
    businessId: row.business.id,
    name: 'API key',
    description: null,
    // What the key was given and its creator still holds.
    permissions: row.key.scopes.filter((scope) => row.creatorPermissions.includes(scope)),
    createdAt: row.key.createdAt,
    updatedAt: row.key.createdAt,
  };
  return {
    user: { ...row.user, environment: row.key.environment, organizationId: null },
    role,
    business: row.business,
    businessContactEmail: row.businessContactEmail,
    sessionId: role.id,
    apiKey: {
      id: row.key.id,
      name: row.key.name,
      label: apiKeyLabel(row.key),
      allowedIps: allowlistOf(row.allowlist),
      creatorRoleId: row.user.roleId,
    },
  };
}

async function touchLastUsed(ctx: AppContext, key: ApiKeyRow): Promise<void> {
  const now = ctx.now();
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await ctx.db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS))),
      ),
    );
}
