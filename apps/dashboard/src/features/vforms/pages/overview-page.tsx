/**
 * /v-forms/{id}: one form at a glance. Its title, status and links (edit, responses, the public link),
 * then its numbers for a date range (in the URL): views, responses, completion rate, average time, and
 * responses per day and per status as charts.
 */
import { useParams } from 'wouter';
import { StatTiles } from '../../../components/charts/stat-tiles';
import NotFoundPage from '../../../components/errors/not-found-page';
import { QueryError } from '../../../components/query-error';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextLink } from '../../../components/ui/text-link';
import { formatCount } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useTemplate, useTemplateAnalysis } from '../api/responses-api';
import { ResponseCharts } from '../components/charts/response-charts';
import { PageLoading } from '../components/responses/page-loading';
import { ResponseFiltersForm } from '../components/responses/response-filters-form';
import { FormStatusChip } from '../components/responses/status-chips';
import { useListSearch } from '../components/responses/use-list-search';
import { useLoadFailure } from '../components/responses/use-load-failure';
import { formatDuration, formatRate } from '../lib/response-format';
import { editPath, responsesPath } from '../lib/response-paths';
import { dateRangeKeys } from '../lib/response-search';

export default function OverviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const template = useTemplate(id);
  const { notFound, failure } = useLoadFailure(template.error);
  const { search, go, key } = useListSearch(dateRangeKeys);
  const analysis = useTemplateAnalysis(id, search.filters);
  const analysisFailure = useQueryFailure(notFound ? null : analysis.error);
  useDocumentTitle(template.data?.title ?? 'vForm');

  if (notFound) return <NotFoundPage />;
  const back = (
    <TextLink href="/v-forms" className="self-start">
      ← Back to forms
    </TextLink>
  );
  if (template.isError)
    return (
      <div className="mx-auto flex max-w-7xl flex-col gap-4">
        {back}
        <h1 className="font-semibold text-2xl">vForm</h1>
        <QueryError
          message={failure}
          fallback="The form could not be loaded."
          onRetry={() => void template.refetch()}
        />
      </div>
    );
  const form = template.data;
  if (!form) return <PageLoading label="Loading the form" />;
  const numbers = analysis.data;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words font-semibold text-2xl">{form.title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-muted text-sm">
            <FormStatusChip status={form.status} />
            <span>
              {formatCount(form.entries)} {form.entries === 1 ? 'entry' : 'entries'} in all
            </span>
          </p>
        </div>
        <nav aria-label="Form actions" className="flex flex-wrap items-center gap-2">
          <ButtonLink href={editPath(form.id)} variant="secondary">
            Edit form
          </ButtonLink>
          <ButtonLink href={responsesPath(form.id)}>View responses</ButtonLink>
        </nav>
      </div>
      {form.status === 'published' && (
        <p className="text-sm">
          <span className="text-muted">Public link: </span>
          <a
            href={form.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {form.publicUrl}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <ResponseFiltersForm
        key={key}
        keys={dateRangeKeys}
        label="Date range"
        filters={search.filters}
        onApply={(filters) => go(filters)}
      />
      {analysis.isError ? (
        <QueryError
          message={analysisFailure}
          fallback="The form's numbers could not be loaded."
          onRetry={() => void analysis.refetch()}
        />
      ) : !numbers ? (
        <PageLoading label="Loading the form's numbers" />
      ) : (
        <div aria-busy={analysis.isPlaceholderData || undefined} className="flex flex-col gap-4">
          <StatTiles
            label="Form analysis"
            tiles={[
              { label: 'Views', value: formatCount(numbers.views) },
              { label: 'Responses', value: formatCount(numbers.responses) },
              {
                label: 'Completion rate',
                value: formatRate(numbers.completionRate),
                note: 'Responses for every view',
              },
              { label: 'Average time to complete', value: formatDuration(numbers.averageDurationMs) },
            ]}
          />
          <ResponseCharts metrics={numbers} range={search.filters} />
        </div>
      )}
    </div>
  );
}
