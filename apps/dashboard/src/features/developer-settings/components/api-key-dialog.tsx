import { zodResolver } from '@hookform/resolvers/zod';
import { type TApiKey, type TApiKeyRequest, type TCreatedApiKey, ZApiKeyRequest } from '@verity/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { copyText } from '../../../lib/clipboard';
import { showSubmitError } from '../../../lib/form-errors';
import { useApiKeyScopes, useCreateApiKey, useUpdateApiKey } from '../api';
import { CodeCheckboxes } from './code-checkboxes';

export interface ApiKeyDialogProps {
  environment: string;
  /** The key to edit; without it the dialog creates one. */
  editing?: TApiKey | undefined;
  onClose(): void;
}

/**
 * Creating a key: name, description and scopes (the business permissions the person holds); then the key,
 * shown this once with a copy button, as Stripe shows a new secret key. Editing changes the same three and
 * keeps the key itself.
 */
export function ApiKeyDialog({ environment, editing, onClose }: ApiKeyDialogProps) {
  const scopes = useApiKeyScopes();
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const form = useForm<TApiKeyRequest>({
    resolver: zodResolver(ZApiKeyRequest),
    defaultValues: editing
      ? { name: editing.name, description: editing.description ?? '', scopes: editing.scopes }
      : { name: '', description: '', scopes: [] },
  });
  const { errors, isSubmitted } = form.formState;
  const chosen = form.watch('scopes');

  const submit = form.handleSubmit((body) =>
    editing
      ? update.mutate(
          { id: editing.id, body },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onClose();
            },
            onError: (error) => showSubmitError(form, error),
          },
        )
      : create.mutate(body, {
          onSuccess: ({ data }) => setCreated(data),
          onError: (error) => showSubmitError(form, error),
        }),
  );

  if (created)
    return (
      <Modal open title="Your new API key" onClose={onClose}>
        <div className="flex flex-col gap-4">
          <Alert tone="warning">
            Copy this key now: it is shown only once. Store it as a secret on your server.
          </Alert>
          <TextField label={`${created.name} (${created.environment})`} value={created.key} readOnly />
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => void copyText(created.key, 'API key copied to clipboard!')}
            >
              Copy key
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      </Modal>
    );

  return (
    <Modal open title={editing ? `Edit ${editing.name}` : 'Create an API key'} onClose={onClose}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <p className="text-muted">
          {editing
            ? 'Changes apply to the next request made with the key; the key itself stays the same.'
            : `The key works in the ${environment} environment, with only the scopes you choose.`}
        </p>
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Description (optional)"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <CodeCheckboxes
          legend="Scopes"
          options={scopes.data ?? []}
          chosen={chosen}
          onChange={(next) => form.setValue('scopes', next, { shouldValidate: isSubmitted })}
          error={errors.scopes?.message}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {editing ? 'Save changes' : 'Create key'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
