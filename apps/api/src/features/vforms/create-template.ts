/**
 * Writing a new template with its fields in one transaction: a blank form, a business's copy of a preset,
 * or (from the seed) a preset itself. Field ids are always new, so a copy never shares a field with its
 * preset and responses to one are never mistaken for the other's.
 */
import type { TVFormSettings } from '@verity/client';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import type { FieldDraft } from './field-settings.js';
import { settingsColumns } from './template-settings.js';
import { settingsOf, type VFormFieldRow, type VFormTemplateRow } from './vform-store.js';
import { vformFields, vformTemplates } from './vforms-tables.js';

export interface NewTemplate {
  kind: VFormTemplateRow['kind'];
  status: VFormTemplateRow['status'];
  /** null for a preset. */
  businessId: string | null;
  organizationId: string | null;
  createdBy: string | null;
  environment: VFormTemplateRow['environment'];
  presetId: string | null;
  settings: TVFormSettings;
  /** In order; an `id` is kept (a copy chooses its ids to point its settings at them). */
  fields: ReadonlyArray<FieldDraft & { id?: string }>;
}

export interface CreatedTemplate {
  template: VFormTemplateRow;
  fields: VFormFieldRow[];
}

export async function createTemplate(db: Db, input: NewTemplate, now: Date): Promise<CreatedTemplate> {
  return db.transaction(async (tx) => {
    const id = newId();
    const [template] = await tx
      .insert(vformTemplates)
      .values({
        id,
        kind: input.kind,
        status: input.status,
        businessId: input.businessId,
        organizationId: input.organizationId,
        createdBy: input.createdBy,
        environment: input.environment,
        presetId: input.presetId,
        ...settingsColumns(input.settings),
        publishedAt: input.status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!template) throw new Error('template insert returned no row');
    const fields =
      input.fields.length === 0
        ? []
        : await tx
            .insert(vformFields)
            .values(
              input.fields.map((field, position) => ({
                id: field.id ?? newId(),
                templateId: id,
                position,
                type: field.type,
                label: field.label,
                settings: field.settings,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .returning();
    return { template, fields: fields.sort((a, b) => a.position - b.position) };
  });
}

/**
 * A preset's settings and fields as the start of a business's copy, with new field ids; the default
 * personal information field points at the copy's field, not the preset's.
 */
export function copyOfPreset(
  preset: VFormTemplateRow,
  presetFields: readonly VFormFieldRow[],
): { settings: TVFormSettings; fields: Array<FieldDraft & { id: string }> } {
  const settings = settingsOf(preset);
  const newIds = new Map(presetFields.map((field) => [field.id, newId()]));
  return {
    settings: {
      ...settings,
      defaultPersonalInformationFieldId: newIds.get(settings.defaultPersonalInformationFieldId ?? '') ?? null,
    },
    fields: presetFields.map((field) => ({
      id: newIds.get(field.id) ?? newId(),
      type: field.type as FieldDraft['type'],
      label: field.label,
      settings: structuredClone(field.settings) as FieldDraft['settings'],
    })),
  };
}
