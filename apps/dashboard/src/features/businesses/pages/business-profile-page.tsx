/**
 * /businesses/{business_id}/manage/business-profile and its children (business-information, business-contact,
 * verification-documents, service-license-agreement, subscription-and-pricing): platform staff review the
 * business's onboarding profile a section at a time, read only, with the activation decision above every
 * section. The index opens the first section; an unknown section is the 404.
 */
import type { TOnboardingProfile } from '@verity/client';
import { useParams } from 'wouter';
import { DetailFrame } from '../../../components/detail-frame';
import NotFoundPage from '../../../components/errors/not-found-page';
import { PillNav } from '../../../components/pill-nav';
import { Redirect } from '../../../components/redirect';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { scopeBasePath } from '../../../shell/scoped-navigation';
import { useScopeProfile } from '../../../shell/use-scope-profile';
import { useOnboardingProfile } from '../api';
import { ActivationDecision } from '../components/activation-decision';
import {
  AgreementSection,
  ContactSection,
  DocumentsSection,
  InformationSection,
  PricingSection,
} from '../components/profile-sections';
import { isProfileSection, type ProfileSection, profileSections } from '../lib/profile-review';

const profilePath = (businessId: string) =>
  `${scopeBasePath('business', businessId)}/manage/business-profile`;

export default function BusinessProfilePage() {
  const { businessId = '', section } = useParams<{ businessId: string; section?: string }>();
  if (section === undefined) return <Redirect to={`${profilePath(businessId)}/${profileSections[0].slug}`} />;
  if (!isProfileSection(section)) return <NotFoundPage />;
  return <ProfileReview businessId={businessId} section={section} />;
}

function ProfileReview({ businessId, section }: { businessId: string; section: ProfileSection }) {
  const profile = useOnboardingProfile(businessId);
  const name = useScopeProfile('business', businessId).data?.name;
  const label = profileSections.find((candidate) => candidate.slug === section)?.label ?? '';
  useDocumentTitle(`${label} · ${name ?? 'Business profile'}`);
  const base = profilePath(businessId);

  return (
    <DetailFrame
      query={profile}
      back={{ href: `${scopeBasePath('business', businessId)}/manage`, label: 'Manage' }}
      title="Business profile"
      loadingLabel="Loading the business profile"
    >
      {(data, back) => {
        const businessName = name ?? data.information?.companyName ?? 'this business';
        return (
          <>
            {back}
            <div>
              <h1 className="font-semibold text-2xl">Business profile</h1>
              <p className="text-muted [overflow-wrap:anywhere]">{businessName}</p>
            </div>
            <ActivationDecision businessId={businessId} businessName={businessName} profile={data} />
            <PillNav
              label="Business profile sections"
              items={profileSections.map((candidate) => ({
                href: `${base}/${candidate.slug}`,
                label: candidate.label,
                current: candidate.slug === section,
              }))}
            />
            <SectionView businessId={businessId} section={section} profile={data} />
          </>
        );
      }}
    </DetailFrame>
  );
}

function SectionView({
  businessId,
  section,
  profile,
}: {
  businessId: string;
  section: ProfileSection;
  profile: TOnboardingProfile;
}) {
  switch (section) {
    case 'business-information':
      return <InformationSection profile={profile} />;
    case 'business-contact':
      return <ContactSection profile={profile} />;
    case 'verification-documents':
      return <DocumentsSection profile={profile} />;
    case 'subscription-and-pricing':
      return <PricingSection profile={profile} />;
    case 'service-license-agreement':
      return <AgreementSection businessId={businessId} profile={profile} />;
  }
}
