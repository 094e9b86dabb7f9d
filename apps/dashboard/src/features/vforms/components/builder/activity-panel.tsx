/** The form's last 10 activities (audit log filtered to this form): what, who and when. */
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../../../lib/format';
import { useActivities } from '../../api/builder-api';

const eventNames: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  login: 'Logged in',
  logout: 'Logged out',
};

export function ActivityPanel({ templateId }: { templateId: string }) {
  const activities = useActivities(templateId);
  return (
    <section aria-labelledby="activity-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="activity-heading" className="font-semibold text-ink">
        Activity
      </h2>
      {activities.isError && <p className="text-muted text-sm">The activity could not be loaded.</p>}
      {!activities.data && !activities.isError && <Spinner size="sm" label="Loading the activity" />}
      {activities.data && activities.data.length === 0 && <p className="text-muted text-sm">Nothing yet.</p>}
      {activities.data && activities.data.length > 0 && (
        <ol aria-label="Recent activity" className="mt-2 flex flex-col gap-2">
          {activities.data.map((activity) => (
            <li key={activity.id} className="text-sm">
              <p className="text-ink">
                <span className="font-medium">{eventNames[activity.event] ?? activity.event}</span>{' '}
                {activity.resource}
              </p>
              <p className="text-muted text-xs">
                {activity.user?.name ?? 'Someone'} ·{' '}
                <time dateTime={activity.createdAt}>{formatDateTime(activity.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
