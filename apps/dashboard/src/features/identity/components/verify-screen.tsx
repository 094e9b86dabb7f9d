import { identityTypesFor, type TIdentityCheck } from '@verity/client';
import { startTransition, useEffect, useOptimistic, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { businessScope } from '../lib/scope';
import { verifyFormSchema } from '../lib/verify-form';
import type { VerifyCountry } from '../lib/verify-screens';
import { CheckResult } from './check-result';
import { IdentityVerifyForm } from './identity-verify-form';
import { TypePicker } from './type-picker';

export interface VerifyScreenProps {
  country: VerifyCountry;
  title: string;
}

/**
 * A country's verify screen: pick a type (kept in the URL as ?type=, so a link can open one), fill its
 * form, and read the result in place.
 */
export function VerifyScreen({ country, title }: VerifyScreenProps) {
  useDocumentTitle(title);
  const types = identityTypesFor(country);
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('type');
  const shownType = types.find((candidate) => candidate.value === requested)?.value ?? types[0]?.value ?? '';
  // The URL changes inside a transition (app/transition-location.tsx), which React may render a while
  // later; the picked card shows at once, as a radio should, and the URL catches up.
  const [type, showType] = useOptimistic(shownType);
  const schema = verifyFormSchema(country, type);
  const [result, setResult] = useState<TIdentityCheck | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // Focus follows the answer: the result heading is announced and the reader continues from there.
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const pickType = (value: string) => {
    setResult(null);
    startTransition(() => {
      showType(value);
      navigate(`${location}?type=${encodeURIComponent(value)}`, { replace: true });
    });
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">{title}</h1>
      <TypePicker types={types} value={type} onChange={pickType} />
      {schema && (
        <IdentityVerifyForm key={type} country={country} type={type} schema={schema} onResult={setResult} />
      )}
      {result && <CheckResult check={result} scope={businessScope} headingRef={resultHeading} />}
    </div>
  );
}
