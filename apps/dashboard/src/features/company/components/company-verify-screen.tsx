import type { CompanyCheckName, TCompanyCheck } from '@verity/client';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DetailSection } from '../../../components/detail-section';
import { PillNav } from '../../../components/pill-nav';
import { Tabs } from '../../../components/tabs';
import { textLinkClass } from '../../../components/ui/text-link';
import { businessScope } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { COMPANY_PATH, companyCheckPath } from '../lib/company-paths';
import { checksOf, checkTabLabels, type VerifyCountryCode, verifyCountries } from '../lib/company-verify';
import { CompanyCheckSummary } from './company-check-summary';
import { CompanyProfile } from './company-profile';
import { CompanyVerifyForm } from './company-verify-form';

/** A country's company checks, each a tab with its form; the answer shows below in place. */
export function CompanyVerifyScreen({ country }: { country: VerifyCountryCode }) {
  useDocumentTitle('Verify a business');
  const checks = checksOf(country);
  const [selected, setSelected] = useState<CompanyCheckName>(checks[0] ?? 'company');
  const [result, setResult] = useState<TCompanyCheck | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Verify a business</h1>
      <PillNav
        label="Country"
        items={verifyCountries.map((option) => ({
          href: `${COMPANY_PATH}/${option.code}/verify`,
          label: option.label,
          current: option.code === country,
        }))}
      />
      <Tabs
        label="Check"
        selected={selected}
        onSelect={(id) => {
          setResult(null);
          setSelected(id as CompanyCheckName);
        }}
        tabs={checks.map((name) => ({
          id: name,
          label: checkTabLabels[name],
          panel: <CompanyVerifyForm key={name} check={name} onResult={setResult} />,
        }))}
      />
      {result && (
        <section aria-labelledby="company-result" className="flex flex-col gap-4">
          <h2
            id="company-result"
            ref={resultHeading}
            tabIndex={-1}
            className="font-semibold text-xl outline-none"
          >
            {result.status === 'found'
              ? `Found: ${result.result?.name ?? ''}`
              : 'No company was found for this number'}
          </h2>
          <DetailSection title="Check">
            <CompanyCheckSummary check={result} />
          </DetailSection>
          {result.result && (
            <DetailSection title="Company">
              <CompanyProfile company={result.result} idPrefix={`result-${result.id}`} />
            </DetailSection>
          )}
          <Link href={companyCheckPath(businessScope, result.id)} className={textLinkClass}>
            Open this verification
          </Link>
        </section>
      )}
    </div>
  );
}
