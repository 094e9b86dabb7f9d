import { Chip } from '../../../../components/chip';
import { type FormStatus, statusLabels } from '../../lib/form-lists';

const tones = { published: 'good', unpublished: 'neutral', archived: 'warn' } as const;

/** A form's status in words (never colour alone). */
export function FormStatusBadge({ status }: { status: FormStatus }) {
  return <Chip tone={tones[status]}>{statusLabels[status]}</Chip>;
}
