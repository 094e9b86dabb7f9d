/**
 * Permission strings (spec/platform.md §2, §6) and the one check the server and the dashboard share:
 * a check passes only when every requested permission is held.
 */
export const businessPermissions = [
  'wallet:view',
  'wallet:fund',
  'user:view',
  'user:invite',
  'auditlog:view',
  'organization:view',
  'vform:view',
  'identity:view',
  'identity:metric:view',
  'address:view',
  'address:metric:view',
  'company:view',
  'credit:view',
  'risk-intelligence:view',
  'aml:view',
  'adverse-media:view',
  'business:settings:manage',
  'billing:subscription:card:invoice:manage',
] as const;

export const adminPermissions = [
  'admin:business:view',
  'admin:business:overview:view',
  'admin:business:identity:view',
  'admin:business:company:view',
  'admin:business:address:view',
  'admin:business:aml:view',
  'admin:business:vforms:view',
  'admin:business:organization:view',
  'admin:business:billing:view',
  'admin:business:users:view',
] as const;

export const organizationPermissions = [
  'organization:overview:view',
  'organization:identity:view',
  'organization:company:view',
  'organization:address:view',
  'organization:aml:view',
  'organization:vforms:view',
  'organization:billing:view',
  'organization:users:view',
] as const;

export type Permission =
  | (typeof businessPermissions)[number]
  | (typeof adminPermissions)[number]
  | (typeof organizationPermissions)[number];

export function hasAllPermissions(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const set = new Set(held);
  return required.every((permission) => set.has(permission));
}
