import { useMutation } from '@tanstack/react-query';
import { type TCompareImageResult, ZCompareImageRequest } from '@verity/client';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CONSENT_LABEL } from '../../../components/consent-checkbox';
import { MatchChip } from '../../../components/status-chips';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/browser-files';
import { formatPercentage } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { ImageFileField } from './image-file-field';

type Errors = Partial<Record<'firstImage' | 'secondImage' | 'isConsent', string>>;

/** Facial compare (compare-image): two photos of a face, their similarity and whether they match. */
export function FacialCompareForm() {
  const id = useId();
  const [firstImage, setFirstImage] = useState<string | null>(null);
  const [secondImage, setSecondImage] = useState<string | null>(null);
  const [isConsent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<TCompareImageResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  const compare = useMutation({
    mutationFn: (body: { firstImage: string; secondImage: string; isConsent: boolean }) =>
      api.identity.compareImage(body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: ({ data }) => {
      setFailure(null);
      setResult(data);
    },
    onError: (error) => {
      const resolution = handleError(error);
      setFailure(resolution.action === 'show' ? resolution.message : null);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The client's schema gives the validation messages; the files were already checked when chosen.
    const parsed = ZCompareImageRequest.safeParse({
      firstImage: firstImage ?? '',
      secondImage: secondImage ?? '',
      isConsent,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'firstImage' || key === 'secondImage' || key === 'isConsent') next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    compare.mutate(parsed.data);
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Facial compare">
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageFileField
            label="First image"
            field="first image"
            onChange={setFirstImage}
            error={errors.firstImage}
          />
          <ImageFileField
            label="Second image"
            field="second image"
            onChange={setSecondImage}
            error={errors.secondImage}
          />
        </div>
        <div className="flex flex-col gap-1">
          <div className="flex items-start gap-2">
            <input
              id={`${id}-consent`}
              type="checkbox"
              className="mt-1 accent-brand-600"
              checked={isConsent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={errors.isConsent ? true : undefined}
              aria-describedby={errors.isConsent ? `${id}-consent-error` : undefined}
            />
            <label htmlFor={`${id}-consent`}>{CONSENT_LABEL}</label>
          </div>
          {errors.isConsent && (
            <p id={`${id}-consent-error`} className="text-red-600 text-xs">
              {errors.isConsent}
            </p>
          )}
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
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
