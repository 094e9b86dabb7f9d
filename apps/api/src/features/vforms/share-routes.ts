/**
 * Sharing a form's public link by email (POST /v-forms/templates/{id}/share) or with a CSV of addresses
 * (POST /v-forms/templates/{id}/uploadcsv). Every address gets one mail
 * through the outbox, written in one transaction: either all of a share's mails are recorded or none is.
 * The routes are declared in the client's vformShareRoutes.
 */
import { type TVFormShareResult, VFORM_DEFAULTS, vformShareRoutes } from '@verity/client';
import { AppError, badRequest } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant, type Tenant } from '../auth/tenant.js';
import { readCsvUpload } from '../media/read-csv-upload.js';
import { templates } from '../outbox/templates.js';
import { candidatesFromCsv, checkRecipients, type Recipients } from './share-recipients.js';
import { loadOwnTemplate, loadPreset, publicFormUrl, type VFormTemplateRow } from './vform-store.js';

interface ShareMail {
  businessName: string;
  note: string | undefined;
}

export function registerShareRoutes(app: AppInstance): void {
  const { ctx } = app;

  /** The business's own form, or a preset (shared as its preview); it must be published either way. */
  async function shareable(owner: Tenant, id: string): Promise<{ row: VFormTemplateRow; link: string }> {
    let row: VFormTemplateRow;
    try {
      row = await loadOwnTemplate(ctx.db, owner, id);
    } catch (error) {
      if (!(error instanceof AppError) || error.errorName !== 'NotFoundError') throw error;
      row = await loadPreset(ctx.db, id);
    }
    if (row.status !== 'published') throw badRequest('Publish the vForm before sharing it');
    return { row, link: publicFormUrl(ctx.config.formsUrl, row) };
  }

  async function send(
    form: { row: VFormTemplateRow; link: string },
    recipients: Recipients,
    mail: ShareMail,
  ): Promise<TVFormShareResult> {
    await ctx.db.transaction(async (tx) => {
      for (const to of recipients.emails)
        await ctx.outbox.send(
          tx,
          templates.vformShare(to, mail.businessName, form.row.title, form.link, mail.note || undefined),
        );
    });
    // `id` names the form in the audit log.
    return { id: form.row.id, sent: recipients.emails.length, invalid: recipients.invalid };
  }

  registerRoutes(app, vformShareRoutes, {
    byEmail: async (request) => {
      const tenant = requireTenant(request);
      const { business } = requireAuth(request);
      const form = await shareable(tenant, request.params.id);
      const recipients = checkRecipients(request.body.to.map((value, index) => ({ row: index + 1, value })));
      const result = await send(form, recipients, {
        businessName: business.name,
        note: request.body.customNote,
      });
      return ok(result, 'vForm shared successfully');
    },

    byCsv: async (request) => {
      const tenant = requireTenant(request);
      const { business } = requireAuth(request);
      const form = await shareable(tenant, request.params.id);
      const content = await readCsvUpload(ctx, tenant, request.body.csvLink, VFORM_DEFAULTS.shareCsvMaxKb);
      const recipients = checkRecipients(candidatesFromCsv(content));
      if (recipients.emails.length === 0) {
        const message = 'The csv link field should hold at least one valid email address';
        throw new AppError('ValidationError', message, {
          data: { sent: 0, invalid: recipients.invalid },
          fieldErrors: { csvLink: message },
          errors: [`csvLink: ${message}`],
        });
      }
      const result = await send(form, recipients, {
        businessName: business.name,
        note: request.body.customNote,
      });
      return ok(result, 'vForm shared successfully');
    },
  });
}
