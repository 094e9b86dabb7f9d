/**
 * The signee's side of the service agreement (issue #19): what the mailed link opens. No session: the
 * link's token is the credential (stored hashed; a reminder issues a new one, a cancelled or expired
 * request answers "not valid"). Signing is audited in the business's log; its audit page names the signee.
 */
import { ZSignAgreementRequest, ZTokenParams } from '@verity/client';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { runAuditedWrites } from '../audit/audit-hook.js';
import {
  prepareSignature,
  recordSignature,
  signatureRequestDocument,
  signatureRequestView,
} from './signature-requests.js';

export function registerSigningRoutes(app: AppInstance): void {
  const { ctx } = app;
  const base = '/sla/signature-requests/:token';

  app.get(base, { schema: { params: ZTokenParams } }, async (request) =>
    ok(await signatureRequestView(ctx, request.params.token), 'Signature request retrieved'),
  );

  app.get(`${base}/document`, { schema: { params: ZTokenParams } }, async (request, reply) => {
    const { pdf, agreementNumber } = await signatureRequestDocument(ctx, request.params.token);
    return sendPdf(reply, pdf, { name: `${agreementNumber}.pdf`, disposition: 'inline' });
  });

  app.post(
    `${base}/sign`,
    {
      schema: { params: ZTokenParams, body: ZSignAgreementRequest },
      // Stamped and sealed before the transaction opens (signature-requests.ts).
      config: { audit: { event: 'update', resource: 'service-agreement', ownTransaction: true } },
    },
    async (request) => {
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
  );
}
