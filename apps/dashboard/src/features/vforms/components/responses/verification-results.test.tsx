import type { HistoryScope, TVFormAnswer } from '@verity/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { VerificationResults } from './verification-results';

const captureAnswer = (
  value: Record<string, unknown>,
  status: 'approved' | 'declined' = 'approved',
): TVFormAnswer => ({
  fieldId: 'f-cap',
  label: 'Identity check',
  type: 'identity-capture',
  value,
  verification: { checkId: String(value.captureId), status, verified: status === 'approved' },
});

const ninAnswer: TVFormAnswer = {
  fieldId: 'f-nin',
  label: 'NIN',
  type: 'identity-verification',
  value: { number: '*******1111', isConsent: true },
  verification: { checkId: 'chk_1', status: 'found', verified: true },
};

// The response page's path: the links are wouter's, which read the location.
const render = (answers: TVFormAnswer[], scope: HistoryScope = { kind: 'business' }) =>
  renderToStaticMarkup(
    <Router ssrPath="/v-forms/tpl-1/reports/res-1">
      <VerificationResults answers={answers} scope={scope} />
    </Router>,
  );

/** The markup without tags: what a person reads. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('the verification results of a response', () => {
  it('shows an approved document and selfie capture with a link to its document capture', () => {
    const markup = render([
      captureAnswer({ captureId: 'cap_1', kind: 'document_and_liveness', documentType: 'passport' }),
    ]);
    expect(text(markup)).toBe(
      'Identity check:Passport and selfieApprovedView the document capture for Identity check',
    );
    expect(markup).toContain('href="/document-capture/cap_1"');
    expect(markup).toContain('<span class="sr-only"> for Identity check</span>');
    expect(markup).toContain('bg-emerald-50');
  });

  it('shows a declined liveness check with a link to it', () => {
    const markup = render([
      captureAnswer({ captureId: 'cap_2', kind: 'liveness', documentType: null }, 'declined'),
    ]);
    expect(text(markup)).toBe(
      'Identity check:Liveness checkDeclinedView the liveness check for Identity check',
    );
    expect(markup).toContain('href="/liveness-check/cap_2"');
    expect(markup).toContain('bg-red-50');
  });

  it('links to the capture in the organization the response was read in', () => {
    const organization: HistoryScope = { kind: 'organization', organizationId: 'org-1' };
    const document = render(
      [captureAnswer({ captureId: 'cap_3', kind: 'document', documentType: 'national_id' })],
      organization,
    );
    expect(text(document)).toContain('Identity check:NINApproved');
    expect(document).toContain('href="/organizations/org-1/document-capture/cap_3"');
    const liveness = render(
      [captureAnswer({ captureId: 'cap_4', kind: 'liveness', documentType: null })],
      organization,
    );
    expect(liveness).toContain('href="/organizations/org-1/liveness-check/cap_4"');
  });

  it('still shows an identity check by its masked number, linked to the check', () => {
    const markup = render([ninAnswer]);
    expect(text(markup)).toBe('NIN:*******1111VerifiedView the identity check for NIN');
    expect(markup).toContain('href="/customer-verification/chk_1"');
  });
});
