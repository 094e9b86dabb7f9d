/**
 * /sla/sign/:token, the signee's page (no session: an open route in the plain layout; the link's token is
 * the credential). It shows the agreement with the company, signee and expiry, and takes the signature:
 * the consent statement, a typed full name and a drawn signature. A signed, cancelled or expired request,
 * or a link that finds none, says so instead.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSENT_STATEMENT,
  ConflictError,
  NotFoundError,
  type TSignAgreementRequest,
  type TSignatureRequestView,
  ZSignAgreementRequest,
} from '@verity/client';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'wouter';
import type { z } from 'zod';
import { ConsentCheckbox } from '../../../components/consent-checkbox';
import { QueryError } from '../../../components/query-error';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { SummaryList } from '../../../components/ui/summary-list';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormFailure } from '../../../lib/use-form-failure';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { LogoMark } from '../../../shell/components/logo';
import { signatureRequestQuery } from '../api';
import { SignaturePadField } from '../components/signature-pad-field';
import { INVALID_LINK_TEXT, signingState } from '../lib/signature-request';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

export default function SignAgreementPage() {
  const { token = '' } = useParams<{ token: string }>();
  useDocumentTitle('Sign the service agreement');
  const request = useQuery(signatureRequestQuery(token));
  // A link that finds no request is this page's own answer, not a failure to report.
  const invalid = request.error instanceof NotFoundError;
  const failure = useQueryFailure(invalid ? null : request.error);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-4 md:p-8">
      {/* The signee is not a user: the mark without the logo's link home (which would ask them to log in). */}
      <p className="flex items-center gap-2 font-bold text-ink text-lg">
        <LogoMark />
        Verity
      </p>
      <h1 className="font-semibold text-2xl text-ink">Sign the service agreement</h1>
      {invalid ? (
        <Alert tone="warning">
          <p className="font-semibold">This signing link is not valid</p>
          <p>{INVALID_LINK_TEXT}</p>
        </Alert>
      ) : request.isError ? (
        <QueryError
          message={failure}
          onRetry={() => void request.refetch()}
          fallback="The agreement could not be loaded."
        />
      ) : request.data ? (
        <SigningRequest token={token} view={request.data} />
      ) : (
        <Spinner label="Loading the agreement" />
      )}
    </div>
  );
}

function SigningRequest({ token, view }: { token: string; view: TSignatureRequestView }) {
  const state = signingState(view);
  const documentUrl = api.onboarding.signatureRequestDocumentUrl(token);
  const facts = (
    <SummaryList
      rows={[
        ['Company', view.companyName],
        ['Signee', `${view.signeeName} (${view.signeeEmail})`],
        ['Agreement number', view.agreementNumber],
        ...(state.kind === 'sign' ? ([['Link works until', formatDateTime(view.expiresAt)]] as const) : []),
      ]}
    />
  );

  if (state.kind === 'closed')
    return (
      <>
        <Alert tone="warning">
          <p className="font-semibold">{state.title}</p>
          <p>{state.text}</p>
        </Alert>
        {facts}
      </>
    );

  if (state.kind === 'signed')
    return (
      <>
        <Alert tone="success">
          <p className="font-semibold">{state.text}</p>
          <p>
            Thank you: {view.companyName} has been told. The signed agreement carries your signature and an
            audit page.
          </p>
        </Alert>
        {facts}
        <p>
          <a href={documentUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Open the signed agreement
          </a>{' '}
          or{' '}
          <a href={documentUrl} download={`${view.agreementNumber}-signed.pdf`} className={linkClass}>
            download it
          </a>
          .
        </p>
      </>
    );

  return (
    <>
      <p>
        {view.companyName} named you to sign its Service Level Agreement with Verity. Read the agreement
        below, then type your full name, draw your signature, confirm and press Sign.
      </p>
      {facts}
      <section aria-labelledby="agreement-title" className="flex flex-col gap-2">
        <h2 id="agreement-title" className="font-semibold text-ink text-xl">
          The agreement
        </h2>
        <iframe
          title={`Service Level Agreement ${view.agreementNumber}`}
          src={documentUrl}
          className="h-[70vh] w-full rounded-md border border-slate-300 bg-white"
        />
        <p className="text-sm">
          If the agreement does not show above,{' '}
          <a href={documentUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            open it in a new tab
          </a>{' '}
          or{' '}
          <a href={documentUrl} download={`${view.agreementNumber}.pdf`} className={linkClass}>
            download it
          </a>
          .
        </p>
      </section>
      <SignForm token={token} view={view} />
    </>
  );
}

type Input = z.input<typeof ZSignAgreementRequest>;
type Output = z.output<typeof ZSignAgreementRequest>;
const fields = ['signedName', 'signature', 'consent'] as const;

function SignForm({ token, view }: { token: string; view: TSignatureRequestView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const key = signatureRequestQuery(token).queryKey;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZSignAgreementRequest),
    defaultValues: { signedName: '', signature: '', consent: false },
  });
  const failure = useFormFailure(fields, form.setError);
  const typedName = useWatch({ control: form.control, name: 'signedName' }) ?? '';
  const sign = useMutation({
    mutationFn: async (body: TSignAgreementRequest) => (await api.onboarding.sign(token, body)).data,
    onSuccess: (signed) => {
      toast.success('Agreement signed');
      queryClient.setQueryData(key, signed);
    },
    onError: (error) => {
      failure.report(error);
      // Signed, cancelled or expired meanwhile: show the request as it now stands.
      if (error instanceof ConflictError) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const { errors } = form.formState;

  return (
    <section aria-labelledby="sign-title" className="flex flex-col gap-3">
      <h2 id="sign-title" className="font-semibold text-ink text-xl">
        Sign
      </h2>
      <form
        onSubmit={form.handleSubmit((body) => sign.mutate(body))}
        noValidate
        aria-labelledby="sign-title"
        className="flex max-w-xl flex-col gap-4"
      >
        <TextField
          label="Your full name"
          autoComplete="name"
          hint={`The business named its signee as ${view.signeeName}`}
          error={errors.signedName?.message}
          {...form.register('signedName')}
        />
        <Controller
          control={form.control}
          name="signature"
          render={({ field, fieldState }) => (
            <SignaturePadField
              ref={field.ref}
              value={field.value}
              onChange={(dataUrl) => {
                field.onChange(dataUrl);
                if (form.formState.isSubmitted) void form.trigger('signature');
              }}
              typedName={typedName}
              error={fieldState.error?.message}
            />
          )}
        />
        <ConsentCheckbox
          id={`${id}-consent`}
          label={CONSENT_STATEMENT}
          registration={form.register('consent')}
          error={errors.consent?.message}
        />
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
        <Button type="submit" className="self-start" loading={sign.isPending}>
          Sign
        </Button>
      </form>
    </section>
  );
}
