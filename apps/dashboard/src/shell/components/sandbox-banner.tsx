import { useAuthStore } from '../../session/auth-store';

/** Shown whenever the user is not in live mode. */
export function SandboxBanner() {
  const environment = useAuthStore((s) => s.user?.environment);
  if (environment === undefined || environment === 'live') return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-1.5 text-center font-medium text-amber-900 text-sm">
      Sandbox Mode
    </div>
  );
}
