/**
 * API key management (GET, POST, PUT, DELETE
 * /settings/developer/api-keys and /scopes). Session only (route-access: the user service never takes a
 * key), business staff with business:settings:manage. A key is created in the caller's current
 * environment with scopes from their own business permissions, shown once, and kept as a keyed hash;
 * changing or deleting one forgets it in the auth cache at once.
 */
import { randomBytes } from 'node:crypto';
import {
  apiKeyRoutes,
  type TApiKey,
  type TApiKeyList,
  type TApiKeyScopes,
  type TCreatedApiKey,
} from '@verity/client';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { apiKeys, users } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { newId } from '../../lib/ids.js';
import { recordChanges } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { assertGrantable, grantablePermissions } from '../auth/grantable.js';
import { requireTenant } from '../auth/tenant.js';
import { assertNameFree } from '../names/lookalike-names.js';
import { type ApiKeyRow, apiKeyPrefix, hashApiKey } from './api-key-auth.js';
import { enqueueWebhook } from './webhook-outbox.js';

/** `creatorActive`: whether the key works, as far as its creator goes (api-key-auth.ts). */
function presentApiKey(row: ApiKeyRow, creatorActive = true): TApiKey {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    environment: row.environment,
    prefix: row.prefix,
    last4: row.last4,
    scopes: row.scopes as TApiKey['scopes'],
    createdBy: { id: row.createdBy, name: row.createdByName, active: creatorActive },
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The scopes a person may give a key: the business permissions their role holds. */
/** The webhook event of a key's creation or deletion: the key as the list shows it, never the key itself. */
function keyEvent(ctx: AppContext, tx: DbOrTx, type: 'api_key.created' | 'api_key.deleted', row: ApiKeyRow) {
  return enqueueWebhook(ctx, tx, {
    businessId: row.businessId,
    environment: row.environment,
    type,
    data: presentApiKey(row),
  });
}

async function creatorActive(db: DbOrTx, row: ApiKeyRow): Promise<boolean> {
  const [creator] = await db.select({ status: users.status }).from(users).where(eq(users.id, row.createdBy));
  return creator?.status === 'active';
}

export const KEY_NAME_TAKEN = 'An API key with this name already exists';

/**
 * A key's name is how the audit log and the records name the actor, so no two keys of one environment
 * may look alike (features/names/lookalike-names.ts).
 */
function assertKeyNameFree(
  tx: DbOrTx,
  businessId: string,
  environment: ApiKeyRow['environment'],
  name: string,
  exceptId?: string,
): Promise<void> {
  return assertNameFree(
    tx,
    { table: apiKeys, id: apiKeys.id, businessId: apiKeys.businessId, name: apiKeys.name },
    { businessId, exceptId, where: eq(apiKeys.environment, environment) },
    name,
    KEY_NAME_TAKEN,
  );
}

export function registerApiKeyRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, apiKeyRoutes, {
    list: async (request) => {
      const rows = await ctx.db
        .select({ key: apiKeys, creatorStatus: users.status })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.createdBy))
        .where(eq(apiKeys.businessId, requireTenant(request).businessId))
        .orderBy(desc(apiKeys.id));
      return ok<TApiKeyList>(
        { items: rows.map((row) => presentApiKey(row.key, row.creatorStatus === 'active')) },
        'API keys retrieved',
      );
    },

    scopes: async (request) =>
      ok<TApiKeyScopes>({ items: grantablePermissions(requireAuth(request)) }, 'Scopes retrieved'),

    create: async (request) => {
      const auth = requireAuth(request);
      assertGrantable(auth, request.body.scopes, { field: 'scopes', what: 'a key', item: 'a scope' });
      const environment = auth.user.environment;
      const prefix = apiKeyPrefix(environment);
      const key = `${prefix}${randomBytes(24).toString('base64url')}`;
      const row = await ctx.db.transaction(async (tx) => {
        await assertKeyNameFree(tx, auth.business.id, environment, request.body.name);
        const [inserted] = await tx
          .insert(apiKeys)
          .values({
            id: newId(),
            businessId: auth.business.id,
            environment,
            name: request.body.name,
            description: request.body.description ?? null,
            scopes: request.body.scopes,
            keyHash: hashApiKey(ctx, key),
            prefix,
            last4: key.slice(-4),
            createdBy: auth.user.id,
            createdByName: actorName(auth),
          })
          .returning();
        if (!inserted) throw new Error('The API key was not stored');
        await keyEvent(ctx, tx, 'api_key.created', inserted);
        return inserted;
      });
      ctx.webhooks.kick();
      return ok<TCreatedApiKey>(
        { ...presentApiKey(row), key },
        'API key created: copy it now, it is shown once',
      );
    },

    update: async (request) => {
      const auth = requireAuth(request);
      assertGrantable(auth, request.body.scopes, { field: 'scopes', what: 'a key', item: 'a scope' });
      const own = and(eq(apiKeys.id, request.params.id), eq(apiKeys.businessId, auth.business.id));
      const [before] = await ctx.db.select().from(apiKeys).where(own).for('update');
      if (!before) throw notFound('API key not found');
      await assertKeyNameFree(ctx.db, auth.business.id, before.environment, request.body.name, before.id);
      const values = {
        name: request.body.name,
        description: request.body.description ?? null,
        scopes: request.body.scopes,
      };
      recordChanges(request, before, values);
      const [row] = await ctx.db.update(apiKeys).set(values).where(own).returning();
      if (!row) throw notFound('API key not found');
      ctx.authCache.forgetApiKey(row.id);
      return ok(presentApiKey(row, await creatorActive(ctx.db, row)), 'API key updated');
    },

    delete: async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(apiKeys)
          .where(
            and(eq(apiKeys.id, request.params.id), eq(apiKeys.businessId, requireTenant(request).businessId)),
          )
          .returning();
        if (!deleted) throw notFound('API key not found');
        await keyEvent(ctx, tx, 'api_key.deleted', deleted);
        return deleted;
      });
      ctx.webhooks.kick();
      ctx.authCache.forgetApiKey(row.id);
      return ok(presentApiKey(row, await creatorActive(ctx.db, row)), 'API key deleted');
    },
  });
}
