/**
 * What platform staff read when they review a business's activation (the manage child business-profile and
 * its five children): each section of the onboarding profile as labelled facts, the registry's answer for the
 * registration number, the documents, and where the service agreement's signature request stands. Pure: the
 * pages only lay these out.
 */
import {
  onboardingDocumentKinds,
  onboardingDocumentLabels,
  type TBusinessCheck,
  type TOnboardingDocument,
  type TOnboardingDocumentKind,
  type TOnboardingProfile,
  type TSignatureRequest,
} from '@verity/client';
import type { Tone } from '../../../components/chip';
import { countryName } from '../../../lib/country-name';
import { formatFileSize } from '../../../lib/file-size';
import { formatDateTime, formatMoney } from '../../../lib/format';

/** The business-profile children, in the order the business fills them in. */
export const profileSections = [
  { slug: 'business-information', label: 'Business information' },
  { slug: 'business-contact', label: 'Business contact' },
  { slug: 'verification-documents', label: 'Verification documents' },
  { slug: 'subscription-and-pricing', label: 'Subscription and pricing' },
  { slug: 'service-license-agreement', label: 'Service license agreement' },
] as const;

export type ProfileSection = (typeof profileSections)[number]['slug'];

export function isProfileSection(value: string | undefined): value is ProfileSection {
  return profileSections.some((section) => section.slug === value);
}

/** A fact and its value as text ('—' when the business has not given it). */
export type Fact = readonly [label: string, value: string];

const given = (value: string | null | undefined): string => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : '—';
};

export function informationFacts(information: NonNullable<TOnboardingProfile['information']>): Fact[] {
  return [
    ['Company name', information.companyName],
    ['Registration number', information.registrationNumber],
    ['Tax ID (TIN)', given(information.tin)],
    ['Country', countryName(information.countryCode)],
    ['Industry', information.industry],
  ];
}

export function contactFacts(contact: NonNullable<TOnboardingProfile['contact']>): Fact[] {
  const { person } = contact;
  return [
    ['Address', `${contact.address}, ${contact.city}, ${contact.state}`],
    ['Support email', contact.supportEmail],
    ['Support phone', contact.supportPhone],
    ['Website', given(contact.website)],
    ['Contact person', `${person.firstName} ${person.lastName}`],
    ['Job title', person.jobTitle],
    ['Contact email', person.email],
    ['Contact mobile', person.mobile],
  ];
}

export function settlementFacts(account: NonNullable<TOnboardingProfile['settlementAccount']>): Fact[] {
  return [
    ['Bank', account.bankName],
    ['Account number', account.accountNumber],
    ['Account name', account.accountName],
  ];
}

const pricingModelLabels = {
  pay_as_you_go: 'Pay as you go',
  plan: 'A plan per product',
  enterprise: 'Enterprise (terms agreed with sales)',
} as const;

export function pricingFacts(pricing: NonNullable<TOnboardingProfile['subscriptionAndPricing']>): Fact[] {
  return [
    ['Pricing model', pricingModelLabels[pricing.model]],
    ...pricing.subplans.map(
      (subplan): Fact => [
        subplan.planName,
        `${subplan.subplanName}${subplan.monthlyPrice ? `, ${formatMoney(subplan.monthlyPrice)} a month` : ''}`,
      ],
    ),
  ];
}

export interface CheckReview {
  tone: Tone;
  title: string;
  facts: Fact[];
}

const companyStatusWords: Readonly<Record<string, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  struck_off: 'Struck off',
};

function nameMatchText(check: TBusinessCheck, companyName: string | null): string {
  if (check.nameMatches === null) return '—';
  const given = companyName ? ` “${companyName}”` : '';
  return check.nameMatches ? `Matches the name given${given}` : `Does not match the name given${given}`;
}

/**
 * The registry's answer as staff weigh it: found with the name matching and the company active is clean;
 * a mismatch, an inactive company, no record or an unreachable registry each say what to look at.
 */
