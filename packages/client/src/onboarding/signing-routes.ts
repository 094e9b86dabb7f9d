/**
 * The signee's side of the service agreement: what the mailed signing link opens. No session: the link's
 * token is the credential, and a cancelled or expired request answers 404 ("not valid"). Signing is
 * audited in the business's log, naming the signee rather than a user.
 */
import { defineRoutes } from '../core/route-table.js';
import { ZTokenParams } from '../schemas/common.js';
import { ZSignAgreementRequest, ZSignatureRequestView } from './onboarding-schemas.js';

const PUBLIC = { tenancy: 'public' } as const;

export const signingRoutes = defineRoutes('user', {
  view: {
    method: 'GET',
    path: '/sla/signature-requests/:token',
    summary: 'The signee’s view of the signature request behind a signing link',
    access: PUBLIC,
    params: ZTokenParams,
    response: ZSignatureRequestView,
    errors: ['not_found'],
  },
  document: {
    method: 'GET',
    path: '/sla/signature-requests/:token/document',
    summary: 'The agreement to sign, as a PDF',
    access: PUBLIC,
    params: ZTokenParams,
    response: { file: 'application/pdf' },
    errors: ['not_found'],
  },
  sign: {
    method: 'POST',
    path: '/sla/signature-requests/:token/sign',
    summary: 'Signs the agreement with the signee’s typed name and drawn signature',
    access: PUBLIC,
    params: ZTokenParams,
    body: ZSignAgreementRequest,
    response: ZSignatureRequestView,
    // Stamped and sealed before its writes open a transaction.
    audit: { event: 'update', resource: 'service-agreement', ownTransaction: true },
    errors: ['conflict', 'not_found'],
  },
});
