/** /settings/account: password, two-factor, session timeout, and (owners) forcing 2FA on the team. */
import { hasAllPermissions } from '@verity/client';
import { useAuthStore } from '../auth/auth-store';
import { ChangePasswordCard } from './components/change-password-card';
import { ForceTwoFactorCard } from './components/force-two-factor-card';
import { SessionTimeoutCard } from './components/session-timeout-card';
import { TwoFactorCard } from './components/two-factor-card';

export default function AccountPage() {
  const permissions = useAuthStore((s) => s.user?.role.permissions ?? []);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Account settings</h1>
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionTimeoutCard />
      {hasAllPermissions(permissions, ['business:settings:manage']) && <ForceTwoFactorCard />}
    </div>
  );
}
