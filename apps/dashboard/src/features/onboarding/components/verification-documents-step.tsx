import { zodResolver } from '@hookform/resolvers/zod';
import {
  onboardingDocumentKinds,
  type TBusinessDocumentsRequest,
  ZBusinessDocumentsRequest,
} from '@verity/client';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useFormFailure } from '../../../lib/use-form-failure';
import { saveStep, useProfileMutation } from '../api';
import { stepInfo } from '../lib/activation-steps';
import { DocumentFileField } from './document-file-field';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

type Input = z.input<typeof ZBusinessDocumentsRequest>;
type Output = z.output<typeof ZBusinessDocumentsRequest>;

/** Verification documents: the four files, each uploaded when chosen, saved together by their ids. */
export function VerificationDocumentsStep({ profile, editable, next, onSaved }: StepProps) {
  const saved = profile.documents;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZBusinessDocumentsRequest),
    defaultValues: {
      cacCertificate: saved?.cacCertificate?.fileId ?? '',
      memorandum: saved?.memorandum?.fileId ?? '',
      utilityBill: saved?.utilityBill?.fileId ?? '',
      directorId: saved?.directorId?.fileId ?? '',
    },
  });
  const failure = useFormFailure(onboardingDocumentKinds, form.setError);
  const save = useProfileMutation((businessId, body: TBusinessDocumentsRequest) =>
    api.onboarding.saveDocuments(businessId, body),
  );

  const submit = form.handleSubmit(saveStep(save, failure, onSaved));

  return (
    <StepForm
      label={stepInfo['verification-documents'].label}
      editable={editable}
      next={next}
      pending={save.isPending}
      failure={failure.message}
      onSubmit={submit}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {onboardingDocumentKinds.map((kind) => (
          <Controller
            key={kind}
            control={form.control}
            name={kind}
            render={({ field, fieldState }) => (
              <DocumentFileField
                ref={field.ref}
                kind={kind}
                saved={saved?.[kind]}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
    </StepForm>
  );
}
