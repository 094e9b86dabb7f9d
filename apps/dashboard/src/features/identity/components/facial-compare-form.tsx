import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type TCompareImageRequest, type TCompareImageResult, ZCompareImageRequest } from '@verity/client';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONSENT_LABEL } from '../../../components/consent-checkbox';
import { MatchChip } from '../../../components/status-chips';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/browser-files';
import { formatPercentage } from '../../../lib/format';
import { useFormFailure } from '../../../lib/use-form-failure';
import { ImageFileField } from './image-file-field';

const fields = ['firstImage', 'secondImage', 'isConsent'] as const;

/** Facial compare (compare-image): two photos of a face, their similarity and whether they match. */
export function FacialCompareForm() {
  const id = useId();
  // The images are data URLs read from the file inputs (ImageFileField checks each file when chosen), so
  // they are set as values rather than registered inputs; '' is none. The client's schema gives the messages.
  const form = useForm<z.input<typeof ZCompareImageRequest>, unknown, TCompareImageRequest>({
    resolver: zodResolver(ZCompareImageRequest),
    defaultValues: { firstImage: '', secondImage: '', isConsent: false },
  });
  const failure = useFormFailure(fields, form.setError);
  const { errors } = form.formState;
  const [result, setResult] = useState<TCompareImageResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  const compare = useMutation({
    mutationFn: (body: TCompareImageRequest) =>
      api.identity.compareImage(body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => {
      failure.setMessage(null);
      setResult(data);
    },
    onError: failure.report,
  });

  const submit = form.handleSubmit((body) => compare.mutate(body));
  const setImage = (field: 'firstImage' | 'secondImage') => (dataUrl: string | null) =>
    form.setValue(field, dataUrl ?? '');

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Facial compare">
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageFileField
            label="First image"
            field="first image"
            onChange={setImage('firstImage')}
            error={errors.firstImage?.message}
          />
          <ImageFileField
            label="Second image"
            field="second image"
            onChange={setImage('secondImage')}
            error={errors.secondImage?.message}
          />
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-2">
            <input
              id={`${id}-consent`}
              type="checkbox"
              className="mt-1 accent-brand-600"
              {...form.register('isConsent')}
              aria-invalid={errors.isConsent ? true : undefined}
              aria-describedby={errors.isConsent ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`}>{CONSENT_LABEL}</label>
          </div>
          {errors.isConsent && (
            <p id={`${id}-consent-error`} className="text-red-600 text-xs">
              {errors.isConsent.message}
            </p>
          )}
        </div>
        {failure.message && <Alert tone="error">{failure.message}</Alert>}
        <div>
          <Button type="submit" loading={compare.isPending}>
            Compare
          </Button>
        </div>
      </form>
      {result && (
        <section
          aria-labelledby={`${id}-result`}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5"
        >
          <h2 id={`${id}-result`} ref={heading} tabIndex={-1} className="font-semibold text-lg">
            Comparison result
          </h2>
          <p className="flex items-center gap-3">
            <span className="font-semibold text-3xl tabular-nums">{formatPercentage(result.similarity)}</span>
            <span className="text-muted">similarity</span>
            <MatchChip matched={result.match} />
          </p>
          <p className="text-muted text-xs">A match needs at least {formatPercentage(result.threshold)}.</p>
        </section>
      )}
    </div>
  );
}
