/**
 * vForm fields: the palette and the settings panel's options, and a template's
 * fields: add at a position, update only supplied settings, delete, move and duplicate. Positions stay
 * dense and 0-based; every change runs in a transaction with the template locked (move-field.ts). The
 * routes are declared in the client's vformFieldRoutes (each write filed under its form in the audit log).
 */
import {
  certificateTypes,
  personalInformationCustomFields,
  type TVFormFieldOptions,
  vformAlignments,
  vformFieldRoutes,
  vformLogoShapes,
  vformPaginationTypes,
} from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { newId } from '../../lib/ids.js';
import { recordNamedChanges } from '../audit/audit-hook.js';
import { requireTenant, type Tenant } from '../auth/tenant.js';
import { verificationTypeOptions } from './estimated-charge.js';
import { applyFieldUpdate, checkField, draftOf, type FieldDraft } from './field-settings.js';
import { defaultFieldSettings, fieldTemplateList } from './field-templates.js';
import { insertField, lockFields, moved, writePositions } from './move-field.js';
import { assertEditable } from './template-status.js';
import { loadBusinessTheme } from './theme.js';
import {
  listFieldRows,
  loadOwnTemplate,
  presentField,
  settingsOf,
  type VFormFieldRow,
  type VFormTemplateRow,
} from './vform-store.js';
import { vformFields, vformTemplates } from './vforms-tables.js';

const LABEL_MAX = 500;

export function registerFieldRoutes(app: AppInstance): void {
  const { ctx } = app;

  /**
   * Runs `edit` with the template locked and its fields in order; 404 for another business's template,
   * 400 for an archived one. Marks the template updated, since its fields are part of it.
   */
  async function editFields<T>(
    owner: Tenant,
    templateId: string,
    edit: (tx: Tx, template: VFormTemplateRow, fields: VFormFieldRow[], now: Date) => Promise<T>,
  ): Promise<T> {
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      const fields = await lockFields(tx, templateId);
      const template = await loadOwnTemplate(tx, owner, templateId);
      assertEditable(template);
      const result = await edit(tx, template, fields, now);
      await tx.update(vformTemplates).set({ updatedAt: now }).where(eq(vformTemplates.id, templateId));
      return result;
    });
  }

  const fieldOf = (fields: readonly VFormFieldRow[], fieldId: string): VFormFieldRow => {
    const field = fields.find((candidate) => candidate.id === fieldId);
    // The template is the caller's; an unknown field of it is a plain 404 on the field.
    if (!field) throw notFound('vForm field not found');
    return field;
  };

  registerRoutes(app, vformFieldRoutes, {
    // ---------------------------------------------------------------------------- palette and options
    palette: async (request) => {
      const tenant = requireTenant(request);
      return ok(fieldTemplateList(await loadBusinessTheme(ctx.db, tenant.businessId)), 'Field templates');
    },

    options: async () => {
      const options: TVFormFieldOptions = {
        verificationTypes: await verificationTypeOptions(ctx.db),
        certificateTypes: certificateTypes.map((certificate) => ({ ...certificate })),
        customFields: [...personalInformationCustomFields],
        alignments: [...vformAlignments],
        logoShapes: [...vformLogoShapes],
        paginationTypes: [...vformPaginationTypes],
      };
      return ok(options, 'Field options');
    },

    // --------------------------------------------------------------------------------- a form's fields
    list: async (request) => {
      const tenant = requireTenant(request);
      const template = await loadOwnTemplate(ctx.db, tenant, request.params.id);
      return ok({ items: (await listFieldRows(ctx.db, template.id)).map(presentField) }, 'vForm fields');
    },

    create: async (request, reply) => {
      const tenant = requireTenant(request);
      const { type, position, ...supplied } = request.body;
      const { label, ...defaults } = defaultFieldSettings(
        type,
        await loadBusinessTheme(ctx.db, tenant.businessId),
      );
      const draft = applyFieldUpdate({ type, label: label ?? type, settings: defaults }, supplied);
      checkField(draft);
      const field = await editFields(tenant, request.params.id, (tx, template, _fields, now) =>
        insertField(tx, template.id, { id: newId(), ...rowValues(draft) }, position, now),
      );
      reply.code(201);
      return ok(presentField(field), 'Field added successfully');
    },

    update: async (request) => {
      const tenant = requireTenant(request);
      const field = await editFields(tenant, request.params.id, async (tx, _template, fields, now) => {
        const current = fieldOf(fields, request.params.fieldId);
        const before = draftOf(current);
        const draft = applyFieldUpdate(before, request.body);
        checkField(draft);
        // A field's settings as the request names them: the label beside the stored settings.
        const flat = (field: typeof draft) => ({ label: field.label, ...field.settings });
        recordNamedChanges(request, request.body, flat(before), flat(draft));
        const [updated] = await tx
          .update(vformFields)
          .set({ ...rowValues(draft), updatedAt: now })
          .where(eq(vformFields.id, current.id))
          .returning();
        return updated ?? current;
      });
      return ok(presentField(field), 'Field updated successfully');
    },

    delete: async (request) => {
      const tenant = requireTenant(request);
      const id = await editFields(tenant, request.params.id, async (tx, template, fields, now) => {
        const field = fieldOf(fields, request.params.fieldId);
        await tx
          .delete(vformFields)
          .where(and(eq(vformFields.id, field.id), eq(vformFields.templateId, template.id)));
        await writePositions(
          tx,
          fields.filter((other) => other.id !== field.id),
          now,
        );
        await forgetDefaultPersonalInformation(tx, template, field.id);
        return field.id;
      });
      return ok({ id }, 'Field deleted successfully');
    },

    reorder: async (request) => {
      const tenant = requireTenant(request);
      const items = await editFields(tenant, request.params.id, async (tx, _template, fields, now) => {
        const from = fields.indexOf(fieldOf(fields, request.params.fieldId));
        const ordered = moved(fields, from, request.body.position);
        await writePositions(tx, ordered, now);
        return ordered;
      });
      return ok({ items: items.map(presentField) }, 'Field moved successfully');
    },

    duplicate: async (request, reply) => {
      const tenant = requireTenant(request);
      const copy = await editFields(tenant, request.params.id, (tx, template, fields, now) => {
        const source = fieldOf(fields, request.params.fieldId);
        const draft = draftOf(source);
        const label = `${draft.label} (copy)`.slice(0, LABEL_MAX);
        return insertField(
          tx,
          template.id,
          { id: newId(), ...rowValues({ ...draft, label, settings: structuredClone(draft.settings) }) },
          source.position + 1,
          now,
        );
      });
      reply.code(201);
      return ok(presentField(copy), 'Field duplicated successfully');
    },
  });
}

function rowValues(draft: FieldDraft) {
  return { type: draft.type, label: draft.label, settings: draft.settings };
}

/** A deleted personal information field can no longer be the form's default one. */
async function forgetDefaultPersonalInformation(
  tx: Tx,
  template: VFormTemplateRow,
  fieldId: string,
): Promise<void> {
  if (settingsOf(template).defaultPersonalInformationFieldId !== fieldId) return;
  const settings = { ...(template.settings as object), defaultPersonalInformationFieldId: null };
  await tx.update(vformTemplates).set({ settings }).where(eq(vformTemplates.id, template.id));
}
