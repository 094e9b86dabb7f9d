import { Link } from 'wouter';
import { useAuthStore } from '../auth/auth-store';
import { useBusinessProfile } from '../shell/use-business-profile';

/** Home: a welcome and the way to getting started; the dashboards of later issues replace the rest. */
export default function HomePage() {
  const user = useAuthStore((s) => s.user);
  const business = useBusinessProfile().data;
  const businessName = business?.information.companyName ?? user?.business.name;
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="font-semibold text-2xl text-ink">Welcome, {user?.firstName}</h1>
      {businessName && <p className="text-lg text-muted">{businessName}</p>}
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="font-semibold text-ink">Set up your business</h2>
        <p className="mt-1 text-muted">
          Complete your business activation to run verifications in live mode.
        </p>
        <Link
          href="/get-started"
          className="mt-4 inline-flex rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          Get started
        </Link>
      </div>
    </section>
  );
}
