/** The business's own watchlist: add, edit, delete, and a CSV upload that reports each refused row and why. */
import type { TAmlWatchlistEntry, TAmlWatchlistEntryRequest } from '@verity/client';
import {
  amlWatchlistCsvColumns,
  mediaRouteAddresses,
  amlReviewRouteAddresses as routes,
} from '@verity/client';
import { type ChangeEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CursorListBody } from '../../../components/cursor-list-body';
import { DataTable } from '../../../components/data-table';
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
import { useWatchlist, useWatchlistChange } from '../api';
import { entryDraft, watchlistFields, watchlistSchema } from '../lib/aml-forms';
import { capital } from '../lib/aml-hits';
import { WATCHLIST_PATH } from '../lib/aml-paths';
import { AmlFormDialog } from './aml-form';
import { AmlPagesNav } from './aml-history';

const columns = ['Name or wallet', 'Type', 'Country or chain', 'Reason', 'Added by', 'Date', 'Actions'];
const entryName = (entry: TAmlWatchlistEntry) => entry.name ?? entry.wallet?.address ?? entry.id;
/** Adds an entry (`entry` null), or replaces the one being edited. */
const saveEntry = ({ entry, body }: { entry: TAmlWatchlistEntry | null; body: TAmlWatchlistEntryRequest }) =>
  entry ? api.aml.updateWatchlistEntry(entry.id, body) : api.aml.addToWatchlist(body);

export function WatchlistScreen() {
  useDocumentTitle('Watchlist');
  const url = useCursorListUrl(cursorOnly);
  const list = useWatchlist(url.search.cursor);
  const mayAdd = useCanCall(routes.addToWatchlist);
  const mayEdit = useCanCall(routes.updateWatchlistEntry, routes.removeFromWatchlist);
  const mayUpload = useCanCall(mediaRouteAddresses.uploadDocuments, routes.uploadWatchlist);
  // The entry in the Add/Edit dialog (null: a new one), and the one asked about before a delete.
  const [editing, setEditing] = useState<{ entry: TAmlWatchlistEntry | null } | null>(null);
  const [removing, setRemoving] = useState<TAmlWatchlistEntry | null>(null);
  const save = useWatchlistChange(saveEntry);
  const remove = useWatchlistChange((entry: TAmlWatchlistEntry) => api.aml.removeFromWatchlist(entry.id));
  const removed = (entry: TAmlWatchlistEntry) => () => {
    toast.success(`${entryName(entry)} was removed from the watchlist`);
    setRemoving(null);
  };
  const row = (item: TAmlWatchlistEntry) => (
    <tr key={item.id}>
      <td className="max-w-64 break-words px-3 py-2 font-medium">{entryName(item)}</td>
      <td className="px-3 py-2">{capital(item.entityType)}</td>
      <td className="px-3 py-2">{item.wallet ? capital(item.wallet.chain) : countryName(item.country)}</td>
      <td className="px-3 py-2">{item.reason ?? '—'}</td>
      <td className="px-3 py-2">{item.createdBy.name}</td>
      <td className="whitespace-nowrap px-3 py-2">{formatDate(item.createdAt)}</td>
      <td className="whitespace-nowrap px-3 py-2">
        {mayEdit &&
          (['Edit', 'Delete'] as const).map((action) => (
            <Button
              key={action}
              variant="ghost"
              onClick={() => (action === 'Edit' ? setEditing({ entry: item }) : setRemoving(item))}
            >
              {action}
              <span className="sr-only"> {entryName(item)}</span>
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
        actions={mayAdd && <Button onClick={() => setEditing({ entry: null })}>Add entry</Button>}
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
      {editing && (
        <AmlFormDialog
          title={editing.entry ? 'Edit watchlist entry' : 'Add to the watchlist'}
          action={editing.entry ? 'Save entry' : 'Add entry'}
          schema={watchlistSchema}
          initial={entryDraft(editing.entry)}
          save={async (body) =>
            `${entryName(await save.mutateAsync({ ...editing, body: body as TAmlWatchlistEntryRequest }))} is on the watchlist`
          }
          onClose={() => setEditing(null)}
        >
          {(form) => form.inputs(watchlistFields(form.value('entityType')))}
        </AmlFormDialog>
      )}
      {removing && (
        <ConfirmDialog
          title={`Delete ${entryName(removing)} from the watchlist?`}
          text="Checks run from now on are not screened against it. Checks already run keep their hits."
          confirm="Delete entry"
          dismiss="Keep it"
          variant="danger"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing, { onSuccess: removed(removing), onError: handleError })}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
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
  const refused = upload.data?.refused ?? [];
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
      {upload.data && (
        <Alert tone={refused.length > 0 ? 'warning' : 'success'}>
          {upload.data.added} added{refused.length > 0 && `, ${refused.length} refused`}
        </Alert>
      )}
      {refused.length > 0 && (
        <DataTable id="watchlist-refused" title="Refused rows" columns={['Row', 'Field', 'Reason']}>
          {refused.map((refusal) => (
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
