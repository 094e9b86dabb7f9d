import type { TBusinessCheck, TOnboardingProfile, TSignatureRequest } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  agreementFileName,
  documentRows,
  isProfileSection,
  pricingFacts,
  profileSections,
  reviewBusinessCheck,
  signatureActions,
  signatureFacts,
} from './profile-review';

const found: TBusinessCheck = {
  status: 'found',
  registrationNumber: 'RC1234567',
  registeredName: 'Sandbox Industries Limited',
  companyStatus: 'active',
  nameMatches: true,
  checkedAt: '2026-03-05T10:00:00Z',
};

describe('the business profile’s sections (§2)', () => {
  it('are the five children, in the order the business fills them in', () => {
    expect(profileSections.map((section) => section.slug)).toEqual([
      'business-information',
      'business-contact',
      'verification-documents',
      'subscription-and-pricing',
      'service-license-agreement',
    ]);
    expect(isProfileSection('verification-documents')).toBe(true);
    expect(isProfileSection('settlement-account')).toBe(false);
    expect(isProfileSection(undefined)).toBe(false);
  });
});

describe('the business check as staff weigh it', () => {
  it('clean: found, active, the name matches', () => {
    const review = reviewBusinessCheck(found, 'Sandbox Industries Ltd');
    expect(review.tone).toBe('good');
    expect(review.title).toBe('Found in the registry; the name matches');
    expect(review.facts).toEqual([
      ['Registration number', 'RC1234567'],
      ['Registered name', 'Sandbox Industries Limited'],
      ['Registry status', 'Active'],
      ['Name match', 'Matches the name given “Sandbox Industries Ltd”'],
      ['Checked', '05 March 2026, 10:00 UTC'],
    ]);
  });

  it('a name mismatch or an inactive company is a warning', () => {
    const mismatch = reviewBusinessCheck({ ...found, nameMatches: false }, 'Other Ltd');
    expect(mismatch).toMatchObject({ tone: 'warn', title: expect.stringMatching(/does not match/) });
    expect(mismatch.facts).toContainEqual(['Name match', 'Does not match the name given “Other Ltd”']);
    expect(reviewBusinessCheck({ ...found, companyStatus: 'struck_off' }, null)).toMatchObject({
      tone: 'warn',
      facts: expect.arrayContaining([['Registry status', 'Struck off']]),
    });
  });

  it('not found and unreachable say so, without registry facts', () => {
    const missing = { ...found, status: 'not_found' as const, registeredName: null, nameMatches: null };
    expect(reviewBusinessCheck(missing, null)).toMatchObject({
      tone: 'bad',
      title: 'Not found in the registry',
    });
    expect(reviewBusinessCheck(missing, null).facts.map(([label]) => label)).toEqual([
      'Registration number',
      'Checked',
    ]);
    expect(reviewBusinessCheck({ ...missing, status: 'unavailable' }, null).tone).toBe('neutral');
  });
});

describe('documents', () => {
  it('lists the four, each with its file or "Not uploaded"', () => {
    const documents = {
      cacCertificate: {
        fileId: 'f1',
        name: 'cac.pdf',
        mimeType: 'application/pdf',
        size: 240_000,
        location: 'https://example.test/api/media/v1/links/f1/cac.pdf?signature=x',
      },
    } as TOnboardingProfile['documents'];
    const rows = documentRows(documents);
    expect(rows.map((row) => row.label)).toEqual([
      'CAC certificate',
      'Memorandum and articles of association',
      'Utility bill',
      "Director's ID",
    ]);
    expect(rows[0]).toMatchObject({ detail: '240 KB, PDF', document: { name: 'cac.pdf' } });
    expect(rows[1]).toMatchObject({ detail: 'Not uploaded', document: null });
    expect(documentRows(null).every((row) => row.document === null)).toBe(true);
  });
});

describe('pricing', () => {
  it('names the model and each chosen tier with its monthly price', () => {
    expect(
      pricingFacts({
        model: 'plan',
        subplans: [
          {
            planId: 'p',
            subplanId: 's',
            planName: 'Customer Verification',
            subplanName: 'Growth',
            monthlyPrice: { amount: 20_000_000, currency: 'NGN' },
          },
        ],
      }),
    ).toEqual([
      ['Pricing model', 'A plan per product'],
      ['Customer Verification', 'Growth, ₦200,000.00 a month'],
    ]);
  });
});

describe('the signature request', () => {
  const pending: TSignatureRequest = {
    id: 'r1',
    status: 'pending',
    signeeEmail: 'ceo@newco.example',
    sentAt: '2026-03-05T10:00:00Z',
    expiresAt: '2026-03-19T10:00:00Z',
    remindersSent: 1,
    lastRemindedAt: '2026-03-06T08:30:00Z',
    signedAt: null,
    signedName: null,
    countersignedAt: null,
  };

  it('waiting: when it was sent, until when, the reminders; remind, cancel or download', () => {
    expect(signatureFacts(pending)).toEqual([
      ['Sent to', 'ceo@newco.example'],
      ['Sent', '05 March 2026, 10:00 UTC'],
      ['Link works until', '19 March 2026, 10:00 UTC'],
      ['Reminders', '1 sent, the last 06 March 2026, 08:30 UTC'],
    ]);
    expect(signatureActions(pending)).toEqual({ remind: true, cancel: true, download: true });
  });

  it('signed and counter-signed: by whom and when; download only', () => {
    const countersigned = {
      ...pending,
      status: 'countersigned' as const,
      signedAt: '2026-03-07T09:00:00Z',
      signedName: 'Chidi Signer',
      countersignedAt: '2026-03-08T12:00:00Z',
    };
    expect(signatureFacts(countersigned).slice(2)).toEqual([
      ['Signed', '07 March 2026, 09:00 UTC by Chidi Signer'],
      ['Counter-signed', '08 March 2026, 12:00 UTC'],
    ]);
    expect(signatureActions(countersigned)).toEqual({ remind: false, cancel: false, download: true });
  });

  it('cancelled or expired, or none: nothing to download', () => {
    expect(signatureActions({ ...pending, status: 'cancelled' })).toEqual({
      remind: false,
      cancel: false,
      download: false,
    });
    expect(signatureFacts({ ...pending, status: 'expired' })).toContainEqual([
      'Expired',
      '19 March 2026, 10:00 UTC',
    ]);
    expect(signatureActions(null).download).toBe(false);
  });

  it('names the download as the server does', () => {
    expect(agreementFileName('SLA-1', 'pending')).toBe('SLA-1.pdf');
    expect(agreementFileName('SLA-1', 'signed')).toBe('SLA-1-signed.pdf');
    expect(agreementFileName('SLA-1', 'countersigned')).toBe('SLA-1-countersigned.pdf');
  });
});
