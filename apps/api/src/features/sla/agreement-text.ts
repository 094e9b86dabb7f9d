/**
 * The wording of the service agreement, as data: what it says, kept apart from how it is laid out
 * (agreement-pdf.ts), so the clauses can be reviewed and changed without touching the rendering.
 * Plain English, short clauses; the commitments here (99.5% availability, response times, notice
 * periods) are the ones the product promises and must change together with it.
 */
import { formatLongDate } from '@verity/client';

export interface AgreementDetails {
  agreementNumber: string;
  companyName: string;
  registrationNumber: string | null;
  countryName: string;
  address: string | null;
  signee: { name: string; email: string; title: string | null };
  plan: { label: string; summary: string[] };
  currency: 'NGN' | 'USD';
  effectiveDate: Date;
  platformName: 'Verity';
}

export interface AgreementSection {
  heading: string;
  /** Paragraphs before the bullets. */
  paragraphs: string[];
  bullets?: string[];
  /** Paragraphs after the bullets. */
  closing?: string[];
}

export const AGREEMENT_TITLE = 'Service Level Agreement';
export const AVAILABILITY_TARGET = '99.5%';

const CURRENCY_NAMES: Record<AgreementDetails['currency'], string> = {
  NGN: 'Nigerian naira (NGN)',
  USD: 'US dollars (USD)',
};

/** "27 November 2026", in UTC: spelled out by hand so the output never depends on the host's locale data. */
export function agreementDate(date: Date): string {
  return formatLongDate(date);
}

export function agreementSections(details: AgreementDetails): AgreementSection[] {
  const platform = details.platformName;
  const business = [
    details.companyName,
    details.registrationNumber ? `registration number ${details.registrationNumber}` : null,
    `of ${[details.address, details.countryName].filter(Boolean).join(', ')}`,
  ]
    .filter(Boolean)
    .join(', ');
  const signee = [details.signee.name, details.signee.title, details.signee.email].filter(Boolean).join(', ');

  return [
    {
      heading: '1. The parties',
      paragraphs: ['This Service Level Agreement (the "Agreement") is made between:'],
      bullets: [
        `${platform} ("${platform}", "we"), the provider of the ${platform} identity verification platform; and`,
        `${business} (the "Business", "you"), represented by ${signee}.`,
      ],
      closing: [
        `It sets out the service levels ${platform} commits to for the Business's use of the ${platform} platform under the plan below. It applies alongside ${platform}'s Terms of Service; where the two differ on service levels, this Agreement prevails.`,
      ],
    },
    {
      heading: '2. Plan and pricing',
      paragraphs: [`The Business subscribes to the ${details.plan.label} plan:`],
      bullets: details.plan.summary,
      closing: [
        `All amounts are in ${CURRENCY_NAMES[details.currency]} and exclude VAT and other taxes unless stated. Plan fees are invoiced monthly in advance; usage beyond the plan's allowance is invoiced monthly in arrears at the plan's published rates.`,
        `${platform} will give at least 30 days' written notice of a price change, and the Business may end this Agreement before the change takes effect.`,
      ],
    },
    {
      heading: '3. Availability',
      paragraphs: [
        `${platform} will keep the platform's API and dashboard available for at least ${AVAILABILITY_TARGET} of each calendar month ("Monthly Availability"), measured by ${platform}'s external monitoring at one-minute intervals.`,
        'Scheduled maintenance announced at least 48 hours in advance (no more than 4 hours a month) does not count as unavailability, nor do outages caused by the Business or its systems, by third-party identity sources, or by events beyond our reasonable control.',
        `If Monthly Availability falls below ${AVAILABILITY_TARGET}, the Business may claim a service credit of 10% of that month's plan fee (25% below 99.0%) by writing to ${platform} within 30 days of the month's end.`,
      ],
    },
    {
      heading: '4. Support',
      paragraphs: [
        `Support is available by email and in the dashboard. ${platform} will first respond within these times, counted in business hours (09:00 to 18:00 West Africa Time, Monday to Friday):`,
      ],
      bullets: [
        'Critical (the platform is unavailable, or verifications fail for all users): within 1 hour, around the clock.',
        'High (a major feature is impaired with no workaround): within 4 business hours.',
        'Normal (other faults): within 1 business day.',
        'Questions and requests: within 2 business days.',
      ],
      closing: [`${platform} will keep the Business informed until the issue is resolved.`],
    },
    {
      heading: '5. Data protection and security',
      paragraphs: [
        `${platform} processes the personal data the Business submits only to provide the service and on the Business's documented instructions, as its data processor, in line with applicable data protection law (including, where they apply, the Nigeria Data Protection Act 2023 and the EU and UK GDPR).`,
        'Data is encrypted in transit and at rest, access is limited to staff who need it, and verification records are kept for the retention period set in the dashboard and then deleted.',
        `${platform} will tell the Business of a personal data breach affecting its data without undue delay, and within 72 hours of becoming aware of it. Subprocessors are used only under written terms that protect the data to the same standard, and are listed on request.`,
      ],
    },
    {
      heading: '6. Term and termination',
      paragraphs: [
        'This Agreement starts on the effective date and continues month to month until ended.',
        "Either party may end it by giving 30 days' written notice, or at once by written notice if the other materially breaches it and does not put the breach right within 14 days of being asked to.",
        `After termination the Business may export its data for 30 days; ${platform} then deletes it unless the law requires us to keep it. Fees for the period before termination remain payable.`,
      ],
    },
    {
      heading: '7. Signatures',
      paragraphs: [
        `The parties agree to sign this Agreement electronically. The Business's signatory signs first; ${platform} then countersigns. Both signatures are sealed into this document as digital signatures with ${platform}'s platform certificate, and an audit trail page records how the Business signed. Any later change to the document invalidates those digital signatures.`,
      ],
    },
  ];
}
