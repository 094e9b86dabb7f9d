/**
 * vForm templates: create blank or from a preset, list and search, read, update only what is
 * supplied, publish, unpublish, delete-or-archive, share with the business, and the estimated charge.
 * Every id is the caller's business's or answers 404. The routes are declared in the client's
 * vformTemplateRoutes.
 */
import { defaultVFormSettings, vformTemplateRoutes } from '@verity/client';
import { eq } from 'drizzle-orm';
import { badRequest } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { type RouteHandler, registerRoutes } from '../../http/register-routes.js';
import { recordNamedChanges } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant } from '../auth/tenant.js';
import { copyOfPreset, createTemplate } from './create-template.js';
import { estimatedCharge } from './estimated-charge.js';
import { listTemplates } from './list-templates.js';
import { lockFields } from './move-field.js';
import { checkSettings, mergeSettings, settingsColumns } from './template-settings.js';
import {
  assertEditable,
  deleteOrArchiveTemplate,
  publishTemplate,
  shareTemplate,
  unpublishTemplate,
} from './template-status.js';
import { applyTheme, loadBusinessTheme } from './theme.js';
import {
  listFieldRows,
  loadOwnTemplate,
  loadPreset,
  presentTemplate,
  settingsOf,
  type VFormTemplateRow,
} from './vform-store.js';
import { vformTemplates } from './vforms-tables.js';

type TemplateRoutes = (typeof vformTemplateRoutes)['routes'];

