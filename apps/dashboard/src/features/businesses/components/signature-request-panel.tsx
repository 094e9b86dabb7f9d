/**
 * The service agreement's signature request as staff see it, with what they can do about it: remind the
 * signee or cancel a request still waiting (confirmed first: the link stops working), and download the
 * agreement as it stands (unsigned, signed, or counter-signed at activation).
 */
import type { TSignatureRequest } from '@verity/client';
import { useState } from 'react';
import { Chip } from '../../../components/chip';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { handleError } from '../../../lib/handle-error';
import { useCancelSignatureRequest, useDownloadSla, useSendReminder } from '../api';
import {
  signatureActions,
  signatureFacts,
  signatureStatusLabels,
  signatureStatusTones,
} from '../lib/profile-review';
import { Facts } from './facts';

export function SignatureRequestPanel({
  businessId,
  request,
}: {
  businessId: string;
  request: TSignatureRequest | null;
}) {
  const remind = useSendReminder(businessId);
  const cancel = useCancelSignatureRequest(businessId);
  const download = useDownloadSla(businessId);
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (!request)
    return <p className="text-muted text-sm">The business has not sent its agreement for signature yet.</p>;
  const actions = signatureActions(request);

  return (
    <div className="flex flex-col gap-3">
      <p>
        <Chip tone={signatureStatusTones[request.status]}>{signatureStatusLabels[request.status]}</Chip>
      </p>
      <Facts facts={signatureFacts(request)} />
      <div className="flex flex-wrap gap-2">
        {actions.download && (
          <Button
            variant="secondary"
            loading={download.isPending}
            onClick={() => download.mutate(request.status, { onError: handleError })}
          >
            Download SLA
          </Button>
        )}
        {actions.remind && (
          <Button
            variant="secondary"
            loading={remind.isPending}
            onClick={() =>
              remind.mutate(undefined, {
                onSuccess: () => toast.success(`A reminder was sent to ${request.signeeEmail}`),
                onError: handleError,
              })
            }
          >
            Send reminder
          </Button>
        )}
        {actions.cancel && (
          <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
            Cancel request
          </Button>
        )}
      </div>
      <span role="status" className="sr-only">
        {download.isPending ? 'Preparing the agreement…' : ''}
      </span>
      {confirmCancel && (
        <ConfirmDialog
          title="Cancel the signature request?"
          text={`The link sent to ${request.signeeEmail} stops working. The business can send the agreement again.`}
          confirm="Cancel request"
          dismiss="Keep it"
          variant="danger"
          pending={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                toast.success('The signature request was cancelled');
                setConfirmCancel(false);
              },
              onError: (error) => {
                handleError(error);
                setConfirmCancel(false);
              },
            })
          }
          onClose={() => setConfirmCancel(false)}
        />
      )}
    </div>
  );
}
