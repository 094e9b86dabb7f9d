import { Switch } from '../../components/ui/switch';
import { handleError } from '../../lib/handle-error';
import { useAuthStore } from '../../session/auth-store';
import { useSwitchEnvironment } from '../use-switch-environment';

/**
 * The Live/Sandbox switch in the header. While the call runs it shows the value asked for; on failure it
 * falls back to the user's environment, which never changed, and the error is shown.
 */
export function EnvironmentSwitch() {
  const environment = useAuthStore((s) => s.user?.environment);
  const switchEnvironment = useSwitchEnvironment();
  if (environment === undefined) return null;

  const live = switchEnvironment.isPending ? switchEnvironment.variables === 'live' : environment === 'live';

  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="font-medium text-muted text-sm max-sm:hidden">
        {live ? 'Live' : 'Sandbox'}
      </span>
      <Switch
        label="Live mode"
        checked={live}
        busy={switchEnvironment.isPending}
        onCheckedChange={(checked) =>
          switchEnvironment.mutate(checked ? 'live' : 'sandbox', { onError: handleError })
        }
      />
    </div>
  );
}
