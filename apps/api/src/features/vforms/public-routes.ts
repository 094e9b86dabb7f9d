/**
 * What a stranger filling a form calls, no login: the published template with
 * whether it takes responses now, an access point per open, a captcha challenge, file uploads and the
 * submission itself. A form that is not published (or another kind of id) is simply not available. The
 * routes are declared in the client's vformPublicRoutes.
 */
import { type TPublicVFormTemplate, type TVFormAccessPoint, vformPublicRoutes } from '@verity/client';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { newId } from '../../lib/ids.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import type { IdentityProviders } from '../identity/run-identity-check.js';
import { createCaptchaChallenge } from './captcha.js';
import { availabilityOf } from './form-availability.js';
import { formCaptureLimit, startFormCapture } from './form-capture.js';
import { countryOfIp } from './ip-country.js';
import { NOT_AVAILABLE, submitResponse } from './submit-response.js';
import { respondentUploadLimit, uploadRespondentFile } from './upload-respondent-file.js';
import {
  type Db,
  listFieldRows,
  loadPublishedTemplate,
  presentTemplate,
  type VFormTemplateRow,
} from './vform-store.js';
import { vformAccessPoints } from './vforms-tables.js';

/** A published form of a business (presets are a preview: they are viewed, never answered). */
async function loadAnswerable(db: Db, id: string) {
  const row = await loadPublishedTemplate(db, id);
  if (row.kind !== 'VFormTemplate' || !row.businessId) throw notFound(NOT_AVAILABLE);
  return row as VFormTemplateRow & { businessId: string };
}

export function registerPublicRoutes(app: AppInstance, providers: IdentityProviders): void {
  const { ctx } = app;

  registerRoutes(app, vformPublicRoutes, {
    view: async (request) => {
      const row = await loadPublishedTemplate(ctx.db, request.params.id);
      const template = presentTemplate(row, await listFieldRows(ctx.db, row.id), ctx.config.formsUrl);
      const view: TPublicVFormTemplate = {
        id: template.id,
        __type: template.__type,
        businessId: template.businessId,
        title: template.title,
        description: template.description,
        titleColor: template.titleColor,
        backgroundColor: template.backgroundColor,
        logoAlignment: template.logoAlignment,
        logoShape: template.logoShape,
        titleAlignment: template.titleAlignment,
        descriptionAlignment: template.descriptionAlignment,
        banner: template.banner,
        logo: template.logo,
        submitButtonColor: template.submitButtonColor,
        submitButtonLabelColor: template.submitButtonLabelColor,
        pagination: template.pagination,
        allowCaptcha: template.allowCaptcha,
        redirectToWebsite: template.redirectToWebsite,
        confirmation: template.confirmation,
        tracking: template.tracking,
        fields: template.fields,
        availability: availabilityOf(row, template, ctx.now(), request.ip),
      };
      return ok(view, 'Form retrieved');
    },

    createAccessPoint: async (request, reply) => {
      const template = await loadAnswerable(ctx.db, request.body.templateId);
      if (request.body.businessId !== undefined && request.body.businessId !== template.businessId)
        throw notFound(NOT_AVAILABLE);
      const [row] = await ctx.db
        .insert(vformAccessPoints)
        .values({
          id: newId(),
          templateId: template.id,
          businessId: template.businessId,
          country: countryOfIp(request.ip),
          details: request.body.details ?? {},
          createdAt: ctx.now(),
        })
        .returning();
      if (!row) throw new Error('access point insert returned nothing');
      const point: TVFormAccessPoint = {
        id: row.id,
        templateId: row.templateId,
        businessId: row.businessId,
        country: row.country,
        createdAt: row.createdAt.toISOString(),
      };
      reply.code(201);
      return ok(point, 'Access point recorded');
    },

    captcha: async (request, reply) => {
      const template = await loadAnswerable(ctx.db, request.params.id);
      reply.header('cache-control', 'no-store');
      return ok(await createCaptchaChallenge(ctx, template.id), 'Captcha challenge created');
    },

    upload: async (request, reply) => {
      await ctx.rateLimiter.consume(respondentUploadLimit, request.ip);
      const template = await loadAnswerable(ctx.db, request.params.templateId);
      const file = await uploadRespondentFile(ctx, request, template, request.query);
      reply.code(201);
      return ok(file, 'Upload successful');
    },

    // The respondent reached an identity capture field: a capture session for the form's business.
    startCapture: async (request, reply) => {
      await ctx.rateLimiter.consume(formCaptureLimit, request.ip);
      const template = await loadAnswerable(ctx.db, request.params.templateId);
      const started = await startFormCapture(ctx, template, {
        fieldId: request.body.fieldId,
        ip: request.ip,
      });
      reply.code(201);
      return ok(started, 'Capture session created');
    },

    submit: async (request, reply) => {
      const submitted = await submitResponse(ctx, providers, {
        templateId: request.params.templateId,
        body: request.body,
        ip: request.ip,
        audit: auditInTransaction(request),
      });
      reply.code(201);
      return ok(submitted.result, 'Response submitted successfully');
    },
  });
}
