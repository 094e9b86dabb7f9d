/**
 * The service agreement's signature request as the business sees it (the service-license-agreement
 * step) and as the signee sees it (the public signing page): what state it is in, what can be done next,
 * and what the downloaded file is called.
 */
import type { TOnboardingProfile, TSignatureRequest, TSignatureRequestView } from '@verity/client';
import { formatDate, formatDateTime } from '../../../lib/format';

export type AgreementStage = 'none' | 'pending' | 'signed' | 'countersigned' | 'closed';

/** No request yet, or the last one cancelled or expired, reads as 'none' or 'closed': send one. */
export function agreementStage(request: TSignatureRequest | null): AgreementStage {
  if (!request) return 'none';
  switch (request.status) {
    case 'pending':
    case 'signed':
    case 'countersigned':
      return request.status;
    case 'cancelled':
    case 'expired':
      return 'closed';
  }
}

/**
 * Why the agreement cannot be sent yet, in the server's own order (apps/api signature-requests.ts
 * sendAgreement answers 409 with the same reasons), or null when it can.
 */
export function sendBlocker(
  profile: Pick<TOnboardingProfile, 'information' | 'subscriptionAndPricing' | 'slaSignee'>,
): string | null {
  if (!profile.information) return 'Add the business information before preparing the agreement.';
  if (!profile.subscriptionAndPricing)
    return 'Choose how you will pay (subscription and pricing) before preparing the agreement.';
  if (!profile.slaSignee) return "Save the signee's details before sending the agreement.";
  return null;
}

/** The request's facts, one line each, for the business's view of a request waiting or signed. */
export function requestFacts(request: TSignatureRequest): string[] {
  const facts = [`Sent to ${request.signeeEmail} on ${formatDateTime(request.sentAt)}`];
  switch (request.status) {
    case 'pending':
      facts.push(`The link works until ${formatDateTime(request.expiresAt)}`);
      facts.push(
        request.remindersSent === 0
          ? 'No reminders sent'
          : `${request.remindersSent} ${request.remindersSent === 1 ? 'reminder' : 'reminders'} sent${
              request.lastRemindedAt ? `, the last on ${formatDateTime(request.lastRemindedAt)}` : ''
            }`,
      );
      break;
    case 'signed':
    case 'countersigned':
      if (request.signedAt)
        facts.push(`Signed by ${request.signedName ?? 'the signee'} on ${formatDateTime(request.signedAt)}`);
      if (request.countersignedAt)
        facts.push(`Counter-signed by Verity on ${formatDateTime(request.countersignedAt)}`);
      break;
    case 'cancelled':
      facts.push('Cancelled: its link no longer works');
      break;
    case 'expired':
      facts.push(`Expired on ${formatDateTime(request.expiresAt)} before it was signed`);
      break;
  }
  return facts;
}

/** The downloaded agreement's name, as the server names it (download-sla's content-disposition). */
export function agreementFileName(agreementNumber: string, status: TSignatureRequest['status']): string {
  if (status === 'signed') return `${agreementNumber}-signed.pdf`;
  if (status === 'countersigned') return `${agreementNumber}-countersigned.pdf`;
  return `${agreementNumber}.pdf`;
}

/** What the signing page shows for the request behind its link. */
export type SigningState =
  | { kind: 'sign' }
  | { kind: 'signed'; text: string }
  | { kind: 'closed'; title: string; text: string };

export function signingState(view: TSignatureRequestView): SigningState {
  switch (view.status) {
    case 'pending':
      return { kind: 'sign' };
    case 'signed':
    case 'countersigned':
      return {
        kind: 'signed',
        text: view.signedAt ? `Signed on ${formatDate(view.signedAt)}` : 'Signed',
      };
    case 'cancelled':
      return {
        kind: 'closed',
        title: 'This signature request was cancelled',
        text: `${view.companyName} cancelled it, so there is nothing to sign. If that is a mistake, ask them to send the agreement again.`,
      };
    case 'expired':
      return {
        kind: 'closed',
        title: 'This signing link has expired',
        text: `It worked until ${formatDate(view.expiresAt)}. Ask ${view.companyName} to send the agreement again.`,
      };
  }
}

/** A link that finds no request: a wrong or old link (a reminder replaces it), or a cancelled request. */
export const INVALID_LINK_TEXT =
  'The link may be mistyped, replaced by a newer reminder, or for a request that was cancelled. Use the latest email you received, or ask the business to send the agreement again.';
