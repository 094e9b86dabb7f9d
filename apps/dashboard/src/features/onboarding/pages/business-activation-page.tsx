/**
 * /get-started/business-activation: the index opens the first step not done; each child is one step's form
 * beside the stepper. Save & continue goes to the next step. The details are read-only, with the reason,
 * whenever the status does not allow changes.
 */
import type { TOnboardingProfile, TOnboardingStep } from '@verity/client';
import type { ComponentType } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { isPlatformBusiness, type StepAnswer, useOnboardingProfile } from '../api';
import { ActivationStepList } from '../components/activation-step-list';
import { BusinessContactStep } from '../components/business-contact-step';
import { BusinessInformationStep } from '../components/business-information-step';
import { ServiceLicenseAgreementStep } from '../components/service-license-agreement-step';
import { SettlementAccountStep } from '../components/settlement-account-step';
import type { StepProps } from '../components/step-props';
import { SubscriptionAndPricingStep } from '../components/subscription-and-pricing-step';
import { VerificationDocumentsStep } from '../components/verification-documents-step';
import { readOnlyReason } from '../lib/activation-status';
import {
  firstUnfinishedStep,
  GET_STARTED_PATH,
  isEditable,
  isOnboardingStep,
  nextStep,
  stepInfo,
  stepPath,
} from '../lib/activation-steps';

const stepBodies: Readonly<Record<TOnboardingStep, ComponentType<StepProps>>> = {
  'business-information': BusinessInformationStep,
  'business-contact': BusinessContactStep,
  'verification-documents': VerificationDocumentsStep,
  'settlement-account': SettlementAccountStep,
  'subscription-and-pricing': SubscriptionAndPricingStep,
  'service-license-agreement': ServiceLicenseAgreementStep,
};

/** While the signee has the link, the owner's page looks again now and then to see it signed. */
const SIGNATURE_POLL_MS = 15_000;

export default function BusinessActivationPage() {
  const { step } = useParams<{ step?: string }>();
  if (step !== undefined && !isOnboardingStep(step)) return <NotFoundPage />;
  return <Activation step={step} />;
}

function Activation({ step }: { step: TOnboardingStep | undefined }) {
  useDocumentTitle(step ? `${stepInfo[step].label} · Business activation` : 'Business activation');
  const profile = useOnboardingProfile({
    refetchInterval: (data) =>
      step === 'service-license-agreement' && data?.signatureRequest?.status === 'pending'
        ? SIGNATURE_POLL_MS
        : false,
  });
  const failure = useQueryFailure(profile.error);
  const data = profile.data;

  if (data && !step) return <Redirect to={stepPath(firstUnfinishedStep(data.steps))} replace />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <TextLink href={GET_STARTED_PATH} className="self-start">
        <span aria-hidden="true">← </span>Get started
      </TextLink>
      <h1 className="font-semibold text-2xl text-ink">Business activation</h1>
      {profile.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void profile.refetch()}
          fallback="Your activation could not be loaded."
        />
      ) : !data || !step ? (
        <Spinner label="Loading your activation" />
      ) : isPlatformBusiness(data) ? (
        <Alert tone="info">The platform's own business needs no activation.</Alert>
      ) : (
        <StepPage profile={data} step={step} />
      )}
    </div>
  );
}

function StepPage({ profile, step }: { profile: TOnboardingProfile; step: TOnboardingStep }) {
  const [, navigate] = useLocation();
  const editable = isEditable(profile.status);
  const reason = readOnlyReason(profile.status);
  const next = nextStep(step);
  const Body = stepBodies[step];

  function onSaved({ message }: StepAnswer) {
    toast.success(message);
    navigate(next ? stepPath(next) : GET_STARTED_PATH);
  }

  return (
    <>
      {reason && <Alert tone="info">{reason}</Alert>}
      <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <ActivationStepList steps={profile.steps} current={step} label="Activation steps" />
        <section
          aria-labelledby="activation-step-title"
          className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
        >
          <div>
            <h2 id="activation-step-title" className="font-semibold text-ink text-xl">
              {stepInfo[step].label}
            </h2>
            <p className="text-muted">{stepInfo[step].description}</p>
          </div>
          {/* Keyed by step: each form starts from the profile as it is when the step opens. */}
          <Body key={step} profile={profile} editable={editable} next={next} onSaved={onSaved} />
        </section>
      </div>
    </>
  );
}
