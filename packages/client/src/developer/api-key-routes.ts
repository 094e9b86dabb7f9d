/**
 * API keys: a business's keys, the scopes the caller may give one, and keys made, changed and revoked. A
 * person's session only (the user service never takes a key). A key is shown whole once, when it is made;
 * nobody gives a key, or changes one that holds, a permission they do not hold (403); two keys of one
 * environment never look alike by name (409).
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams } from '../schemas/common.js';
import { ZApiKey, ZApiKeyList, ZApiKeyRequest, ZApiKeyScopes, ZCreatedApiKey } from './api-key-schemas.js';

const MANAGE = { tenancy: 'business', permissions: ['business:settings:manage'] } as const;

export const apiKeyRoutes = defineRoutes('user', {
  list: {
    method: 'GET',
    path: '/settings/developer/api-keys',
    summary: "The business's API keys, newest first, without the keys themselves",
    access: MANAGE,
    response: ZApiKeyList,
  },
  scopes: {
    method: 'GET',
    path: '/settings/developer/api-keys/scopes',
    summary: 'The scopes the caller may give a key: the business permissions they hold',
    access: MANAGE,
    response: ZApiKeyScopes,
  },
  create: {
    method: 'POST',
    path: '/settings/developer/api-keys',
    summary: "Makes a key in the caller's current environment; the answer holds the key, shown this once",
    access: MANAGE,
    body: ZApiKeyRequest,
    response: ZCreatedApiKey,
    audit: { event: 'create', resource: 'api-key' },
    errors: ['conflict', 'permission_missing'],
  },
  update: {
    method: 'PUT',
    path: '/settings/developer/api-keys/:id',
    summary: "Changes a key's name, description and scopes; the next request with it sees them",
    access: { ...MANAGE, actsOn: 'api-key' },
    params: ZIdParams,
    body: ZApiKeyRequest,
    response: ZApiKey,
    audit: { event: 'update', resource: 'api-key' },
    errors: ['conflict', 'permission_missing', 'not_found'],
  },
  delete: {
    method: 'DELETE',
    path: '/settings/developer/api-keys/:id',
    summary: 'Revokes a key: the next request that carries it answers 401',
    access: { ...MANAGE, actsOn: 'api-key' },
    params: ZIdParams,
    response: ZApiKey,
    audit: { event: 'delete', resource: 'api-key' },
    errors: ['permission_missing', 'not_found'],
  },
});
