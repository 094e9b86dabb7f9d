/**
 * /audit-log: who did what in the business, newest first, filtered by event, resource, person and dates (kept
 * in the URL), a page at a time; a row opens its detail in a side panel, with what the write changed.
 */
import { auditEvents, type TAuditEvent, type TAuditLog, teamRouteAddresses } from '@verity/client';
import { useState } from 'react';
import { Chip, type Tone } from '../../../components/chip';
import { DateRangeFields, FiltersForm, useFilterDraft } from '../../../components/filters-form';
import { PageListTable } from '../../../components/page-list-table';
import { SelectField } from '../../../components/ui/select-field';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListUrl } from '../../../lib/use-list-url';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useCanCall } from '../../../session/use-can-call';
import { useTeam } from '../../team';
import { useAuditLog, useEventsAndResources } from '../api';
import { AuditEntryPanel } from '../components/audit-entry-panel';
import { type AuditFilterKey, auditDraftFrom, auditQueryFrom } from '../lib/audit-search';

export const eventLabel: Record<TAuditEvent, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Signed in',
  logout: 'Signed out',
};
const eventTone: Record<TAuditEvent, Tone> = {
  create: 'good',
  update: 'warn',
  delete: 'bad',
  login: 'neutral',
  logout: 'neutral',
};
const columns = ['When', 'Who', 'Event', 'What', 'IP address'] as const;

export default function AuditLogPage() {
  useDocumentTitle('Audit log');
  const { search, apply, goTo } = useListUrl();
  const query = auditQueryFrom(search);
  const { page, ...filters } = query;
  const log = useAuditLog(query);
  const failure = useQueryFailure(log.error);
  const [open, setOpen] = useState<TAuditLog | null>(null);
  const items = log.data?.items ?? [];
  const applied = Object.keys(filters).length > 0;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <h1 className="font-semibold text-2xl">Audit log</h1>
      {/* Keyed by the URL: the form starts from what is applied. */}
      <AuditFilters key={search} initial={auditDraftFrom(search)} applied={applied} onApply={apply} />
      <PageListTable
        list={log}
        failure={failure}
        empty={applied ? 'Nothing recorded matches these filters' : 'Nothing recorded yet'}
        itemCount={items.length}
        caption="Audit log, newest first"
        columns={columns}
        page={page}
        totalPages={log.data?.pagination.totalPages ?? 1}
        onPage={goTo}
      >
        {items.map((entry) => (
          <tr key={entry.id}>
            <td className="whitespace-nowrap px-3 py-2 text-sm">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </td>
            <td className="px-3 py-2">
              <div className="font-medium">{entry.user?.name || entry.user?.email || 'Someone outside'}</div>
              {entry.user?.name && <div className="text-muted text-sm">{entry.user.email}</div>}
            </td>
            <td className="px-3 py-2">
              <Chip tone={eventTone[entry.event]}>{eventLabel[entry.event]}</Chip>
            </td>
            <td className="px-3 py-2">
              <button
                type="button"
                className="text-left text-brand-700 underline"
                onClick={() => setOpen(entry)}
              >
                {entry.description}
              </button>
              {entry.changes && entry.changes.length > 0 && (
                <div className="text-muted text-sm">
                  Changed {entry.changes.map((change) => change.field).join(', ')}
                </div>
              )}
            </td>
            <td className="px-3 py-2 font-mono text-sm">{entry.ip ?? '—'}</td>
          </tr>
        ))}
      </PageListTable>
      {open && <AuditEntryPanel entry={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** The list with the applied value in it, so a select shows what the URL applied before its list loads. */
function withApplied(list: readonly string[], applied: string): string[] {
  return applied && !list.includes(applied) ? [...list, applied] : [...list];
}

function AuditFilters(props: {
  initial: Record<AuditFilterKey, string>;
  applied: boolean;
  onApply(search: string): void;
}) {
  const { draft, set, dateError, submit } = useFilterDraft(() => props.initial);
  const lists = useEventsAndResources();
  // The person filter lists the team, for those who may see it.
  const canSeeTeam = useCanCall(teamRouteAddresses.list);
  const team = useTeam({ limit: 100, status: 'active' }, canSeeTeam);
  const people = (team.data?.items ?? []).filter((member) => member.kind === 'user');
  return (
    <FiltersForm
      label="Filter the audit log"
      onSubmit={submit(props.onApply)}
      active={props.applied}
      onClear={() => props.onApply('')}
      columns={3}
    >
      <SelectField
        label="Event"
        value={draft.event}
        onChange={set('event')}
        options={[
          { value: '', label: 'Any event' },
          ...auditEvents.map((event) => ({ value: event, label: eventLabel[event] })),
        ]}
      />
      <SelectField
        label="Resource"
        value={draft.resource}
        onChange={set('resource')}
        options={[
          { value: '', label: 'Any resource' },
          ...withApplied(lists.data?.resources ?? [], draft.resource).map((resource) => ({
            value: resource,
            label: resource,
          })),
        ]}
      />
      <SelectField
        label="Person"
        value={draft.userId}
        onChange={set('userId')}
        options={[
          { value: '', label: 'Anyone' },
          ...people.map((member) => ({ value: member.id, label: member.name ?? member.email })),
          // Applied from the URL but not (yet, or no longer) in the team list: still shown as chosen.
          ...(draft.userId && !people.some((member) => member.id === draft.userId)
            ? [{ value: draft.userId, label: 'The chosen person' }]
            : []),
        ]}
      />
      <DateRangeFields draft={draft} set={set} error={dateError} />
    </FiltersForm>
  );
}
