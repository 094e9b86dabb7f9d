/**
 * /settings/account: password, two-factor, session timeout; for owners, the business's details and the
 * team's security settings (forcing 2FA, the idle timeout's limit).
 */
import { businessesRouteAddresses, twoFactorRouteAddresses } from '@verity/client';
import { useCanCall } from '../../session/use-can-call';
import { BusinessDetailsCard } from './components/business-details-card';
import { ChangePasswordCard } from './components/change-password-card';
import { ForceTwoFactorCard } from './components/force-two-factor-card';
import { SessionTimeoutCard } from './components/session-timeout-card';
import { TeamSessionLimitCard } from './components/team-session-limit-card';
import { TwoFactorCard } from './components/two-factor-card';

export default function AccountPage() {
  const canEditBusiness = useCanCall(businessesRouteAddresses.update);
  const canForceTwoFactor = useCanCall(twoFactorRouteAddresses.setForceTwoFactor);
  const canLimitSessions = useCanCall(businessesRouteAddresses.updateSettings);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-semibold text-2xl">Account settings</h1>
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionTimeoutCard />
      {canEditBusiness && <BusinessDetailsCard />}
      {canForceTwoFactor && <ForceTwoFactorCard />}
      {canLimitSessions && <TeamSessionLimitCard />}
    </div>
  );
}
