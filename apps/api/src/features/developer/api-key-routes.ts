/**
 * API key management (spec/platform.md §7 Developer settings: GET, POST, PUT, DELETE
 * /settings/developer/api-keys and /scopes). Session only (route-access: the user service never takes a
 * key), business staff with business:settings:manage. A key is created in the caller's current
 * environment with scopes from their own business permissions, shown once, and kept as a keyed hash;
 * changing or deleting one forgets it in the auth cache at once.
 */
import { randomBytes } from 'node:crypto';
import {
  type TApiKey,
  type TApiKeyList,
  type TApiKeyScopes,
  type TCreatedApiKey,
  ZApiKeyRequest,
} from '@verity/client';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { apiKeys } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { newId } from '../../lib/ids.js';
import { recordChanges } from '../audit/audit-hook.js';
import { actorName, requireAuth } from '../auth/authenticate.js';
import { assertGrantable, grantablePermissions } from '../auth/grantable.js';
import { requireTenant } from '../auth/tenant.js';
import { type ApiKeyRow, apiKeyPrefix, hashApiKey } from './api-key-auth.js';
import { enqueueWebhook } from './webhook-outbox.js';

const ZIdParams = z.strictObject({ id: z.string().max(64) });

function presentApiKey(row: ApiKeyRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    environment: row.environment,
    prefix: row.prefix,
    last4: row.last4,
    scopes: row.scopes as TApiKey['scopes'],
    createdBy: { id: row.createdBy, name: row.createdByName },
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

export function registerApiKeyRoutes(app: AppInstance): void {
  const { ctx } = app;
  const base = '/settings/developer/api-keys';

  app.get(base, {}, async (request) => {
    const rows = await ctx.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.businessId, requireTenant(request).businessId))
      .orderBy(desc(apiKeys.id));
    return ok<TApiKeyList>({ items: rows.map(presentApiKey) }, 'API keys retrieved');
  });

  app.get(`${base}/scopes`, {}, async (request) =>
    ok<TApiKeyScopes>({ items: grantablePermissions(requireAuth(request)) }, 'Scopes retrieved'),
  );

  app.post(
    base,
    { schema: { body: ZApiKeyRequest }, config: { audit: { event: 'create', resource: 'api-key' } } },
    async (request) => {
      const auth = requireAuth(request);
      assertGrantable(auth, request.body.scopes, { field: 'scopes', what: 'a key', item: 'a scope' });
      const environment = auth.user.environment;
      const prefix = apiKeyPrefix(environment);
      const key = `${prefix}${randomBytes(24).toString('base64url')}`;
      const row = await ctx.db.transaction(async (tx) => {
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
  );

  app.put(
    `${base}/:id`,
    {
      schema: { params: ZIdParams, body: ZApiKeyRequest },
      config: { audit: { event: 'update', resource: 'api-key' } },
    },
    async (request) => {
      const auth = requireAuth(request);
      assertGrantable(auth, request.body.scopes, { field: 'scopes', what: 'a key', item: 'a scope' });
      const own = and(eq(apiKeys.id, request.params.id), eq(apiKeys.businessId, auth.business.id));
      const [before] = await ctx.db.select().from(apiKeys).where(own).for('update');
      if (!before) throw notFound('API key not found');
      const values = {
        name: request.body.name,
        description: request.body.description ?? null,
        scopes: request.body.scopes,
      };
      recordChanges(request, before, values);
      const [row] = await ctx.db.update(apiKeys).set(values).where(own).returning();
      if (!row) throw notFound('API key not found');
      ctx.authCache.forgetApiKey(row.id);
      return ok(presentApiKey(row), 'API key updated');
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { params: ZIdParams }, config: { audit: { event: 'delete', resource: 'api-key' } } },
    async (request) => {
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
      return ok(presentApiKey(row), 'API key deleted');
    },
  );
}
