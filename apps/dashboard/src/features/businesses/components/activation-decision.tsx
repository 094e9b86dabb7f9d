/**
 * Where the business's activation stands and platform staff's decision on it (an admin can activate, decline
 * with reasons or suspend with reasons; reinstating is activating a suspended business). Only what the status
 * machine allows from here is offered; a 409 (the status moved meanwhile) is the server's own words in a
 * toast, and the profile is read again.
 */
import type { TOnboardingProfile } from '@verity/client';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { useActivate, useDecline, useSuspend } from '../api';
import { decisionsFor, decisionToast, noDecisionReason } from '../lib/business-status';
import { BusinessStatusChip } from './business-status-chip';
import { ReasonsDialog } from './reasons-dialog';

type Open = 'activate' | 'decline' | 'suspend' | null;

export function ActivationDecision({
  businessId,
  businessName,
  profile,
}: {
  businessId: string;
  businessName: string;
  profile: TOnboardingProfile;
}) {
  const [open, setOpen] = useState<Open>(null);
  const activate = useActivate(businessId);
  const decline = useDecline(businessId);
  const suspend = useSuspend(businessId);
  const decisions = decisionsFor(profile.status);
  const idle = noDecisionReason(profile.status);
  const reasons =
    profile.status === 'declined'
      ? profile.reasonsForDecline
      : profile.status === 'suspended'
        ? profile.reasonsForSuspension
        : null;

  // Either way the dialog closes: on success the page shows the new status, on a refusal the toast says why.
  const settle = (decision: Parameters<typeof decisionToast>[0]) => ({
    onSuccess: () => {
      toast.success(decisionToast(decision, businessName));
      setOpen(null);
    },
    onError: (error: Error) => {
      handleError(error);
      setOpen(null);
    },
  });

  return (
    <section
      aria-labelledby="activation-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="activation-heading" className="font-semibold text-base">
          Activation
        </h2>
        <BusinessStatusChip status={profile.status} />
      </div>
      <ul className="text-muted text-sm">
        {profile.submittedAt && <li>Submitted for review {formatDateTime(profile.submittedAt)}</li>}
        {profile.activatedAt && <li>Activated {formatDateTime(profile.activatedAt)}</li>}
        {profile.toBeContacted && <li>Asked our sales team to get in touch</li>}
      </ul>
      {reasons && reasons.length > 0 && (
        <div>
          <h3 className="font-medium text-sm">
            {profile.status === 'declined' ? 'Reasons for decline' : 'Reasons for suspension'}
          </h3>
          <ul className="list-disc pl-5 text-sm">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {idle && <p className="text-sm">{idle}</p>}
      {(decisions.activate || decisions.decline || decisions.suspend) && (
        <div className="flex flex-wrap gap-2">
          {decisions.activate && <Button onClick={() => setOpen('activate')}>{decisions.activate}</Button>}
          {decisions.decline && (
            <Button variant="secondary" onClick={() => setOpen('decline')}>
              Decline
            </Button>
          )}
          {decisions.suspend && (
            <Button variant="danger" onClick={() => setOpen('suspend')}>
              Suspend
            </Button>
          )}
        </div>
      )}
      {open === 'activate' && decisions.activate && (
        <ConfirmDialog
          title={`${decisions.activate} ${businessName}?`}
          text={
            decisions.activate === 'Activate'
              ? 'Its service agreement is counter-signed and live checks open for it. The owner is emailed.'
              : 'Its live checks and API keys work again. The owner is emailed.'
          }
          confirm={decisions.activate}
          dismiss="Cancel"
          pending={activate.isPending}
          onConfirm={() => activate.mutate(undefined, settle(decisions.activate ?? 'Activate'))}
          onClose={() => setOpen(null)}
        />
      )}
      {(open === 'decline' || open === 'suspend') && (
        <ReasonsDialog
          kind={open}
          businessName={businessName}
          pending={open === 'decline' ? decline.isPending : suspend.isPending}
          onConfirm={(chosen) =>
            open === 'decline'
              ? decline.mutate(chosen, settle('decline'))
              : suspend.mutate(chosen, settle('suspend'))
          }
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
