/**
 * 'Create form': a blank form (title, description) or a copy of a preset. On success the builder opens
 * on the new form (/v-forms/{id}/edit) with the server's message as a success toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { toast } from '../../../../components/toasts/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { type CreateFormInput, useCreateForm, usePresets } from '../../api/forms-api';
import { type CreateDraft, createFormSchema, DESCRIPTION_MAX } from '../../lib/create-form';
import { useStableCallback } from '../use-stable-callback';

const fields = ['title', 'description', 'presetVFormId'] as const;

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
  const form = useForm<CreateDraft, unknown, CreateFormInput>({
    resolver: zodResolver(createFormSchema),
    defaultValues: {
      kind: presetVFormId ? 'preset' : 'blank',
      title: '',
      description: '',
      presetVFormId: presetVFormId ?? '',
    },
  });
  const failure = useFormFailure(fields, form.setError);
  const draft = form.watch();
  const { errors } = form.formState;
  const descriptionId = useId();

  const close = useStableCallback(() => {
    if (!create.isPending) onClose();
  });

  const submit = form.handleSubmit((input) => {
    failure.setMessage(null);
    create.mutate(input, {
      onSuccess: (response) => {
        toast.success(response.message);
        onClose();
        navigate(`/v-forms/${response.data.id}/edit`);
      },
      onError: failure.report,
    });
  });

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
                value={option.value}
                {...form.register('kind', { onChange: () => form.clearErrors() })}
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
              error={errors.title?.message}
              {...form.register('title')}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={descriptionId} className="font-medium text-ink">
                Description (optional)
              </label>
              <textarea
                id={descriptionId}
                rows={3}
                maxLength={DESCRIPTION_MAX}
                {...form.register('description')}
                className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
              />
              {errors.description && <p className="text-red-600 text-xs">{errors.description.message}</p>}
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
            error={errors.presetVFormId?.message}
            {...form.register('presetVFormId')}
            // Shown from the form's value: the templates load after it is set.
            value={draft.presetVFormId}
          />
        )}
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
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
