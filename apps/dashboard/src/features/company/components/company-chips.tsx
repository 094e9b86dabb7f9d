import type { TCompanyProfile } from '@verity/client';
import { Chip, type Tone } from '../../../components/chip';
import { type CheckStatus, checkStatusLabels } from '../../../lib/module-history-search';
import { companyStatusLabels } from '../lib/company-paths';

const checkTones: Record<CheckStatus, Tone> = { found: 'good', not_found: 'warn', failed: 'bad' };
const companyTones: Record<TCompanyProfile['status'], Tone> = {
  active: 'good',
  inactive: 'warn',
  struck_off: 'bad',
};

export const CheckStatusChip = ({ status }: { status: CheckStatus }) => (
  <Chip tone={checkTones[status]}>{checkStatusLabels[status]}</Chip>
);

export const CompanyStatusChip = ({ status }: { status: TCompanyProfile['status'] }) => (
  <Chip tone={companyTones[status]}>{companyStatusLabels[status]}</Chip>
);
