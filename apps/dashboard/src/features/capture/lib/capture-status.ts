/** A capture's status in words and tone, shared by the lists and the detail. */
import type { CaptureSessionStatus } from '@verity/client';
import type { Tone } from '../../../components/chip';

export const captureStatusTone: Record<CaptureSessionStatus, Tone> = {
  created: 'neutral',
  in_progress: 'warn',
  completed: 'good',
  failed: 'bad',
  expired: 'neutral',
};

export const captureStatusLabel: Record<CaptureSessionStatus, string> = {
  created: 'Link sent',
  in_progress: 'In progress',
  completed: 'Completed',
  failed: 'Failed',
  expired: 'Expired',
};
