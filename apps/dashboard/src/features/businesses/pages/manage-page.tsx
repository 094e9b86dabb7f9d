/**
 * /businesses/{business_id}/manage (the manage index): where the business's activation stands, and its manage
 * children, each shown to staff who hold its gate: the business profile (the activation review) by
 * admin:business:view, top-up, invoices and pricing by admin:business:billing:view.
 */
import { hasAllPermissions, type Permission } from '@verity/client';
import { Link, useParams } from 'wouter';
import { DetailFrame } from '../../../components/detail-frame';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../session/auth-store';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { useScopeProfile } from '../../../shell/use-scope-profile';
import { useOnboardingProfile } from '../api';
import { BusinessStatusChip } from '../components/business-status-chip';

interface ManageLink {
  path: string;
  label: string;
  description: string;
  permissions: readonly Permission[];
}

const manageLinks: readonly ManageLink[] = [
  {
    path: 'business-profile',
    label: 'Business profile',
    description: 'Review its activation details and decide: activate, decline or suspend',
    permissions: ['admin:business:view'],
  },
  {
    path: 'account-topup',
    label: 'Account top-up',
    description: 'Its wallet: adjust the balance, issue or clear credit',
    permissions: ['admin:business:billing:view'],
  },
  {
    path: 'invoices',
    label: 'Invoices',
    description: 'Its invoices and what it owes',
    permissions: ['admin:business:billing:view'],
  },
  {
    path: 'pricing-subscription',
    label: 'Pricing and subscription',
    description: 'Its prices, plans and enterprise terms',
    permissions: ['admin:business:billing:view'],
  },
];

export default function ManagePage() {
  const { businessId = '' } = useParams<{ businessId: string }>();
  const profile = useOnboardingProfile(businessId);
  // The sidebar's own query: the name is already in the cache once the sidebar has shown it.
  const name = useScopeProfile('business', businessId).data?.name;
  useDocumentTitle(name ? `Manage ${name}` : 'Manage business');
  const base = `${scopeBasePath('business', businessId)}/manage`;
  const held = useAuthStore((state) => state.user?.role.permissions);
  const links = manageLinks.filter((link) => hasAllPermissions(held ?? [], link.permissions));

  return (
    <DetailFrame
      query={profile}
      back={{ href: '/businesses', label: 'Businesses' }}
      title="Manage"
      loadingLabel="Loading the business"
    >
      {(data, back) => (
        <>
          {back}
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-semibold text-2xl">{name ?? data.information?.companyName ?? 'Manage'}</h1>
            <BusinessStatusChip status={data.status} />
          </div>
          <nav aria-label="Manage the business">
            <ul className="grid gap-3 sm:grid-cols-2">
              {links.map((link) => (
                <li key={link.path}>
                  <Link
                    href={`${base}/${link.path}`}
                    className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600 focus-visible:border-brand-600"
                  >
                    <span className="font-semibold text-brand-700">{link.label}</span>
                    <span className="text-muted text-sm">{link.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </DetailFrame>
  );
}
