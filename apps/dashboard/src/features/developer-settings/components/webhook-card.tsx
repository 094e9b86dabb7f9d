import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TDeveloperDetails,
  type TWebhookEndpoint,
  type TWebhookRequest,
  ZWebhookRequest,
} from '@verity/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { QueryError } from '../../../components/query-error';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { copyText } from '../../../lib/clipboard';
import { showSubmitError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useDeveloperDetails, useRegenerateSecret, useSetWebhook } from '../api';
import { CodeCheckboxes } from './code-checkboxes';
import { DeliveryLog } from './delivery-log';

/** The endpoint and its events, then (once it exists) its signing secrets and the delivery log. */
export function WebhookCard() {
  const details = useDeveloperDetails();
  const failure = useQueryFailure(details.error);
  return (
    <SettingsCard
      title="Webhooks"
      description="Verity posts each event you choose to your endpoint, signed, and retries when it fails."
    >
      {details.isError ? (
        <QueryError message={failure} onRetry={() => void details.refetch()} />
      ) : details.data ? (
        <div className="flex flex-col gap-6">
          {/* Keyed by the saved endpoint: a save resets the form to what the server kept. */}
          {details.data.webhook && <EndpointHealth webhook={details.data.webhook} />}
          <EndpointForm key={details.data.webhook?.updatedAt ?? 'none'} details={details.data} />
          {details.data.webhook && <SigningSecrets details={details.data} />}
          {details.data.webhook && <DeliveryLog />}
        </div>
      ) : null}
    </SettingsCard>
  );
}

/** Failing deliveries: how long, and once five days of them have stopped the endpoint, the way back. */
function EndpointHealth({ webhook }: { webhook: TWebhookEndpoint }) {
  const save = useSetWebhook();
  if (webhook.disabledAt)
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>
            Deliveries stopped on {formatDateTime(webhook.disabledAt)}: every attempt had failed since{' '}
            {webhook.failingSince ? formatDateTime(webhook.failingSince) : 'five days before'}. Events are
            still recorded. Fix your endpoint, then re-enable it to send the waiting ones.
          </span>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { url: webhook.url, events: webhook.events },
                { onSuccess: () => toast.success('Endpoint re-enabled'), onError: handleError },
              )
            }
          >
            Re-enable endpoint
          </Button>
        </div>
      </Alert>
    );
  if (webhook.failingSince)
    return (
      <Alert tone="warning">
        Deliveries have been failing since {formatDateTime(webhook.failingSince)}. After five days of failures
        Verity stops sending to this endpoint and emails the business owner.
      </Alert>
    );
  return null;
}

function EndpointForm({ details }: { details: TDeveloperDetails }) {
  const save = useSetWebhook();
  const form = useForm<TWebhookRequest>({
    resolver: zodResolver(ZWebhookRequest),
    defaultValues: { url: details.webhook?.url ?? '', events: details.webhook?.events ?? [] },
  });
  const { errors, isSubmitted } = form.formState;
  const chosen = form.watch('events');
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((body) =>
        save.mutate(body, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => showSubmitError(form, error),
        }),
      )}
    >
      <TextField
        label="Endpoint URL"
        placeholder="https://example.com/verity/webhooks"
        error={errors.url?.message}
        {...form.register('url')}
      />
      <CodeCheckboxes
        legend="Events"
        options={details.eventTypes}
        chosen={chosen}
        onChange={(next) => form.setValue('events', next, { shouldValidate: isSubmitted })}
        error={errors.events?.message}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save webhook
        </Button>
      </div>
    </form>
  );
}

function SigningSecrets({ details }: { details: TDeveloperDetails }) {
  const [shown, setShown] = useState(false);
  const regenerate = useRegenerateSecret();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium">Signing secrets</h3>
      <ul className="flex flex-col gap-2" aria-label="Signing secrets">
        {details.signingSecrets.map((secret) => (
          <li key={secret.secret} className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-slate-100 px-2 py-1 text-sm">
              {shown ? secret.secret : `whsec_${'•'.repeat(12)}`}
            </code>
            <span className="text-muted text-sm">
              {secret.expiresAt ? `Stops signing ${formatDateTime(secret.expiresAt)}` : 'Current'}
            </span>
            <Button
              variant="ghost"
              onClick={() => void copyText(secret.secret, 'Signing secret copied to clipboard!')}
            >
              Copy<span className="sr-only"> the signing secret</span>
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setShown((now) => !now)}>
          {shown ? 'Hide secrets' : 'Reveal secrets'}
        </Button>
        <Button
          variant="secondary"
          loading={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: ({ message }) => toast.success(message),
              onError: handleError,
            })
          }
        >
          Regenerate secret
        </Button>
      </div>
    </div>
  );
}
