/** /global/verify: global validation of a number, and a facial compare of two photos. */
import type { TIdentityCheck } from '@verity/client';
import { useEffect, useRef, useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CheckResult } from '../components/check-result';
import { FacialCompareForm } from '../components/facial-compare-form';
import { GlobalValidateForm } from '../components/global-validate-form';
import { businessScope } from '../lib/scope';

function GlobalValidatePanel() {
  const [result, setResult] = useState<TIdentityCheck | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  return (
    <div className="flex flex-col gap-6">
      <GlobalValidateForm onResult={setResult} />
      {result && <CheckResult check={result} scope={businessScope} headingRef={heading} />}
    </div>
  );
}

export default function GlobalVerifyPage() {
  useDocumentTitle('Global verification');
  const [tab, setTab] = useState('validate');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Global verification</h1>
      <Tabs
        label="Global verification"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'validate', label: 'Global validation', panel: <GlobalValidatePanel /> },
          { id: 'compare', label: 'Facial compare', panel: <FacialCompareForm /> },
        ]}
      />
    </div>
  );
}
