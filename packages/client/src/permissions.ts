/**
 * Permission strings and the one check the server and the dashboard share: a check passes only when every
 * requested permission is held.
 */
export const businessPermissions = [
  'wallet:view',
  'wallet:fund',
  'user:view',
  'user:invite',
  'user:manage',
  'auditlog:view',
  'organization:view',
  'organization:manage',
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

export type BusinessPermission = (typeof businessPermissions)[number];

/** How the team pages show a business permission: what it is called, where it sits, what it lets one do. */
export interface PermissionInfo {
  label: string;
  group: string;
  description: string;
}

/** The one catalogue of business permissions (GET /roles/business/permissions answers it). */
export const businessPermissionCatalogue: Readonly<Record<BusinessPermission, PermissionInfo>> = {
  'identity:view': {
    label: 'Customer verification',
    group: 'Verification',
    description: 'Run identity checks and see their history, details and exports',
  },
  'identity:metric:view': {
    label: 'Customer verification metrics',
    group: 'Verification',
    description: 'See the counts and charts of identity checks',
  },
  'company:view': {
    label: 'Business verification',
    group: 'Verification',
    description: 'Run company registry checks and see their history',
  },
  'credit:view': {
    label: 'Credit reports',
    group: 'Verification',
    description: 'Pull credit reports and see their history',
  },
  'address:view': {
    label: 'Address verification',
    group: 'Verification',
    description: 'Request address checks and see their history',
  },
  'address:metric:view': {
    label: 'Address verification metrics',
    group: 'Verification',
    description: 'See the counts and charts of address checks',
  },
  'aml:view': {
    label: 'Sanction and PEP screening',
    group: 'Compliance',
    description: 'Screen people and companies against sanction and PEP lists',
  },
  'adverse-media:view': {
    label: 'Adverse media',
    group: 'Compliance',
    description: 'Search news coverage for adverse mentions',
  },
  'risk-intelligence:view': {
    label: 'Risk intelligence',
    group: 'Compliance',
    description: 'Track people and companies for changes in their risk',
  },
  'vform:view': {
    label: 'vForms',
    group: 'vForms',
    description: 'Build, publish and share forms, and read their responses',
  },
  'organization:view': {
    label: 'Organizations',
    group: 'Business',
    description: "See the business's organizations and their activity",
  },
  'organization:manage': {
    label: 'Manage organizations',
    group: 'Business',
    description: 'Create organizations and invite their first staff member',
  },
  'wallet:view': {
    label: 'Wallet',
    group: 'Billing',
    description: 'See the wallet balance and its transactions',
  },
  'wallet:fund': {
    label: 'Fund the wallet',
    group: 'Billing',
    description: 'Add money to the wallet',
  },
  'billing:subscription:card:invoice:manage': {
    label: 'Plans, cards and invoices',
    group: 'Billing',
    description: 'Choose the plan, manage payment cards and download invoices',
  },
  'user:view': {
    label: 'See the team',
    group: 'Team',
    description: 'See the members of the team, their roles and the roles’ permissions',
  },
  'user:invite': {
    label: 'Invite teammates',
    group: 'Team',
    description: 'Invite people to the team with a role',
  },
  'user:manage': {
    label: 'Manage the team',
    group: 'Team',
    description: 'Change roles, deactivate and reactivate members, reset their two-factor authentication',
  },
  'auditlog:view': {
    label: 'Audit log',
    group: 'Team',
    description: 'See who did what, and when',
  },
  'business:settings:manage': {
    label: 'Business settings',
    group: 'Settings',
    description: 'Change the business profile, security settings, API keys and webhooks',
  },
};
