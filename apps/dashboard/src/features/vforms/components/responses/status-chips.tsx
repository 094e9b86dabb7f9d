/** Response and verification chips: always a word, never colour alone (WCAG 1.4.1). */
import type { VFormResponseStatus, VFormStatus, VFormVerificationText } from '@verity/client';
import type { ComponentProps } from 'react';
import { Chip } from '../../../../components/chip';
import { responseStatusLabels } from '../../lib/response-format';

type Tone = ComponentProps<typeof Chip>['tone'];

const responseTones: Record<VFormResponseStatus, Tone> = {
  completed: 'neutral',
  verified: 'good',
  unverified: 'warn',
  failed: 'bad',
};

export function ResponseStatusChip({ status }: { status: VFormResponseStatus }) {
  return <Chip tone={responseTones[status]}>{responseStatusLabels[status]}</Chip>;
}

const verificationTones: Record<VFormVerificationText, Tone> = {
  Verified: 'good',
  'Not verified': 'warn',
  Failed: 'bad',
  Approved: 'good',
  Declined: 'bad',
};

export function VerificationChip({ result }: { result: VFormVerificationText }) {
  return <Chip tone={verificationTones[result]}>{result}</Chip>;
}

const formStatusTones: Record<VFormStatus, Tone> = {
  published: 'good',
  unpublished: 'neutral',
  archived: 'warn',
};
const formStatusLabels: Record<VFormStatus, string> = {
  published: 'Published',
  unpublished: 'Unpublished',
  archived: 'Archived',
};

export function FormStatusChip({ status }: { status: VFormStatus }) {
  return <Chip tone={formStatusTones[status]}>{formStatusLabels[status]}</Chip>;
}
