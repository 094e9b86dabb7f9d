/** The chips that show a check's or a record's status, risk and match in every module (components/chip.tsx). */
import type {
  RiskLevel,
  TAmlScreening,
  TCompanyProfile,
  TCreditAccount,
  TExportRequest,
  TIdentityStatus,
} from '@verity/client';
import { riskLabels } from '../lib/check-fields';
import {
  checkStatusLabels,
  companyStatusLabels,
  creditAccountStatusLabels,
  screeningStatusLabels,
} from '../lib/status-labels';
import { Chip, type Tone } from './chip';

const statusTones: Record<TIdentityStatus, Tone> = { found: 'good', not_found: 'warn', failed: 'bad' };

export function CheckStatusChip({ status }: { status: TIdentityStatus }) {
  return <Chip tone={statusTones[status]}>{checkStatusLabels[status]}</Chip>;
}

const riskTones: Record<RiskLevel, Tone> = { low: 'good', medium: 'warn', high: 'bad', pending: 'neutral' };

export function RiskChip({ level }: { level: RiskLevel }) {
  return <Chip tone={riskTones[level]}>{riskLabels[level]}</Chip>;
}

const exportTones: Record<TExportRequest['status'], Tone> = {
  completed: 'good',
  pending: 'neutral',
  failed: 'bad',
};
const exportLabels: Record<TExportRequest['status'], string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

export function ExportStatusChip({ status }: { status: TExportRequest['status'] }) {
  return <Chip tone={exportTones[status]}>{exportLabels[status]}</Chip>;
}

export function MatchChip({ matched }: { matched: boolean }) {
  return <Chip tone={matched ? 'good' : 'bad'}>{matched ? 'Match' : 'No match'}</Chip>;
}

// A possible match is a question for a person, not a verdict: the risk chip beside it says how grave.
const screeningTones: Record<TAmlScreening['status'], Tone> = { clear: 'good', potential_match: 'warn' };

export function ScreeningStatusChip({ status }: { status: TAmlScreening['status'] }) {
  return <Chip tone={screeningTones[status]}>{screeningStatusLabels[status]}</Chip>;
}

const creditAccountTones: Record<TCreditAccount['status'], Tone> = {
  performing: 'good',
  non_performing: 'bad',
  closed: 'neutral',
};

export function CreditAccountStatusChip({ status }: { status: TCreditAccount['status'] }) {
  return <Chip tone={creditAccountTones[status]}>{creditAccountStatusLabels[status]}</Chip>;
}

const companyTones: Record<TCompanyProfile['status'], Tone> = {
  active: 'good',
  inactive: 'warn',
  struck_off: 'bad',
};

export const CompanyStatusChip = ({ status }: { status: TCompanyProfile['status'] }) => (
  <Chip tone={companyTones[status]}>{companyStatusLabels[status]}</Chip>
);
