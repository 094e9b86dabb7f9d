import { useMutation } from '@tanstack/react-query';
import { cappedSessionTimeout } from '@verity/client';
import { useId } from 'react';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { useCurrentUser } from '../../../session/use-current-user';

/** -1 turns the idle logout off. */
export const sessionTimeoutChoices = [
  { value: 1, label: '1 minute' },
  { value: 5, label: '5 minutes' },
  { value: 15, label: '15 minutes' },
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 240, label: '4 hours' },
  { value: -1, label: 'Never' },
] as const;

export function SessionTimeoutCard() {
  const { user, replaceUser } = useCurrentUser();
  const id = useId();
  const save = useMutation({
    mutationFn: (minutes: number) => api.users.updateMe({ settings: { sessionTimeoutInMinutes: minutes } }),
    onSuccess: ({ data }) => {
      replaceUser(data.user);
      toast.success('Session timeout updated');
    },
    onError: handleError,
  });
  const current = user?.settings.sessionTimeoutInMinutes ?? 30;
  const cap = user?.settings.maxSessionTimeoutInMinutes ?? null;
  // Only what the business allows; "Never" is over every limit.
  const choices = sessionTimeoutChoices.filter(
    (choice) => cappedSessionTimeout(choice.value, cap) === choice.value,
  );
  const known = choices.some((choice) => choice.value === current);
  return (
    <SettingsCard
      title="Session timeout"
      description="After this long without activity you are warned, then signed out."
    >
      <label htmlFor={id} className="mb-1 block font-medium">
        Sign me out after
      </label>
      <select
        id={id}
        className="rounded-md border border-slate-300 bg-white px-3 py-2"
        value={current}
        disabled={save.isPending}
        onChange={(event) => save.mutate(Number(event.target.value))}
      >
        {!known && <option value={current}>{current} minutes</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {cap !== null && <p className="mt-2 text-muted text-xs">Your business allows at most {cap} minutes.</p>}
    </SettingsCard>
  );
}
