/**
 * The onboarding profile's sections as platform staff review them, read only (the business-profile children).
 * Each says plainly when the business has not filled it in yet.
 */
import type { TOnboardingProfile } from '@verity/client';
import { Chip } from '../../../components/chip';
import { DetailSection } from '../../../components/detail-section';
import {
  contactFacts,
  documentRows,
  informationFacts,
  pricingFacts,
  reviewBusinessCheck,
  settlementFacts,
} from '../lib/profile-review';
import { Facts } from './facts';
import { SignatureRequestPanel } from './signature-request-panel';

const NotYet = ({ what }: { what: string }) => <p className="text-muted text-sm">{what} not given yet.</p>;

export function InformationSection({ profile }: { profile: TOnboardingProfile }) {
  const { information, businessCheck } = profile;
  const check = businessCheck ? reviewBusinessCheck(businessCheck, information?.companyName ?? null) : null;
  return (
    <>
      <DetailSection title="Business information">
        {information ? (
          <div className="flex flex-col gap-4">
            {information.logo && (
              <img
                src={information.logo}
                alt={`${information.companyName}'s logo`}
                className="h-16 w-auto max-w-48 self-start object-contain"
              />
            )}
            <Facts facts={informationFacts(information)} />
          </div>
        ) : (
          <NotYet what="The business information is" />
        )}
      </DetailSection>
      <DetailSection title="Business check">
        {check ? (
          <div className="flex flex-col gap-3">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <Chip tone={check.tone}>{check.tone === 'good' ? 'Clear' : 'Look closer'}</Chip>
              {check.title}
            </p>
            <Facts facts={check.facts} />
          </div>
        ) : (
          <p className="text-muted text-sm">
            No registry check yet: it runs when the business gives its registration number.
          </p>
        )}
      </DetailSection>
    </>
  );
}

export function ContactSection({ profile }: { profile: TOnboardingProfile }) {
  return (
    <DetailSection title="Business contact">
      {profile.contact ? (
        <Facts facts={contactFacts(profile.contact)} />
      ) : (
        <NotYet what="The contact details are" />
      )}
    </DetailSection>
  );
}

/** Each document opens in a new tab by its signed link, which works without the session. */
export function DocumentsSection({ profile }: { profile: TOnboardingProfile }) {
  const rows = documentRows(profile.documents);
  return (
    <DetailSection title="Verification documents">
      <ul className="flex flex-col divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.kind} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium">{row.label}</p>
              <p className="text-muted text-sm [overflow-wrap:anywhere]">
                {row.document ? `${row.document.name} · ${row.detail}` : row.detail}
              </p>
            </div>
            {row.document && (
              <a
                href={row.document.location}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline"
              >
                Open {row.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** How the business means to pay, and where its settlements go. */
export function PricingSection({ profile }: { profile: TOnboardingProfile }) {
  return (
    <>
      <DetailSection title="Subscription and pricing">
        {profile.subscriptionAndPricing ? (
          <Facts facts={pricingFacts(profile.subscriptionAndPricing)} />
        ) : (
          <NotYet what="The pricing choice is" />
        )}
      </DetailSection>
      <DetailSection title="Settlement account">
        {profile.settlementAccount ? (
          <Facts facts={settlementFacts(profile.settlementAccount)} />
        ) : (
          <NotYet what="The settlement account is" />
        )}
      </DetailSection>
    </>
  );
}

export function AgreementSection({
  businessId,
  profile,
}: {
  businessId: string;
  profile: TOnboardingProfile;
}) {
  const signee = profile.slaSignee;
  return (
    <>
      <DetailSection title="Signee">
        {signee ? (
          <Facts
            facts={[
              ['Name', `${signee.firstName} ${signee.lastName}`],
              ['Job title', signee.jobTitle],
              ['Email', signee.email],
            ]}
          />
        ) : (
          <NotYet what="The signee's details are" />
        )}
      </DetailSection>
      <DetailSection title="Signature request">
        <SignatureRequestPanel businessId={businessId} request={profile.signatureRequest} />
      </DetailSection>
    </>
  );
}
