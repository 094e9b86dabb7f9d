import type { TBusinessStatus } from '@verity/client';
import { Chip } from '../../../components/chip';
import { businessStatusLabels, businessStatusTones } from '../lib/business-status';

export function BusinessStatusChip({ status }: { status: TBusinessStatus }) {
  return <Chip tone={businessStatusTones[status]}>{businessStatusLabels[status]}</Chip>;
}
