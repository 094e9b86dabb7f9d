/**
 * The roles every new business starts with beside Owner. They are ordinary roles: the business
 * may change or delete them. Migration 0014 gave businesses created before it the same set.
 */
import type { BusinessPermission } from '@verity/client';

export interface DefaultRole {
  name: string;
  description: string;
  permissions: readonly BusinessPermission[];
}

const checks: BusinessPermission[] = [
  'identity:view',
  'identity:metric:view',
  'company:view',
  'credit:view',
  'address:view',
  'address:metric:view',
  'aml:view',
  'adverse-media:view',
  'risk-intelligence:view',
];

export const defaultRoles: readonly DefaultRole[] = [
  {
    name: 'Administrator',
    description: 'Runs the business day to day: every module, the team and the settings',
    permissions: [
      ...checks,
      'vform:view',
      'organization:view',
      'wallet:view',
      'user:view',
      'user:invite',
      'user:manage',
      'auditlog:view',
      'business:settings:manage',
    ],
  },
  {
    name: 'Analyst',
    description: 'Runs checks and reads their results and vForm responses',
    permissions: [...checks, 'vform:view', 'organization:view'],
  },
  {
    name: 'Developer',
    description: 'Connects systems: API keys, webhooks and sandbox checks',
    permissions: ['identity:view', 'company:view', 'vform:view', 'business:settings:manage', 'auditlog:view'],
  },
  {
    name: 'Finance',
    description: 'Looks after the wallet, the plan and invoices',
    permissions: [
      'wallet:view',
      'wallet:fund',
      'billing:subscription:card:invoice:manage',
      'identity:metric:view',
      'address:metric:view',
      'auditlog:view',
    ],
  },
];
