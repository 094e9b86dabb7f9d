import type { HistoryScope } from '@verity/client';
import { DetailFrame } from '../../../components/detail-frame';
import { ReportButton } from '../../../components/report-button';
import { api } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreditCheck } from '../api';
import { creditHistoryPath } from '../lib/credit-paths';
import { CreditReportBody } from './credit-report-body';

/** One credit report: the score gauge, the summary, the accounts, and its PDF. */
export function CreditDetail({ id, scope }: { id: string; scope: HistoryScope }) {
  const check = useCreditCheck(id, scope);
  useDocumentTitle(check.data?.result ? `Credit report: ${check.data.result.subject.name}` : 'Credit report');
  return (
    <DetailFrame
      query={check}
      back={{ href: creditHistoryPath(scope), label: 'Back to credit reports' }}
      title="Credit report"
      loadingLabel="Loading the credit report"
    >
      {(data, back) => (
        <>
          {back}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="font-semibold text-2xl">{data.result?.subject.name ?? 'Credit report'}</h1>
              <p className="font-mono text-muted">{data.reference}</p>
            </div>
            {data.hasReport && scope.kind === 'business' && (
              <ReportButton link={async () => (await api.creditReport.reportLink(data.id)).data.link} />
            )}
          </div>
          <CreditReportBody check={data} />
        </>
      )}
    </DetailFrame>
  );
}
