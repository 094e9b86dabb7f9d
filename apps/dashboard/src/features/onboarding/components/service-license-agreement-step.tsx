import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/browser-files';
import { handleError } from '../../../lib/handle-error';
import { submitFailure } from '../../../lib/submit-failure';
import { type StepAnswer, slaPreviewQuery, useActivationBusinessId, useProfileMutation } from '../api';
import { GET_STARTED_PATH } from '../lib/activation-steps';
import { agreementFileName, agreementStage, requestFacts, sendBlocker } from '../lib/signature-request';
import { SigneeForm } from './signee-form';
import { SlaPreview } from './sla-preview';
import type { StepProps } from './step-props';

const signeeLocked = {
  pending: 'The agreement is waiting for this signee. To name someone else, cancel the request first.',
  signed: 'The agreement is signed.',
  countersigned: 'The agreement is signed and counter-signed.',
} as const;

/**
 * Service license agreement: the signee, what the agreement will say, and its signature request: send it
 * for signature, then follow it (remind, cancel, download) until the signee has signed.
 */
export function ServiceLicenseAgreementStep({ profile, editable }: StepProps) {
  const request = profile.signatureRequest;
  const stage = agreementStage(request);
  const open = stage === 'pending' || stage === 'signed' || stage === 'countersigned';
  const previewReady = profile.information !== null && profile.subscriptionAndPricing !== null;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="sla-signee-title" className="flex flex-col gap-3">
        <h3 id="sla-signee-title" className="font-semibold text-ink">
          Who signs for the business
        </h3>
        <SigneeForm
          saved={profile.slaSignee}
          editable={editable && !open}
          lockedReason={open ? signeeLocked[stage] : null}
        />
      </section>
      <section aria-labelledby="sla-preview-title" className="flex flex-col gap-3">
        <h3 id="sla-preview-title" className="font-semibold text-ink">
          The agreement
        </h3>
        {previewReady ? (
          <SlaPreview enabled={previewReady} />
        ) : (
          <p className="text-muted text-sm">{sendBlocker(profile)}</p>
        )}
      </section>
      <section aria-labelledby="sla-request-title" className="flex flex-col gap-3">
        <h3 id="sla-request-title" className="font-semibold text-ink">
          Signature
        </h3>
        <SignaturePanel profile={profile} editable={editable} />
      </section>
    </div>
  );
}

function SignaturePanel({ profile, editable }: Pick<StepProps, 'profile' | 'editable'>) {
  const request = profile.signatureRequest;
  const stage = agreementStage(request);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const answered = ({ message }: StepAnswer) => {
    setFailure(null);
    toast.success(message);
  };
  const refused = (error: unknown) => setFailure(submitFailure(error, []).message);
  const send = useProfileMutation((businessId: string) => api.onboarding.sendSla(businessId));
  const remind = useProfileMutation((businessId: string) => api.onboarding.sendSignatureReminder(businessId));
  const cancel = useProfileMutation((businessId: string) =>
    api.onboarding.cancelSignatureRequest(businessId),
  );
  const blocker = sendBlocker(profile);

  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {request && (
        <>
          <p className="font-medium" id="sla-request-state">
            {stageText[stage]}
          </p>
          <ul aria-labelledby="sla-request-state" className="list-disc pl-5 text-sm">
            {requestFacts(request).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        {(stage === 'none' || stage === 'closed') && editable && (
          <Button
            disabled={blocker !== null}
            aria-describedby={blocker ? 'sla-send-blocker' : undefined}
            loading={send.isPending}
            onClick={() => send.mutate(undefined, { onSuccess: answered, onError: refused })}
          >
            {stage === 'closed' ? 'Send for signature again' : 'Send for signature'}
          </Button>
        )}
        {stage === 'pending' && (
          <>
            <Button
              variant="secondary"
              loading={remind.isPending}
              onClick={() => remind.mutate(undefined, { onSuccess: answered, onError: refused })}
            >
              Send reminder
            </Button>
            {editable && (
              <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
                Cancel request
              </Button>
            )}
          </>
        )}
        {(stage === 'pending' || stage === 'signed' || stage === 'countersigned') && request && (
          <DownloadAgreementButton status={request.status} />
        )}
        {(stage === 'signed' || stage === 'countersigned') && editable && (
          <ButtonLink href={GET_STARTED_PATH}>Go to Get started to submit</ButtonLink>
        )}
      </div>
      {(stage === 'none' || stage === 'closed') && editable && blocker && (
        <p id="sla-send-blocker" className="text-muted text-sm">
          {blocker}
        </p>
      )}
      {confirmCancel && (
        <ConfirmDialog
          title="Cancel the signature request?"
          text="The signee's link stops working and they are told by email. You can send the agreement again afterwards."
          confirm="Cancel request"
          dismiss="Keep it"
          variant="danger"
          pending={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: (answer) => {
                answered(answer);
                setConfirmCancel(false);
              },
              onError: (error) => {
                refused(error);
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

const stageText = {
  none: '',
  pending: 'Waiting for the signee to sign',
  signed: 'Signed: the step is done',
  countersigned: 'Signed and counter-signed by Verity',
  closed: 'No agreement waiting: send it again',
} as const;

/** The agreement as it stands (unsigned, signed, or counter-signed), saved as the server names it. */
function DownloadAgreementButton({ status }: { status: Parameters<typeof agreementFileName>[1] }) {
  const businessId = useActivationBusinessId();
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: async () => {
      const [blob, preview] = await Promise.all([
        api.onboarding.downloadSla(businessId),
        queryClient.fetchQuery(slaPreviewQuery(businessId)),
      ]);
      return { blob, fileName: agreementFileName(preview.agreementNumber, status) };
    },
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
    onError: handleError,
  });
  return (
    <>
      <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing the agreement…' : 'Download agreement'}
      </Button>
      <span role="status" className="sr-only">
        {download.isPending ? 'Preparing the agreement…' : ''}
      </span>
    </>
  );
}
