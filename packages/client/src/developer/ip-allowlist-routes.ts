/**
 * The IP allowlist: while a business's list has entries, its API keys work only from those addresses. A
 * person's session only; every change applies to the very next API-key request.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZIdParams } from '../schemas/common.js';
import { ZIpAllowlist, ZIpAllowlistEntry, ZIpAllowlistRequest } from './ip-allowlist-schemas.js';

const MANAGE = { tenancy: 'business', permissions: ['business:settings:manage'] } as const;

export const ipAllowlistRoutes = defineRoutes('user', {
  list: {
    method: 'GET',
    path: '/settings/developer/ip-whitelist',
    summary: "The business's allowed addresses and ranges, newest first",
    access: MANAGE,
    response: ZIpAllowlist,
  },
  add: {
    method: 'POST',
    path: '/settings/developer/ip-whitelist',
    summary: 'Allows an address (IPv4 or IPv6) or a CIDR range',
    access: MANAGE,
    body: ZIpAllowlistRequest,
    response: ZIpAllowlistEntry,
    audit: { event: 'create', resource: 'ip-allowlist' },
  },
  update: {
    method: 'PUT',
    path: '/settings/developer/ip-whitelist/:id',
    summary: "Changes an entry's address and comment",
    access: MANAGE,
    params: ZIdParams,
    body: ZIpAllowlistRequest,
    response: ZIpAllowlistEntry,
    audit: { event: 'update', resource: 'ip-allowlist' },
    errors: ['not_found'],
  },
  remove: {
    method: 'DELETE',
    path: '/settings/developer/ip-whitelist/:id',
    summary: 'Removes an entry; an empty list lets keys call from anywhere',
    access: MANAGE,
    params: ZIdParams,
    response: ZIpAllowlistEntry,
    audit: { event: 'delete', resource: 'ip-allowlist' },
    errors: ['not_found'],
  },
});
