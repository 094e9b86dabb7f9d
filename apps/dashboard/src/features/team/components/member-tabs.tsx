/**
 * A person's page tabs, shared by /team/{user_id} and /users/{user_id}: what they did (audit log rows, a
 * page at a time) and what their role lets them do.
 */

import type { UseQueryResult } from '@tanstack/react-query';
import type { PageList, TAuditLog } from '@verity/client';
import { PagePager } from '../../../components/page-pager';
import { QueryError } from '../../../components/query-error';
import { formatDateTime } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { usePermissionCatalogue } from '../api';
import { PermissionMatrix } from './permission-matrix';

export function MemberActivities({
  activities,
  page,
  onPage,
}: {
  activities: UseQueryResult<PageList<TAuditLog>>;
  page: number;
  onPage(page: number): void;
}) {
  const failure = useQueryFailure(activities.error);
  if (activities.isError) return <QueryError message={failure} onRetry={() => void activities.refetch()} />;
  const items = activities.data?.items ?? [];
  if (!activities.isPending && items.length === 0) return <p className="text-muted">Nothing recorded yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol
        className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white"
        aria-label="Activities"
      >
        {items.map((entry) => (
          <li key={entry.id} className="flex flex-wrap justify-between gap-2 p-3">
            <span>{entry.description}</span>
            <time className="text-muted text-sm" dateTime={entry.createdAt}>
              {formatDateTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      <PagePager
        page={page}
        totalPages={activities.data?.pagination.totalPages ?? 1}
        onPage={onPage}
        disabled={activities.isFetching}
      />
    </div>
  );
}

export function MemberPermissions({ held }: { held: readonly string[] }) {
  const catalogue = usePermissionCatalogue();
  if (!catalogue.data) return null;
  return <PermissionMatrix catalogue={catalogue.data} chosen={held} onChange={() => undefined} />;
}
