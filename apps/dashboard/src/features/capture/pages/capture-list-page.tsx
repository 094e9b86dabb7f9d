/**
 * /document-capture and /liveness-check: the business's captures, newest first, a page at a time, filtered as
 * the API allows (documents: status, type, name, dates; liveness: dates), the filters kept in the URL, each
 * row with the server's decision and a link to its detail. The same lists beneath a business (platform admin)
 * and an organization: scoped-capture-pages.tsx.
 */
import {
  captureDocumentLabels,
  captureDocumentTypes,
  type HistoryScope,
  type TDocumentCaptureFilterQuery,
} from '@verity/client';
import { Chip } from '../../../components/chip';
import { DateRangeFields, FiltersForm, useFilterDraft } from '../../../components/filters-form';
import { PageListTable } from '../../../components/page-list-table';
import { ButtonLink } from '../../../components/ui/button-link';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { formatDateTime } from '../../../lib/format';
import { businessScope, scopedPath } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { type CaptureListKind, useCaptures } from '../api';
import { captureListPaths, captureTitle } from '../lib/capture-paths';
import { captureDraftFrom, captureQueryFrom } from '../lib/capture-search';
import { captureStatusLabel, captureStatusTone } from '../lib/capture-status';

export function CaptureListPage({
  kind,
  scope = businessScope,
}: {
  kind: CaptureListKind;
  scope?: HistoryScope;
}) {
  const title = captureTitle(kind, scope);
  useDocumentTitle(title);
  const { search, apply, goTo } = useListUrl();
  const query = captureQueryFrom(search, kind);
  const { page, ...filters } = query;
  const captures = useCaptures(kind, query, scope);
  const failure = useQueryFailure(captures.error);
  const items = captures.data?.items ?? [];
  const applied = Object.keys(filters).length > 0;
  const columns =
    kind === 'document'
      ? (['Person', 'Document', 'Status', 'Decision', 'Attempts', 'Requested by', 'Created'] as const)
      : (['Person', 'Status', 'Decision', 'Attempts', 'Requested by', 'Created'] as const);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-semibold text-2xl">{title}</h1>
        {/* The settings are the signed-in business's own. */}
        {scope.kind === 'business' && (
          <ButtonLink href="/settings/liveness" variant="secondary">
            Liveness settings
          </ButtonLink>
        )}
      </div>
      <CaptureFilters key={search} kind={kind} filters={filters} applied={applied} onApply={apply} />
      <PageListTable
        list={captures}
        failure={failure}
        empty={applied ? 'No capture matches these filters' : 'No captures yet'}
        itemCount={items.length}
        caption={`${title}, newest first`}
        columns={columns}
        page={page}
        totalPages={captures.data?.pagination.totalPages ?? 1}
        onPage={goTo}
      >
        {items.map((capture) => (
          <tr key={capture.id}>
            <td className="px-3 py-2">
              <TextLink
                href={`${scopedPath(scope, captureListPaths[kind])}/${capture.id}`}
                className="font-medium"
              >
                {capture.name ?? 'Not given'}
              </TextLink>
              {capture.reference && <div className="text-muted text-sm">{capture.reference}</div>}
            </td>
            {kind === 'document' && (
              <td className="px-3 py-2">
                {capture.documentType ? captureDocumentLabels[capture.documentType] : '—'}
              </td>
            )}
            <td className="px-3 py-2">
              <Chip tone={captureStatusTone[capture.status]}>{captureStatusLabel[capture.status]}</Chip>
            </td>
            <td className="px-3 py-2">
              {capture.result ? (
                <Chip tone={capture.result.decision === 'approved' ? 'good' : 'bad'}>
                  {capture.result.decision === 'approved' ? 'Approved' : 'Declined'}
                </Chip>
              ) : (
                <span className="text-muted">Not yet</span>
              )}
            </td>
            <td className="px-3 py-2">
              {capture.attemptsUsed} of {capture.maxAttempts}
            </td>
            <td className="px-3 py-2">{capture.requestedBy.name}</td>
            <td className="px-3 py-2 text-sm">{formatDateTime(capture.createdAt)}</td>
          </tr>
        ))}
      </PageListTable>
    </div>
  );
}

function CaptureFilters(props: {
  kind: CaptureListKind;
  filters: TDocumentCaptureFilterQuery;
  applied: boolean;
  onApply(search: string): void;
}) {
  const { draft, set, dateError, submit } = useFilterDraft(() => captureDraftFrom(props.filters));
  return (
    <FiltersForm
      label={`Filter ${captureTitle(props.kind, businessScope).toLowerCase()}`}
      onSubmit={submit(props.onApply)}
      active={props.applied}
      onClear={() => props.onApply('')}
      columns={3}
    >
      {props.kind === 'document' && (
        <>
          <SelectField
            label="Status"
            value={draft.status}
            onChange={set('status')}
            options={[
              { value: '', label: 'Any status' },
              ...Object.entries(captureStatusLabel).map(([value, label]) => ({ value, label })),
            ]}
          />
          <SelectField
            label="Document"
            value={draft.documentType}
            onChange={set('documentType')}
            options={[
              { value: '', label: 'Any document' },
              ...captureDocumentTypes.map((type) => ({ value: type, label: captureDocumentLabels[type] })),
            ]}
          />
          <TextField label="Name" value={draft.name} onChange={set('name')} />
        </>
      )}
      <DateRangeFields draft={draft} set={set} error={dateError} />
    </FiltersForm>
  );
}

export function DocumentCapturesPage() {
  return <CaptureListPage kind="document" />;
}

export function LivenessChecksPage() {
  return <CaptureListPage kind="liveness" />;
}
