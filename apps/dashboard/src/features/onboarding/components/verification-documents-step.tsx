import { onboardingDocumentKinds, ZBusinessDocumentsRequest } from '@verity/client';
import { Controller } from 'react-hook-form';
import { api } from '../../../lib/api-client';
import { DocumentFileField } from './document-file-field';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import { useStepForm } from './use-step-form';

/** Verification documents: the four files, each uploaded when chosen, saved together by their ids. */
export function VerificationDocumentsStep({ profile, onSaved, ...place }: StepProps) {
  const saved = profile.documents;
  const { form, frame } = useStepForm({
    call: (businessId, body) => api.onboarding.saveDocuments(businessId, body),
    fields: onboardingDocumentKinds,
    schema: ZBusinessDocumentsRequest,
    defaultValues: {
      cacCertificate: saved?.cacCertificate?.fileId ?? '',
      memorandum: saved?.memorandum?.fileId ?? '',
      utilityBill: saved?.utilityBill?.fileId ?? '',
      directorId: saved?.directorId?.fileId ?? '',
    },
    onSaved,
  });

  return (
    <StepForm step="verification-documents" {...place} {...frame}>
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
