import type { TApiKey } from '@verity/client';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useApiKeys, useDeleteApiKey } from '../api';
import { ApiKeyDialog } from './api-key-dialog';

/** The business's API keys: create (shown once), edit, see when each was last used, revoke. */
export function ApiKeysCard({ environment }: { environment: string }) {
  const keys = useApiKeys();
  const failure = useQueryFailure(keys.error);
  /** The dialog: null closed, 'new' creating, or the key being edited. */
  const [dialog, setDialog] = useState<TApiKey | 'new' | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const remove = useDeleteApiKey();

  const revoke = (key: TApiKey) =>
    remove.mutate(key.id, {
      onSuccess: () => {
        toast.success(`${key.name} revoked: it stops working at once`);
        setRevoking(null);
      },
      onError: handleError,
    });

  return (
    <SettingsCard
      title="API keys"
      description="Keys let your servers call Verity. A key acts for your business in its own environment, with only its scopes."
    >
      <div className="flex flex-col gap-4">
        <div>
          <Button onClick={() => setDialog('new')}>Create API key</Button>
        </div>
        {keys.isError ? (
          <QueryError message={failure} onRetry={() => void keys.refetch()} />
        ) : keys.data?.length === 0 ? (
          <p className="text-muted">No API keys yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="API keys">
            {(keys.data ?? []).map((key) => (
              <li key={key.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold">{key.name}</span>
                  <span className="font-mono text-sm">
                    {key.prefix}…{key.last4}
                  </span>
                  <span className="text-muted text-sm">{key.scopes.join(', ')}</span>
                  <span className="text-muted text-sm">
                    Created by {key.createdBy.name} on {formatDateTime(key.createdAt)} ·{' '}
                    {key.lastUsedAt ? `Last used ${formatDateTime(key.lastUsedAt)}` : 'Never used'}
                  </span>
                  {!key.createdBy.active && (
                    <span className="font-medium text-red-700 text-sm">
                      Stopped: {key.createdBy.name} is deactivated. Make a new key to keep this integration
                      running.
                    </span>
                  )}
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setDialog(key)}>
                    Edit<span className="sr-only"> {key.name}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => setRevoking(key)}>
                    Revoke<span className="sr-only"> {key.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {dialog && (
        <ApiKeyDialog
          environment={environment}
          editing={dialog === 'new' ? undefined : dialog}
          onClose={() => setDialog(null)}
        />
      )}
      {revoking && (
        <Modal open title={`Revoke ${revoking.name}?`} onClose={() => setRevoking(null)}>
          <div className="flex flex-col gap-4">
            <p>
              Requests that carry{' '}
              <span className="font-mono">
                {revoking.prefix}…{revoking.last4}
              </span>{' '}
              will be refused from now on. This cannot be undone.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setRevoking(null)}>
                Cancel
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => revoke(revoking)}>
                Revoke key
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </SettingsCard>
  );
}
