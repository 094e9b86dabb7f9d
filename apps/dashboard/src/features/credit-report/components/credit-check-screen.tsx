import type { CreditReportCheckName, TCreditReportCheck } from '@verity/client';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PillNav } from '../../../components/pill-nav';
import { Tabs } from '../../../components/tabs';
import { textLinkClass } from '../../../components/ui/text-link';
import { businessScope } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  type CheckMarket,
  CREDIT_PATH,
  checkPages,
  checkTabLabels,
  creditCheckPath,
} from '../lib/credit-paths';
import { CreditCheckForm } from './credit-check-form';
import { CreditReportBody } from './credit-report-body';

const markets: ReadonlyArray<readonly [CheckMarket, string]> = [
  ['ng', 'Nigeria'],
  ['ke', 'Kenya'],
  ['gb', 'United Kingdom'],
];

/** A market's check page: its checks as tabs (the URL may pick one), the report shown in place. */
export function CreditCheckScreen({
  market,
  initial,
}: {
  market: CheckMarket;
  initial?: CreditReportCheckName;
}) {
  const page = checkPages[market];
  useDocumentTitle(page.title);
  const checks: readonly CreditReportCheckName[] = page.checks;
  const [selected, setSelected] = useState<CreditReportCheckName>(initial ?? checks[0] ?? 'ngIndividual');
  const [result, setResult] = useState<TCreditReportCheck | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">{page.title}</h1>
      <PillNav
        label="Market"
        items={markets.map(([code, label]) => ({
          href: `${CREDIT_PATH}/${code}/check`,
          label,
          current: code === market,
        }))}
      />
      {checks.length > 1 ? (
        <Tabs
          label="Report"
          selected={selected}
          onSelect={(id) => {
            setResult(null);
            setSelected(id as CreditReportCheckName);
          }}
          tabs={checks.map((name) => ({
            id: name,
            label: checkTabLabels[name],
            panel: <CreditCheckForm key={name} check={name} onResult={setResult} />,
          }))}
        />
      ) : (
        <CreditCheckForm check={selected} onResult={setResult} />
      )}
      {result && (
        <section aria-labelledby="credit-result" className="flex flex-col gap-4">
          <h2 id="credit-result" ref={heading} tabIndex={-1} className="font-semibold text-xl outline-none">
            {result.result ? `Report: ${result.result.subject.name}` : 'No credit file was found'}
          </h2>
          <CreditReportBody check={result} />
          <Link href={creditCheckPath(businessScope, result.id)} className={textLinkClass}>
            Open this report
          </Link>
        </section>
      )}
    </div>
  );
}