export function reviewBusinessCheck(check: TBusinessCheck, companyName: string | null): CheckReview {
  const facts: Fact[] = [['Registration number', check.registrationNumber]];
  if (check.status === 'found')
    facts.push(
      ['Registered name', given(check.registeredName)],
      [
        'Registry status',
        check.companyStatus
          ? (companyStatusWords[check.companyStatus] ?? check.companyStatus.replaceAll('_', ' '))
          : '—',
      ],
      ['Name match', nameMatchText(check, companyName)],
    );
  facts.push(['Checked', formatDateTime(check.checkedAt)]);
  switch (check.status) {
    case 'found':
      if (check.nameMatches === false)
        return { tone: 'warn', title: 'Found, but the name does not match the registry', facts };
      if (check.companyStatus !== 'active')
        return { tone: 'warn', title: 'Found, but the registry does not list it as active', facts };
      return { tone: 'good', title: 'Found in the registry; the name matches', facts };
    case 'not_found':
      return { tone: 'bad', title: 'Not found in the registry', facts };
    case 'unavailable':
      return { tone: 'neutral', title: 'The registry could not be reached', facts };
  }
}

export interface DocumentRow {
  kind: TOnboardingDocumentKind;
  label: string;
  /** Null when the business has not uploaded it. */
  document: TOnboardingDocument | null;
  /** '240 KB, PDF' */
  detail: string;
}

const typeWords: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

/** The four documents in the order the business uploads them, each with its file or none. */
export function documentRows(documents: TOnboardingProfile['documents']): DocumentRow[] {
  return onboardingDocumentKinds.map((kind) => {
    const document = documents?.[kind] ?? null;
    const type = document ? (typeWords[document.mimeType] ?? document.mimeType) : '';
    return {
      kind,
      label: onboardingDocumentLabels[kind],
      document,
      detail: document ? `${formatFileSize(document.size)}, ${type}` : 'Not uploaded',
    };
  });
}

export const signatureStatusLabels: Readonly<Record<TSignatureRequest['status'], string>> = {
  pending: 'Waiting for the signee',
  signed: 'Signed by the signee',
  countersigned: 'Signed and counter-signed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const signatureStatusTones: Readonly<Record<TSignatureRequest['status'], Tone>> = {
  pending: 'warn',
  signed: 'good',
  countersigned: 'good',
  cancelled: 'neutral',
  expired: 'bad',
};

/** The request's facts, in the order they happened. */
export function signatureFacts(request: TSignatureRequest): Fact[] {
  const facts: Fact[] = [
    ['Sent to', request.signeeEmail],
    ['Sent', formatDateTime(request.sentAt)],
  ];
  if (request.status === 'pending' || request.status === 'expired')
    facts.push([
      request.status === 'expired' ? 'Expired' : 'Link works until',
      formatDateTime(request.expiresAt),
    ]);
  if (request.status === 'pending')
    facts.push([
      'Reminders',
      request.remindersSent === 0
        ? 'None sent'
        : `${request.remindersSent} sent${request.lastRemindedAt ? `, the last ${formatDateTime(request.lastRemindedAt)}` : ''}`,
    ]);
  if (request.signedAt)
    facts.push(['Signed', `${formatDateTime(request.signedAt)} by ${request.signedName ?? 'the signee'}`]);
  if (request.countersignedAt) facts.push(['Counter-signed', formatDateTime(request.countersignedAt)]);
  return facts;
}

/** What can be done with the request: remind or cancel one still waiting; download one that exists. */
export function signatureActions(request: TSignatureRequest | null): {
  remind: boolean;
  cancel: boolean;
  download: boolean;
} {
  const waiting = request?.status === 'pending';
  const exists = waiting || request?.status === 'signed' || request?.status === 'countersigned';
  return { remind: waiting, cancel: waiting, download: exists };
}

/** The downloaded agreement's name, as the server's download-sla names it. */
export function agreementFileName(agreementNumber: string, status: TSignatureRequest['status']): string {
  if (status === 'signed') return `${agreementNumber}-signed.pdf`;
  if (status === 'countersigned') return `${agreementNumber}-countersigned.pdf`;
  return `${agreementNumber}.pdf`;
}
