/**
 * /organizations/{organization_id} (gate organization:view), in the organization layout: its profile (status,
 * contact, location, branch address) and its module pages the viewer may open. Staff of another organization,
 * and every other business, get the 404 (the API answers 404 for an organization that is not theirs).
 * Platform staff see the same profile from a business's admin view,
 * /businesses/admin/{business_id}/organizations/{organization_id}.
 */
import type { TOrganizationProfile } from '@verity/client';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { DetailFrame } from '../../../components/detail-frame';
import { DetailSection } from '../../../components/detail-section';
import { SummaryList } from '../../../components/ui/summary-list';
import { countryName } from '../../../lib/country-name';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthStore } from '../../../session/auth-store';
import { useOrganization } from '../api';
import { OrganizationStatusChip } from '../components/organization-status-chip';
import { organizationModuleLinks } from '../lib/organization-links';
import { useOrganizationsScope } from '../lib/organizations-scope';

export default function OrganizationPage() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const scope = useOrganizationsScope();
  const organization = useOrganization(organizationId, scope.businessId);
  useDocumentTitle(organization.data?.name ?? 'Organization');
  return (
    <DetailFrame
      query={organization}
      back={{ href: scope.listPath, label: 'Organizations' }}
      title="Organization"
      loadingLabel="Loading the organization"
    >
      {(data, back) => (
        <OrganizationProfile organization={data} back={back} staffView={scope.businessId !== null} />
      )}
    </DetailFrame>
  );
}

function OrganizationProfile({
  organization,
  back,
  staffView,
}: {
  organization: TOrganizationProfile;
  back: ReactNode;
  /** Platform staff's view: the organization's own pages are its staff's and its business's. */
  staffView: boolean;
}) {
  const held = useAuthStore((state) => state.user?.role.permissions);
  const links = staffView ? [] : organizationModuleLinks(organization.id, held ?? []);
  const contact = [organization.firstName, organization.lastName].filter(Boolean).join(' ');
  return (
    <>
      {back}
      <div className="flex flex-wrap items-center gap-3">
        {organization.logo && (
          <img src={organization.logo} alt="" className="h-12 w-12 rounded-md object-contain" />
        )}
        <h1 className="font-semibold text-2xl [overflow-wrap:anywhere]">{organization.name}</h1>
        <OrganizationStatusChip status={organization.status} />
      </div>
      {organization.status === 'pending' && (
        <p className="text-muted text-sm">
          Its first staff member has been invited and has not registered yet.
        </p>
      )}
      <DetailSection title="Profile">
        <SummaryList
          rows={[
            ['Contact person', contact || '—'],
            ['Contact email', organization.email ?? '—'],
            ['Support email', organization.supportEmail ?? '—'],
            ['Mobile', organization.mobile ?? '—'],
            ['Country', countryName(organization.countryCode)],
            ['Location', organization.location ?? '—'],
            ['Branch address', organization.branchAddress ?? '—'],
            ['Created', formatDate(organization.createdAt)],
          ]}
        />
      </DetailSection>
      {!staffView && (
        <DetailSection title="Its pages">
          {links.length === 0 ? (
            <p className="text-muted text-sm">Your role opens none of this organization’s pages.</p>
          ) : (
            <nav aria-label="This organization’s pages">
              <ul className="grid gap-3 sm:grid-cols-2">
                {links.map((link) => (
                  <li key={link.path}>
                    <Link
                      href={link.path}
                      className="flex rounded-lg border border-slate-200 p-3 font-medium text-brand-700 hover:border-brand-600 focus-visible:border-brand-600"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </DetailSection>
      )}
    </>
  );
}
