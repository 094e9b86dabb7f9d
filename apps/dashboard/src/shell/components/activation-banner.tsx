import type { TBusinessProfile } from '@verity/client';
import { Link } from 'wouter';
import { useAuthStore } from '../../session/auth-store';
import { activationBanner } from '../lib/activation';
import { useShellStore } from '../shell-store';

/** The top-bar activation banner; who sees it is decided in lib/activation.ts. */
export function ActivationBanner({ business }: { business: TBusinessProfile }) {
  const user = useAuthStore((s) => s.user);
  const openBillingSteps = useShellStore((s) => s.openBillingSteps);
  const banner = user ? activationBanner(user, business) : null;
  if (!banner) return null;

  switch (banner.kind) {
    case 'not-activated':
      return (
        <div className="border-orange-200 border-b bg-orange-50 px-4 py-2 text-center text-orange-900 text-sm">
          Your business is not activated yet.{' '}
          <Link href="/get-started/business-activation" className="font-semibold underline">
            Complete your Business Verification
          </Link>{' '}
          to start running verifications.
        </div>
      );
    case 'pending':
      return (
        <div className="border-blue-200 border-b bg-blue-50 px-4 py-2 text-center text-blue-900 text-sm">
          {banner.text}
        </div>
      );
    case 'declined':
      return (
        <div className="border-orange-200 border-b bg-orange-50 px-4 py-2 text-center text-orange-900 text-sm">
          Your business activation was declined.{' '}
          <Link href="/get-started" className="font-semibold underline">
            See why and submit again
          </Link>
        </div>
      );
    case 'suspended':
      return (
        <div className="border-red-200 border-b bg-red-50 px-4 py-2 text-center text-red-900 text-sm">
          Your business is suspended: live checks and API keys are paused. Contact support to reinstate it.
        </div>
      );
    case 'steps':
      return (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={openBillingSteps}
          className="block w-full border-brand-100 border-b bg-brand-50 px-4 py-2 text-center font-medium text-brand-700 text-sm hover:bg-brand-100"
        >
          {banner.text} <span aria-hidden="true">→</span>
        </button>
      );
  }
}
