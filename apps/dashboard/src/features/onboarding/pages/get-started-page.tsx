/**
 * Get started: the activation's steps with the server's ticks, where the business stands, and Submit for
 * review once every step is done (the agreement signed) and the status allows.
 */
import type { TOnboardingProfile } from '@verity/client';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { submitFailure } from '../../../lib/submit-failure';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { isPlatformBusiness, useCanManageActivation, useOnboardingProfile, useProfileMutation } from '../api';
import { ActivationStatusNotice } from '../components/activation-status-notice';
import { ActivationStepList } from '../components/activation-step-list';
import { ACTIVATION_BASE_PATH, canSubmit, isEditable, stepsLeft } from '../lib/activation-steps';

export default function GetStartedPage() {
  useDocumentTitle('Get started');
  const canManage = useCanManageActivation();
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="font-semibold text-2xl text-ink">Get started</h1>
      <p className="text-muted">
        Activate your business to run verifications in live mode: complete each step, then submit it for
        review.
      </p>
      {canManage ? (
        <Activation />
      ) : (
        <Alert tone="info">
          Your business's owner, or a member who manages its settings, completes the activation. Ask them to
          finish it if live checks are not open yet.
        </Alert>
      )}
    </section>
  );
}

function Activation() {
  const profile = useOnboardingProfile();
  const failure = useQueryFailure(profile.error);
  if (profile.isError)
    return (
      <QueryError
        message={failure}
        onRetry={() => void profile.refetch()}
        fallback="Your activation could not be loaded."
      />
    );
  if (!profile.data) return <Spinner label="Loading your activation" />;
  if (isPlatformBusiness(profile.data))
    return <Alert tone="info">The platform's own business needs no activation.</Alert>;
  return <ActivationChecklist profile={profile.data} />;
}

function ActivationChecklist({ profile }: { profile: TOnboardingProfile }) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useProfileMutation((businessId: string) => api.onboarding.submit(businessId));
  const left = stepsLeft(profile.steps);
  const editable = isEditable(profile.status);

  function onSubmit() {
    setFailure(null);
    submit.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => setFailure(submitFailure(error, []).message),
    });
  }

  return (
    <>
      <ActivationStatusNotice profile={profile} />
      <ActivationStepList steps={profile.steps} label="Activation steps" detailed />
      {editable && (
        <div className="flex flex-col gap-3">
          {left.length > 0 ? (
            <>
              <p>
                {left.length === 1 ? '1 step' : `${left.length} steps`} left before you can submit your
                business for review.
              </p>
              <ButtonLink href={ACTIVATION_BASE_PATH} className="self-start">
                Continue activation
              </ButtonLink>
            </>
          ) : (
            <p>
              Every step is done: submit your business for review. Its details cannot change while we review
              it.
            </p>
          )}
          {canSubmit(profile) && (
            <Button className="self-start" loading={submit.isPending} onClick={onSubmit}>
              Submit for review
            </Button>
          )}
          {failure && <Alert tone="error">{failure}</Alert>}
        </div>
      )}
    </>
  );
}
