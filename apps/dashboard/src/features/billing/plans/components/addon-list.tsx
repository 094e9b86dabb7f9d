import type { UseMutationResult } from '@tanstack/react-query';
import type { TAddon } from '@verity/client';
import { useState } from 'react';
import { toast } from '../../../../components/toasts/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Switch } from '../../../../components/ui/switch';
import { formatMoney } from '../../../../lib/format';
import { handleError } from '../../../../lib/handle-error';
import { useToggleAddon } from '../api';

export interface AddonListProps {
  /** What the list is named for assistive technology: 'Customer Verification add-ons'. */
  label: string;
  addons: readonly TAddon[];
  canManage: boolean;
}

/** Switches an add-on on or off: the business's own call, or platform staff's for a business. */
export type AddonToggle = UseMutationResult<TAddon, Error, { addonId: string; enabled: boolean }>;

/**
 * A plan's add-ons with their monthly price and an Enable/Disable switch. The server refuses an add-on
 * whose plan is not subscribed; its words stay beside that add-on.
 */
export function AddonList(props: AddonListProps) {
  return <AddonSwitchList {...props} toggle={useToggleAddon()} />;
}

/** The list itself, switching through `toggle`. */
export function AddonSwitchList({
  label,
  addons,
  canManage,
  toggle,
}: AddonListProps & { toggle: AddonToggle }) {
  const [refusal, setRefusal] = useState<{ addonId: string; message: string } | null>(null);
  const pendingId = toggle.isPending ? toggle.variables?.addonId : undefined;

  const change = (addon: TAddon, enabled: boolean) => {
    setRefusal(null);
    toggle.mutate(
      { addonId: addon.id, enabled },
      {
        onSuccess: () => toast.success(`${addon.name} ${enabled ? 'enabled' : 'disabled'}`),
        onError: (error) => {
          const resolution = handleError(error);
          if (resolution.action === 'show') setRefusal({ addonId: addon.id, message: resolution.message });
        },
      },
    );
  };

  if (addons.length === 0) return <p className="text-muted">No add-ons for this plan yet.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {addons.map((addon) => {
        const pending = pendingId === addon.id;
        // While the change is on its way the switch shows where it is going.
        const shown = pending ? Boolean(toggle.variables?.enabled) : addon.enabled;
        return (
          <li key={addon.id} className="flex flex-col gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold">{addon.name}</span>
                <span className="text-sm">{addon.description}</span>
                <span className="text-muted text-sm">{formatMoney(addon.monthlyPrice)} a month</span>
              </div>
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="text-sm">
                  {shown ? 'On' : 'Off'}
                </span>
                {canManage ? (
                  <Switch
                    label={addon.name}
                    checked={shown}
                    busy={pending}
                    onCheckedChange={(enabled) => change(addon, enabled)}
                  />
                ) : (
                  <span className="sr-only">{shown ? 'Enabled' : 'Disabled'}</span>
                )}
              </div>
            </div>
            {refusal?.addonId === addon.id && <Alert tone="error">{refusal.message}</Alert>}
          </li>
        );
      })}
    </ul>
  );
}
