import type { TWebhookDelivery } from '@verity/client';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useDeliveries, useReplayDelivery, useSendTestEvent } from '../api';

const statusWords: Record<TWebhookDelivery['status'], string> = {
  pending: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
};

/** The latest deliveries with each attempt's answer; send a test event, replay one. */
export function DeliveryLog() {
  const deliveries = useDeliveries();
  const failure = useQueryFailure(deliveries.error);
  const sendTest = useSendTestEvent();
  const replay = useReplayDelivery();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">Delivery log</h3>
        <Button
          variant="secondary"
          loading={sendTest.isPending}
          onClick={() =>
            sendTest.mutate(undefined, {
              onSuccess: ({ message }) => toast.success(message),
              onError: handleError,
            })
          }
        >
          Send test event
        </Button>
      </div>
      {deliveries.isError ? (
        <QueryError message={failure} onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data?.length === 0 ? (
        <p className="text-muted">Nothing sent yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Deliveries">
          {(deliveries.data ?? []).map((delivery) => {
            const last = delivery.attempts.at(-1);
            return (
              <li key={delivery.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span>
                    <span className="font-mono text-sm">{delivery.type}</span> ·{' '}
                    <span className="font-semibold">{statusWords[delivery.status]}</span>
                  </span>
                  <span className="text-muted text-sm">
                    {formatDateTime(delivery.createdAt)} · {delivery.attempts.length}{' '}
                    {delivery.attempts.length === 1 ? 'attempt' : 'attempts'}
                    {last && ` · last answer ${last.statusCode ?? 'none'} in ${last.durationMs} ms`}
                  </span>
                  {last && <span className="break-all font-mono text-muted text-xs">{last.excerpt}</span>}
                </div>
                <Button
                  variant="secondary"
                  loading={replay.isPending && replay.variables === delivery.id}
                  onClick={() =>
                    replay.mutate(delivery.id, {
                      onSuccess: ({ message }) => toast.success(message),
                      onError: handleError,
                    })
                  }
                >
                  Replay
                  <span className="sr-only">
                    {' '}
                    {delivery.type} of {formatDateTime(delivery.createdAt)}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
