/**
 * 'Create form': a blank form (title, description) or a copy of a preset. On success the builder opens
 * on the new form (/v-forms/{id}/edit) with the server's message as a success toast.
 */
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../../components/toasts/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { handleError } from '../../../../lib/handle-error';
import { useCreateForm, usePresets } from '../../api/forms-api';
import {
  type CreateDraft,
  type CreateErrors,
  checkCreateDraft,
  DESCRIPTION_MAX,
} from '../../lib/create-form';
import { useStableCallback } from '../use-stable-callback';

export interface CreateFormModalProps {
  open: boolean;
  onClose(): void;
  /** Opens on 'From a template' with this preset chosen. */
  presetVFormId?: string;
}

export function CreateFormModal({ open, onClose, presetVFormId }: CreateFormModalProps) {
  const [, navigate] = useLocation();
  const presets = usePresets();
  const create = useCreateForm();
  const [draft, setDraft] = useState<CreateDraft>(() => ({
    kind: presetVFormId ? 'preset' : 'blank',
    title: '',
    description: '',
    presetVFormId: presetVFormId ?? '',
  }));
  const [errors, setErrors] = useState<CreateErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const kindName = useId();
  const descriptionId = useId();

  const close = useStableCallback(() => {
    if (!create.isPending) onClose();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCreateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    create.mutate(
      draft.kind === 'blank'
        ? { kind: 'blank', title: draft.title.trim(), description: draft.description.trim() }
        : { kind: 'preset', presetVFormId: draft.presetVFormId },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          onClose();
          navigate(`/v-forms/${response.data.id}/edit`);
        },
        onError: (error) => {
          const resolution = handleError(error);
          setFailure(resolution.action === 'show' ? resolution.message : null);
        },
      },
    );
  };

  const set = (key: keyof CreateDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  return (
    <Modal open={open} onClose={close} title="Create form">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-ink">Start from</legend>
          {(
            [
              { value: 'blank', label: 'A blank form' },
              { value: 'preset', label: 'A template' },
            ] as const
          ).map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                name={kindName}
                value={option.value}
                checked={draft.kind === option.value}
                onChange={() => {
                  setErrors({});
                  setDraft((current) => ({ ...current, kind: option.value }));
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {draft.kind === 'blank' ? (
          <>
            <TextField
              label="Title"
              value={draft.title}
              maxLength={200}
              error={errors.title}
              onChange={set('title')}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={descriptionId} className="font-medium text-ink">
                Description (optional)
              </label>
              <textarea
                id={descriptionId}
                rows={3}
                maxLength={DESCRIPTION_MAX}
                value={draft.description}
                onChange={set('description')}
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
              />
              {errors.description && <p className="text-red-600 text-xs">{errors.description}</p>}
            </div>
          </>
        ) : (
          <SelectField
            label="Template"
            placeholder={presets.isPending ? 'Loading templates…' : 'Choose a template'}
            options={(presets.data ?? []).map((preset) => ({
              value: preset.id,
              label: `${preset.title} (${preset.fieldCount} fields)`,
            }))}
            value={draft.presetVFormId}
            error={errors.presetVFormId}
            onChange={set('presetVFormId')}
          />
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create form
          </Button>
        </div>
      </form>
    </Modal>
  );
}
