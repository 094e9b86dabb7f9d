/**
 * What a stranger filling a form calls, no login (spec/modules.md §7 vForms): the published template with
 * whether it takes responses now, an access point per open, a captcha challenge, file uploads and the
 * submission itself. A form that is not published (or another kind of id) is simply not available.
 */
import {
  type TPublicVFormTemplate,
  type TVFormAccessPoint,
  ZMultipartBody,
  ZVFormAccessPointRequest,
  ZVFormCaptureStartRequest,
  ZVFormSubmission,
  ZVFormUploadQuery,
  ZVFormViewQuery,
} from '@verity/client';
import { z } from 'zod';
import { vformAccessPoints } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
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

const ZIdParams = z.strictObject({ id: z.string().max(64) });
const ZTemplateIdParams = z.strictObject({ templateId: z.string().max(64) });

/** A published form of a business (presets are a preview: they are viewed, never answered). */
async function loadAnswerable(db: Db, id: string) {
  const row = await loadPublishedTemplate(db, id);
  if (row.kind !== 'VFormTemplate' || !row.businessId) throw notFound(NOT_AVAILABLE);
  return row as VFormTemplateRow & { businessId: string };
}

export function registerPublicRoutes(app: AppInstance, providers: IdentityProviders): void {
  const { ctx } = app;

  app.get(
    '/v-forms/templates/:id/view',
    { schema: { params: ZIdParams, querystring: ZVFormViewQuery } },
    async (request) => {
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
  );

  app.post(
    '/v-forms/access-points',
    {
      schema: { body: ZVFormAccessPointRequest },
      // One row per open of a form: counted in the analytics, not worth an audit entry each.
      config: { audit: false },
    },
    async (request, reply) => {
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
  );

  app.get('/v-forms/templates/:id/captcha', { schema: { params: ZIdParams } }, async (request, reply) => {
    const template = await loadAnswerable(ctx.db, request.params.id);
    reply.header('cache-control', 'no-store');
    return ok(await createCaptchaChallenge(ctx, template.id), 'Captcha challenge created');
  });

  app.post(
    '/v-forms/:templateId/uploads',
    {
      schema: { params: ZTemplateIdParams, querystring: ZVFormUploadQuery, body: ZMultipartBody },
      config: { audit: false },
    },
    async (request, reply) => {
      await ctx.rateLimiter.consume(respondentUploadLimit, request.ip);
      const template = await loadAnswerable(ctx.db, request.params.templateId);
      const file = await uploadRespondentFile(ctx, request, template, request.query);
      reply.code(201);
      return ok(file, 'Upload successful');
    },
  );

  // The respondent reached an identity capture field: a capture session for the form's business.
  app.post(
    '/v-forms/:templateId/captures',
    {
      schema: { params: ZTemplateIdParams, body: ZVFormCaptureStartRequest },
      // Like an access point, one per respondent's try: the session row names its form and field, and
      // the response that uses it is audited.
      config: { audit: false },
    },
    async (request, reply) => {
      await ctx.rateLimiter.consume(formCaptureLimit, request.ip);
      const template = await loadAnswerable(ctx.db, request.params.templateId);
      const started = await startFormCapture(ctx, template, {
        fieldId: request.body.fieldId,
        ip: request.ip,
      });
      reply.code(201);
      return ok(started, 'Capture session created');
    },
  );

  app.post(
    '/v-forms/:templateId',
    {
      schema: { params: ZTemplateIdParams, body: ZVFormSubmission },
      // The field checks ask registries before the response is stored: no request transaction across them.
      config: { audit: { event: 'create', resource: 'vForm response', ownTransaction: true } },
    },
    async (request, reply) => {
      const submitted = await submitResponse(ctx, providers, {
        templateId: request.params.templateId,
        body: request.body,
        ip: request.ip,
        audit: auditInTransaction(request),
      });
      reply.code(201);
      return ok(submitted.result, 'Response submitted successfully');
    },
  );
}
