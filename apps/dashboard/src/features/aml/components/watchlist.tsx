/** The business's own watchlist: add, edit, delete, and a CSV upload that reports each refused row and why. */
import { useQueryClient } from '@tanstack/react-query';
import {
  amlWatchlistCsvColumns,
  mediaRouteAddresses,
  amlReviewRouteAddresses as routes,
  type TAmlWatchlistEntry,
  type TAmlWatchlistEntryRequest,
} from '@verity/client';
import { type ChangeEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CursorListBody } from '../../../components/cursor-list-body';
import { DataTable } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { HistoryTableFrame } from '../../../components/history-table-frame';
import { ListSection } from '../../../components/list-section';
import { toast } from '../../../components/toasts/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { cursorOnly } from '../../../lib/filter-search';
import { countryName, formatDate } from '../../../lib/format';
import { handleError } from '../../../lib/handle-error';
import { businessScope } from '../../../lib/history-scope';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCursorListUrl } from '../../../lib/use-list-url';
import { useCanCall } from '../../../session/use-can-call';
import { forgetWatchlist, useWatchlist, useWatchlistChange } from '../api';
import { capital, entryDraft, watchlistFields, watchlistSchema } from '../lib/aml-forms';
import { WATCHLIST_PATH } from '../lib/aml-paths';
import { useAmlForm } from './aml-form';
import { AmlPagesNav } from './aml-history';

const columns = ['Name or wallet', 'Type', 'Country or chain', 'Reason', 'Added by', 'Date', 'Actions'];
const entryName = (entry: TAmlWatchlistEntry) => entry.name ?? entry.wallet?.address ?? entry.id;

export function WatchlistScreen() {
  useDocumentTitle('Watchlist');
  const url = useCursorListUrl(cursorOnly);
  const list = useWatchlist(url.search.cursor);
  const mayAdd = useCanCall(routes.addToWatchlist);
  const mayEdit = useCanCall(routes.updateWatchlistEntry, routes.removeFromWatchlist);
  const mayUpload = useCanCall(mediaRouteAddresses.uploadDocuments, routes.uploadWatchlist);
  const [editing, setEditing] = useState<TAmlWatchlistEntry | null | 'new'>(null);
  const [removing, setRemoving] = useState<TAmlWatchlistEntry | null>(null);
  const remove = useWatchlistChange((id: string) => api.aml.removeFromWatchlist(id));
  const removed = (entry: TAmlWatchlistEntry) => () => {
    toast.success(`${entryName(entry)} was removed from the watchlist`);
    setRemoving(null);
  };
  const row = (entry: TAmlWatchlistEntry) => (
    <tr key={entry.id}>
      <td className="max-w-64 break-words px-3 py-2 font-medium">{entryName(entry)}</td>
      <td className="px-3 py-2">{capital(entry.entityType)}</td>
      <td className="px-3 py-2">{entry.wallet ? capital(entry.wallet.chain) : countryName(entry.country)}</td>
      <td className="px-3 py-2">{entry.reason ?? '—'}</td>
      <td className="px-3 py-2">{entry.createdBy.name}</td>
      <td className="whitespace-nowrap px-3 py-2">{formatDate(entry.createdAt)}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {mayEdit &&
          (['Edit', 'Delete'] as const).map((action) => (
            <Button
              key={action}
              variant="ghost"
              onClick={() => (action === 'Edit' ? setEditing : setRemoving)(entry)}
            >
              {action}
              <span className="sr-only"> {entryName(entry)}</span>
            </Button>
          ))}
      </td>
    </tr>
  );
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Watchlist</h1>
      <AmlPagesNav scope={businessScope} current={WATCHLIST_PATH} />
      <p>Your own people, businesses and wallets, screened beside the lists in every check.</p>
      <ListSection
        id="watchlist-entries"
        title="Entries"
        actions={mayAdd && <Button onClick={() => setEditing('new')}>Add entry</Button>}
      >
        <CursorListBody
          list={list}
          noun="watchlist entries"
          onPage={url.goTo}
          table={(entries, state) => (
            <HistoryTableFrame
              caption="Watchlist entries"
              columns={columns}
              minWidth="min-w-[52rem]"
              {...state}
            >
              {entries.map(row)}
            </HistoryTableFrame>
          )}
        />
      </ListSection>
      {mayUpload && <WatchlistUpload />}
      {editing && <EntryDialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmDialog
          title={`Delete ${entryName(removing)} from the watchlist?`}
          text="Checks run from now on are not screened against it. Checks already run keep their hits."
          confirm="Delete entry"
          dismiss="Keep it"
          variant="danger"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: removed(removing), onError: handleError })}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

/** Add an entry (`entry` null) or edit one: a person or business by name, or a wallet by chain and address. */
function EntryDialog({ entry, onClose }: { entry: TAmlWatchlistEntry | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const form = useAmlForm(watchlistSchema, entryDraft(entry));
  const submit = form.submit(async (body) => {
    const request = body as TAmlWatchlistEntryRequest;
    const save = entry ? api.aml.updateWatchlistEntry(entry.id, request) : api.aml.addToWatchlist(request);
    toast.success(`${entryName((await save).data)} is on the watchlist`);
    forgetWatchlist(queryClient);
    onClose();
  });
  return (
    <FormDialog
      title={entry ? 'Edit watchlist entry' : 'Add to the watchlist'}
      action={entry ? 'Save entry' : 'Add entry'}
      pending={form.pending}
      failure={form.failure}
      onSubmit={submit}
      onClose={onClose}
    >
      {form.inputs(watchlistFields(form.value('entityType')))}
    </FormDialog>
  );
}

/** The file goes to the media service first; the screening reads it by the upload's location. */
async function uploadCsv(file: File) {
  const upload = await api.media.uploadDocuments([{ blob: file, name: file.name }]);
  const csvLink = upload.data.items[0]?.location;
  if (!csvLink) throw new Error('The CSV file could not be uploaded; try again');
  return api.aml.uploadWatchlist({ csvLink });
}

function WatchlistUpload() {
  const upload = useWatchlistChange(uploadCsv);
  const report = upload.data;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file, { onError: handleError });
  };
  return (
    <ListSection id="watchlist-upload" title="Upload entries">
      <TextField
        label="CSV file of entries"
        type="file"
        accept=".csv,text/csv"
        disabled={upload.isPending}
        aria-busy={upload.isPending || undefined}
        hint={`A header row naming the columns ${amlWatchlistCsvColumns.join(', ')}; lists separated by ';'.`}
        onChange={onFile}
      />
      {report && (
        <Alert tone={report.refused.length > 0 ? 'warning' : 'success'}>
          {report.added} added{report.refused.length > 0 && `, ${report.refused.length} refused`}
        </Alert>
      )}
      {report && report.refused.length > 0 && (
        <DataTable id="watchlist-refused" title="Refused rows" columns={['Row', 'Field', 'Reason']}>
          {report.refused.map((refusal) => (
            <tr key={`${refusal.row}|${refusal.field}|${refusal.message}`}>
              <td className="px-3 py-2 tabular-nums">{refusal.row}</td>
              <td className="px-3 py-2 font-mono text-xs">{refusal.field ?? '—'}</td>
              <td className="px-3 py-2">{refusal.message}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  );
}
