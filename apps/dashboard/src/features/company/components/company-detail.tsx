import type { HistoryScope } from '@verity/client';
import { DetailFrame } from '../../../components/detail-frame';
import { DetailSection } from '../../../components/detail-section';
import { ReportButton } from '../../../components/report-button';
import { api } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyCheck } from '../api';
import { companyHistoryPath } from '../lib/company-paths';
import { CompanyCheckSummary } from './company-check-summary';
import { CompanyProfile } from './company-profile';

/** One company check in full: the check, the company as the registry returned it, and its PDF report. */
export function CompanyDetail({ id, scope }: { id: string; scope: HistoryScope }) {
  const check = useCompanyCheck(id, scope);
  useDocumentTitle(check.data ? `Business verification ${check.data.reference}` : 'Business verification');
  return (
    <DetailFrame
      query={check}
      back={{ href: companyHistoryPath(scope), label: 'Back to business verifications' }}
      title="Business verification"
      loadingLabel="Loading the business verification"
    >
      {(data, back) => (
        <>
          {back}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="font-semibold text-2xl">{data.result?.name ?? 'Business verification'}</h1>
              <p className="font-mono text-muted">{data.reference}</p>
            </div>
            {data.hasReport && scope.kind === 'business' && (
              <ReportButton link={async () => (await api.company.reportLink(data.id)).data.link} />
            )}
          </div>
          <DetailSection title="Summary">
            <CompanyCheckSummary check={data} />
          </DetailSection>
          <DetailSection title="Company">
            {data.result ? (
              <CompanyProfile company={data.result} idPrefix={`check-${data.id}`} />
            ) : (
              <p className="text-muted">The registry returned no company for this check.</p>
            )}
          </DetailSection>
        </>
      )}
    </DetailFrame>
  );
}
