/**
 * The signee's side of the service agreement: what the mailed link opens. No session: the
 * link's token is the credential (stored hashed; a reminder issues a new one, a cancelled or expired
 * request answers "not valid"). Signing is audited in the business's log; its audit page names the signee.
 */
import { signingRoutes } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { registerRoutes } from '../../http/register-routes.js';
import { runAuditedWrites } from '../audit/audit-hook.js';
import {
  prepareSignature,
  recordSignature,
  signatureRequestDocument,
  signatureRequestView,
} from './signature-requests.js';

export function registerSigningRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, signingRoutes, {
    view: async (request) =>
      ok(await signatureRequestView(ctx, request.params.token), 'Signature request retrieved'),

    document: async (request, reply) => {
      const { pdf, agreementNumber } = await signatureRequestDocument(ctx, request.params.token);
      return sendPdf(reply, pdf, { name: `${agreementNumber}.pdf`, disposition: 'inline' });
    },

    // Stamped and sealed before the transaction opens (signature-requests.ts).
    sign: async (request) => {
      const prepared = await prepareSignature(ctx, request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return runAuditedWrites(ctx, request, async () => {
        const signed = await recordSignature(ctx, prepared);
        // The signee is not a user of the business: the row names no user; the agreement names the signee.
        request.auditSubject = { businessId: signed.businessId, user: null, resourceId: signed.requestId };
        return ok(signed.view, 'Agreement signed');
      });
    },
  });
}
