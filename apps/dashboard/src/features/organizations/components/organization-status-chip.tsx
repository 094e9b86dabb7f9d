import type { TOrganizationProfile } from '@verity/client';
import { Chip } from '../../../components/chip';
import { organizationStatusLabels } from '../lib/organization-search';

/** Pending until its first staff member accepts the invitation. */
export function OrganizationStatusChip({ status }: { status: TOrganizationProfile['status'] }) {
  return <Chip tone={status === 'active' ? 'good' : 'warn'}>{organizationStatusLabels[status]}</Chip>;
}
