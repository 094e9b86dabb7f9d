import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';
import { meQueryKey } from '../../../session/use-session-check';
import { useBusinessProfile } from '../../../shell/use-business-profile';
import { sessionTimeoutChoices } from './session-timeout-card';

const NO_LIMIT = '';
const limitChoices = sessionTimeoutChoices.filter((choice) => choice.value > 0);

/**
 * For owners (business:settings:manage): the longest idle time anyone in the business may choose. A
 * member's longer choice (or "Never") counts as the limit until it is lifted.
 */
export function TeamSessionLimitCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const profile = useBusinessProfile().data;
  const save = useMutation({
    mutationFn: (limit: number | null) =>
      api.businesses.updateSettings({ maxSessionTimeoutInMinutes: limit }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: handleError,
  });
  const current = profile?.settings.maxSessionTimeoutInMinutes ?? null;
  const known = current === null || limitChoices.some((choice) => choice.value === current);
  return (
    <SettingsCard
      title="Session timeout limit for your team"
      description="Everyone in your business is signed out after at most this long without activity, whatever they chose."
    >
      <label htmlFor={id} className="mb-1 block font-medium">
        Longest allowed
      </label>
      <select
        id={id}
        className="rounded-md border border-slate-300 bg-white px-3 py-2"
        value={current ?? NO_LIMIT}
        disabled={!profile || save.isPending}
        onChange={(event) => save.mutate(event.target.value === NO_LIMIT ? null : Number(event.target.value))}
      >
        <option value={NO_LIMIT}>No limit</option>
        {!known && <option value={current ?? NO_LIMIT}>{current} minutes</option>}
        {limitChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </SettingsCard>
  );
}
