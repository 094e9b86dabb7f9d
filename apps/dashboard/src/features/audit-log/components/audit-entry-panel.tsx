/** One audit entry in a side panel: who, when, from where, and what the write changed, field by field. */
import type { TAuditLog } from '@verity/client';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SummaryList } from '../../../components/ui/summary-list';
import { formatDateTime } from '../../../lib/format';

/** A recorded value as text: strings as they are, lists joined, anything else as JSON; none as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

export function AuditEntryPanel({ entry, onClose }: { entry: TAuditLog; onClose(): void }) {
  return (
    <Modal open title={entry.description} onClose={onClose} placement="right">
      <div className="flex flex-col gap-5">
        <SummaryList
          columns={3}
          rows={[
            [
              'When',
              <time key="when" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt)}
              </time>,
            ],
            [
              'Who',
              entry.user ? `${entry.user.name || entry.user.email} (${entry.user.email})` : 'Someone outside',
            ],
            ['Event', entry.event],
            ['Resource', entry.resource],
            ['Record', entry.resourceId ?? '—'],
            ['IP address', entry.ip ?? '—'],
          ]}
        />
        <div>
          <h3 className="font-semibold text-muted text-xs">Browser or client</h3>
          <p className="break-words text-sm">{entry.userAgent ?? '—'}</p>
        </div>
        <section aria-label="What changed">
          <h3 className="mb-2 font-semibold">What changed</h3>
          {entry.changes && entry.changes.length > 0 ? (
            <table className="w-full text-left text-sm">
              <thead className="text-muted text-xs uppercase">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Before
                  </th>
                  <th scope="col" className="py-1">
                    After
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entry.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {change.field}
                    </th>
                    <td className="py-1 pr-3 break-words">{shown(change.before)}</td>
                    <td className="py-1 break-words">{shown(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-muted text-sm">No field-by-field change was recorded for this entry.</p>
          )}
        </section>
        <div>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
