import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SettingsCard } from '../../../components/settings-card';
import { toast } from '../../../components/toasts/toast-store';
import { api } from '../../../lib/api-client';
import { handleError } from '../../../lib/handle-error';

/** For owners (business:settings:manage): require 2FA of everyone in the business. */
export function ForceTwoFactorCard() {
  const queryClient = useQueryClient();
  const business = useQuery({
    queryKey: ['businesses', 'me'],
    queryFn: async ({ signal }) => (await api.businesses.me({ signal })).data,
  });
  // The switch shows the choice at once (set in the click's own render); the server's answer replaces it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (force2FA: boolean) => api.businesses.setForceTwoFactor({ force2FA }),
    onSuccess: async ({ message }) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ['businesses'] });
    },
    onError: handleError,
    onSettled: () => setChosen(null),
  });
  const forced = chosen ?? business.data?.force2FA ?? false;
  return (
    <SettingsCard
      title="Require two-factor authentication"
      description="Everyone in your business will have to set up two-factor authentication at their next sign-in."
    >
      <label className="inline-flex items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={forced}
          className="h-5 w-5"
          checked={forced}
          disabled={business.isPending || save.isPending}
          onChange={(event) => {
            setChosen(event.target.checked);
            save.mutate(event.target.checked);
          }}
        />
        <span className="font-medium">Require two-factor authentication for my team</span>
      </label>
    </SettingsCard>
  );
}
