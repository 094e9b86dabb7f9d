import { zodResolver } from '@hookform/resolvers/zod';
import { type TIpAllowlistEntry, type TIpAllowlistRequest, ZIpAllowlistRequest } from '@verity/client';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { QueryError } from '../../../components/query-error';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showSubmitError } from '../../../lib/form-errors';
import { handleError } from '../../../lib/handle-error';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAddAllowedIp, useIpAllowlist, useRemoveAllowedIp, useUpdateAllowedIp } from '../api';

/** The addresses API keys may call from; an empty list lets keys call from anywhere. */
export function IpAllowlistCard() {
  const list = useIpAllowlist();
  const failure = useQueryFailure(list.error);
  const add = useAddAllowedIp();
  const remove = useRemoveAllowedIp();
  const [editing, setEditing] = useState<string | null>(null);
  const form = useForm<TIpAllowlistRequest>({
    resolver: zodResolver(ZIpAllowlistRequest),
    defaultValues: { ipAddress: '', comment: '' },
  });
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset();
      },
      onError: (error) => showSubmitError(form, error),
    }),
  );

  return (
    <SettingsCard
      title="IP allowlist"
      description="While this list has entries, API keys work only from these addresses. Your dashboard sign-in is not affected."
    >
      <div className="flex flex-col gap-4">
        <form className="flex flex-wrap items-start gap-3" onSubmit={submit} noValidate>
          <EntryFields form={form} />
          <Button type="submit" loading={add.isPending} className="mt-7">
            Add address
          </Button>
        </form>
        {list.isError ? (
          <QueryError message={failure} onRetry={() => void list.refetch()} />
        ) : list.data?.length === 0 ? (
          <p className="text-muted">No addresses: API keys can call from anywhere.</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
            aria-label="Allowed addresses"
          >
            {(list.data ?? []).map((entry) =>
              editing === entry.id ? (
                <EditEntryRow key={entry.id} entry={entry} onDone={() => setEditing(null)} />
              ) : (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <span>
                    <span className="font-mono">{entry.ipAddress}</span>
                    {entry.comment && <span className="text-muted"> · {entry.comment}</span>}
                  </span>
                  <span className="flex gap-2">
                    <Button variant="secondary" onClick={() => setEditing(entry.id)}>
                      Edit<span className="sr-only"> {entry.ipAddress}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      loading={remove.isPending && remove.variables === entry.id}
                      onClick={() =>
                        remove.mutate(entry.id, {
                          onSuccess: ({ message }) => toast.success(message),
                          onError: handleError,
                        })
                      }
                    >
                      Remove<span className="sr-only"> {entry.ipAddress}</span>
                    </Button>
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    </SettingsCard>
  );
}

/** One entry edited in place: its address and comment, with the same rules as a new one. */
function EditEntryRow({ entry, onDone }: { entry: TIpAllowlistEntry; onDone(): void }) {
  const update = useUpdateAllowedIp();
  const form = useForm<TIpAllowlistRequest>({
    resolver: zodResolver(ZIpAllowlistRequest),
    defaultValues: { ipAddress: entry.ipAddress, comment: entry.comment ?? '' },
  });
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: entry.id, body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error) => showSubmitError(form, error),
      },
    ),
  );
  return (
    <li className="p-3">
      <form className="flex flex-wrap items-start gap-3" onSubmit={submit} noValidate>
        <EntryFields form={form} />
        <span className="mt-7 flex gap-2">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </span>
      </form>
    </li>
  );
}

/** An entry's two fields, for adding one and for editing one. */
function EntryFields({ form }: { form: UseFormReturn<TIpAllowlistRequest> }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label="IP address or range"
        placeholder="203.0.113.0/24"
        error={errors.ipAddress?.message}
        className="min-w-56 flex-1"
        {...form.register('ipAddress')}
      />
      <TextField
        label="Comment (optional)"
        error={errors.comment?.message}
        className="min-w-56 flex-1"
        {...form.register('comment')}
      />
    </>
  );
}
