import { creditReportTypeLabel, type TCreditReportCheck } from '@verity/client';
import { DetailSection } from '../../../components/detail-section';
import { CheckStatusChip } from '../../../components/status-chips';
import { SummaryList } from '../../../components/ui/summary-list';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { CreditReportSection } from './credit-report-section';
import { ScoreGauge } from './score-gauge';

/** A credit check: the check itself, the score gauge, and the bureau's report. */
export function CreditReportBody({ check }: { check: TCreditReportCheck }) {
  const result = check.result;
  return (
    <>
      <DetailSection title="Summary">
        <div className="flex flex-wrap items-center gap-6">
          {result && <ScoreGauge score={result.report.score} />}
          <div className="min-w-0 flex-1">
            <SummaryList
              rows={[
                ['Status', <CheckStatusChip key="status" status={check.status} />],
                ['Type', creditReportTypeLabel(check.type)],
                [
                  'Searched by',
                  <span key="reference" className="font-mono">
                    {check.reference}
                  </span>,
                ],
                ['Failure reason', check.failureReason ?? '—'],
                ['Cost', formatMoney(check.cost)],
                ['Requested by', check.requestedBy.name],
                [
                  'Created at',
                  <time key="created" dateTime={check.createdAt}>
                    {formatDateTime(check.createdAt)}
                  </time>,
                ],
              ]}
            />
          </div>
        </div>
      </DetailSection>
      {result ? (
        <CreditReportSection report={result.report} />
      ) : (
        <DetailSection title="Credit report">
          <p className="text-muted">The bureau holds no credit file for this subject.</p>
        </DetailSection>
      )}
    </>
  );
}