export function registerTemplateRoutes(app: AppInstance): void {
  const { ctx } = app;
  const templateSource = {
    db: ctx.db,
    get formsUrl() {
      return ctx.config.formsUrl;
    },
  };
  const withFields = async (row: VFormTemplateRow) =>
    presentTemplate(row, await listFieldRows(ctx.db, row.id), ctx.config.formsUrl);

  // The two searches differ only in which forms they look through.
  const search =
    (status: 'active' | 'published', message: string): RouteHandler<TemplateRoutes['search']> =>
    async (request) => {
      const tenant = requireTenant(request);
      const { title, ...page } = request.query;
      return ok(await listTemplates(templateSource, { owner: tenant, status, title }, page), message);
    };

  registerRoutes(app, vformTemplateRoutes, {
    // ----------------------------------------------------------------------------------------- lists
    list: async (request) => {
      const tenant = requireTenant(request);
      const { type, ...page } = request.query;
      const status = type === 'all' ? 'active' : type;
      return ok(await listTemplates(templateSource, { owner: tenant, status }, page), 'vForms');
    },

    listPublished: async (request) => {
      const tenant = requireTenant(request);
      return ok(
        await listTemplates(templateSource, { owner: tenant, status: 'published' }, request.query),
        'Published vForms',
      );
    },

    search: search('active', 'vForms'),
    searchPublished: search('published', 'Published vForms'),

    listPresets: async (request) =>
      ok(
        await listTemplates(templateSource, { owner: 'presets', status: 'published' }, request.query),
        'Presets',
      ),

    getPreset: async (request) => ok(await withFields(await loadPreset(ctx.db, request.params.id)), 'Preset'),

    listShared: async (request) => {
      const tenant = requireTenant(request);
      return ok(
        await listTemplates(
          templateSource,
          { owner: tenant, status: 'published', sharedOnly: true },
          request.query,
        ),
        'Shared vForms',
      );
    },

    share: async (request) => {
      const tenant = requireTenant(request);
      const row = await loadOwnTemplate(ctx.db, tenant, request.body.templateId);
      return ok(await withFields(await shareTemplate(ctx.db, row, ctx.now())), 'vForm shared successfully');
    },

    // ---------------------------------------------------------------------------------------- create
    create: async (request, reply) => {
      const { user, business } = requireAuth(request);
      const body = request.body;
      const owner = {
        kind: 'VFormTemplate' as const,
        status: 'unpublished' as const,
        businessId: business.id,
        organizationId: user.organizationId,
        createdBy: user.id,
        environment: user.environment,
      };
      let created: Awaited<ReturnType<typeof createTemplate>>;
      if (request.params.type === 'preset') {
        if (body.presetVFormId === undefined)
          throw badRequest('The preset vForm id field is required', {
            presetVFormId: 'The preset vForm id field is required',
          });
        const preset = await loadPreset(ctx.db, body.presetVFormId);
        const copy = copyOfPreset(preset, await listFieldRows(ctx.db, preset.id));
        const settings = {
          ...copy.settings,
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.description === undefined ? {} : { description: body.description }),
        };
        created = await createTemplate(
          ctx.db,
          { ...owner, presetId: preset.id, settings, fields: copy.fields },
          ctx.now(),
        );
      } else {
        if (body.title === undefined)
          throw badRequest('The title field is required', { title: 'The title field is required' });
        const theme = await loadBusinessTheme(ctx.db, business.id);
        const settings = applyTheme(defaultVFormSettings(body.title, body.description ?? ''), theme);
        created = await createTemplate(ctx.db, { ...owner, presetId: null, settings, fields: [] }, ctx.now());
      }
      reply.code(201);
      return ok(
        presentTemplate(created.template, created.fields, ctx.config.formsUrl),
        'vForm created successfully',
      );
    },

    // ----------------------------------------------------------------------------------- one template
    get: async (request) => {
      const tenant = requireTenant(request);
      return ok(await withFields(await loadOwnTemplate(ctx.db, tenant, request.params.id)), 'vForm');
    },

    update: async (request) => {
      const tenant = requireTenant(request);
      const now = ctx.now();
      const { row, fields } = await ctx.db.transaction(async (tx) => {
        // Locked first, read second: two saves of different settings both land (the builder debounces edits).
        const fields = await lockFields(tx, request.params.id);
        const current = await loadOwnTemplate(tx, tenant, request.params.id);
        assertEditable(current);
        const before = settingsOf(current);
        const next = mergeSettings(before, request.body);
        checkSettings(next, fields);
        // The settings this save named, before and after (the audit row's "what changed").
        recordNamedChanges(request, request.body, before, next);
        const [row] = await tx
          .update(vformTemplates)
          .set({ ...settingsColumns(next), updatedAt: now })
          .where(eq(vformTemplates.id, current.id))
          .returning();
        return { row: row ?? current, fields };
      });
      return ok(presentTemplate(row, fields, ctx.config.formsUrl), 'vForm updated successfully');
    },

    publish: async (request) => {
      const tenant = requireTenant(request);
      const row = await loadOwnTemplate(ctx.db, tenant, request.params.id);
      const fields = await listFieldRows(ctx.db, row.id);
      const published = await publishTemplate(ctx.db, row, fields, ctx.now());
      return ok(presentTemplate(published, fields, ctx.config.formsUrl), 'vForm published successfully');
    },

    unpublish: async (request) => {
      const tenant = requireTenant(request);
      const row = await loadOwnTemplate(ctx.db, tenant, request.params.id);
      return ok(
        await withFields(await unpublishTemplate(ctx.db, row, ctx.now())),
        'vForm unpublished successfully',
      );
    },

    delete: async (request) => {
      const tenant = requireTenant(request);
      const row = await loadOwnTemplate(ctx.db, tenant, request.params.id);
      // Read before deleting: the answer shows the form as it was, fields included.
      const fields = await listFieldRows(ctx.db, row.id);
      const removal = await deleteOrArchiveTemplate(ctx.db, row, ctx.now());
      return ok(
        presentTemplate(removal.row, fields, ctx.config.formsUrl),
        removal.outcome === 'archived'
          ? 'vForm archived: it has responses, so it was kept'
          : 'vForm deleted successfully',
      );
    },

    estimatedCharge: async (request) => {
      const tenant = requireTenant(request);
      const row = await loadOwnTemplate(ctx.db, tenant, request.params.id);
      return ok(await estimatedCharge(ctx.db, await listFieldRows(ctx.db, row.id)), 'Estimated charge');
    },
  });
}
