import type { TSlaPreviewDetails } from '@verity/client';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { SummaryList, type SummaryRow } from '../../../components/ui/summary-list';
import { formatDate } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useSlaPreview } from '../api';

function rows(preview: TSlaPreviewDetails): SummaryRow[] {
  const company = [preview.companyName, preview.registrationNumber].filter(Boolean).join(', ');
  return [
    ['Agreement number', preview.agreementNumber],
    ['Between', `Verity and ${company}`],
    ['Country', preview.countryName],
    ['Address', preview.address ?? '—'],
    [
      'Signee',
      preview.signee
        ? [preview.signee.name, preview.signee.title, preview.signee.email].filter(Boolean).join(', ')
        : 'Not named yet',
    ],
    ['Currency', preview.currency],
    ['Effective date', formatDate(preview.effectiveDate)],
  ];
}

/** What the agreement will say (sla-preview-details): its parties, signee and the plan it prints. */
export function SlaPreview({ enabled }: { enabled: boolean }) {
  const preview = useSlaPreview(enabled);
  const failure = useQueryFailure(preview.error);
  if (!enabled) return null;
  if (preview.isError)
    return (
      <QueryError
        message={failure}
        onRetry={() => void preview.refetch()}
        fallback="The agreement's details could not be loaded."
      />
    );
  if (!preview.data) return <Spinner label="Loading the agreement's details" />;
  const { plan } = preview.data;
  return (
    <div className="flex flex-col gap-4">
      <SummaryList rows={rows(preview.data)} />
      <div className="flex flex-col gap-1">
        <h4 className="font-medium text-ink">Plan: {plan.label}</h4>
        {plan.summary.length > 0 && (
          <ul aria-label="Plan summary" className="list-disc pl-5 text-sm">
            {plan.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
