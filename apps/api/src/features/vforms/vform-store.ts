/**
 * Reading vForm templates and fields, and turning rows into the API's shapes. Every read of a business's
 * template goes through `loadOwnTemplate`, which answers 404 for another business's id (never revealing
 * that it exists); the public side reads through `loadPublishedTemplate`.
 */
import {
  defaultVFormSettings,
  fieldKindOf,
  type TVFormField,
  type TVFormFieldSettings,
  type TVFormSettings,
  type TVFormTemplate,
  type TVFormTemplateSummary,
  type VFormFieldType,
} from '@verity/client';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import { vformFields, vformTemplates } from './vforms-tables.js';

export type VFormTemplateRow = typeof vformTemplates.$inferSelect;
export type VFormFieldRow = typeof vformFields.$inferSelect;
/** Drizzle's transaction and database share this surface. */
export type Db = AppContext['db'] | Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

export const TEMPLATE_NOT_FOUND = 'vForm template not found';

/** Stored settings over today's defaults, so a setting added later has a value for old templates. */
export function settingsOf(row: VFormTemplateRow): TVFormSettings {
  const stored = row.settings as Partial<TVFormSettings>;
  const defaults = defaultVFormSettings(row.title);
  return {
    ...defaults,
    ...stored,
    pagination: { ...defaults.pagination, ...stored.pagination },
    confirmation: { ...defaults.confirmation, ...stored.confirmation },
    tracking: { ...defaults.tracking, ...stored.tracking },
    title: row.title,
    allowedEntries: row.allowedEntries,
  };
}

export function presentField(row: VFormFieldRow): TVFormField {
  const settings = row.settings as TVFormFieldSettings;
  const type = row.type as VFormFieldType;
  return {
    id: row.id,
    templateId: row.templateId,
    type,
    __type: fieldKindOf(type),
    position: row.position,
    label: row.label,
    description: settings.description ?? null,
    placeholder: settings.placeholder ?? null,
    required: settings.required ?? false,
    options: settings.options ?? [],
    colors: settings.colors ?? {},
    validation: settings.validation ?? {},
    country: settings.country ?? null,
    verificationType: settings.verificationType ?? null,
    performVerification: settings.performVerification ?? false,
    customFields: settings.customFields ?? [],
    pageBreak: settings.pageBreak ?? null,
    capture: settings.capture ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public link: on the forms host, with /preset/preview for a preset. */
export function publicFormUrl(formsUrl: string, row: Pick<VFormTemplateRow, 'id' | 'kind'>): string {
  const base = `${formsUrl}/v-forms/${encodeURIComponent(row.id)}`;
  return row.kind === 'PresetVFormTemplate' ? `${base}/preset/preview` : base;
}

function presentBase(row: VFormTemplateRow, formsUrl: string) {
  return {
    ...settingsOf(row),
    id: row.id,
    __type: row.kind,
    businessId: row.businessId,
    status: row.status,
    entries: row.entries,
    environment: row.environment,
    presetVFormId: row.presetId,
    shared: row.shared,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    publicUrl: publicFormUrl(formsUrl, row),
  };
}

export function presentTemplate(
  row: VFormTemplateRow,
  fields: readonly VFormFieldRow[],
  formsUrl: string,
): TVFormTemplate {
  return { ...presentBase(row, formsUrl), fields: fields.map(presentField) };
}

export function presentSummary(
  row: VFormTemplateRow,
  fieldCount: number,
  formsUrl: string,
): TVFormTemplateSummary {
  return { ...presentBase(row, formsUrl), fieldCount };
}

export async function listFieldRows(db: Db, templateId: string): Promise<VFormFieldRow[]> {
  return db
    .select()
    .from(vformFields)
    .where(eq(vformFields.templateId, templateId))
    .orderBy(asc(vformFields.position), asc(vformFields.id));
}

/** Field counts for a page of templates, in one query. */
export async function fieldCounts(db: Db, templateIds: readonly string[]): Promise<Map<string, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: vformFields.templateId, n: count() })
    .from(vformFields)
    .where(inArray(vformFields.templateId, [...templateIds]))
    .groupBy(vformFields.templateId);
  return new Map(rows.map((row) => [row.templateId, Number(row.n)]));
}

/** Whose templates: a business, narrowed to one organization for its staff or an organization's scope. */
export interface TemplateOwner {
  businessId: string;
  organizationId?: string | null | undefined;
}

/** Rows of this owner: the business's, and when an organization is named, only that organization's. */
export function ownedBy(
  table: { businessId: AnyPgColumn; organizationId: AnyPgColumn },
  owner: TemplateOwner,
) {
  return and(
    eq(table.businessId, owner.businessId),
    owner.organizationId ? eq(table.organizationId, owner.organizationId) : undefined,
  );
}

/** The owner's template (presets excluded), or 404: another business's or organization's is unknown. */
export async function loadOwnTemplate(db: Db, owner: TemplateOwner, id: string): Promise<VFormTemplateRow> {
  const [row] = await db
    .select()
    .from(vformTemplates)
    .where(and(eq(vformTemplates.id, id), ownedBy(vformTemplates, owner)))
    .limit(1);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** A preset (any business may read presets), or 404. */
export async function loadPreset(db: Db, id: string): Promise<VFormTemplateRow> {
  const [row] = await db
    .select()
    .from(vformTemplates)
    .where(and(eq(vformTemplates.id, id), eq(vformTemplates.kind, 'PresetVFormTemplate')))
    .limit(1);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  return row;
}

/** What strangers may open: a published template, or a preset (its preview). Anything else is 404. */
export async function loadPublishedTemplate(db: Db, id: string): Promise<VFormTemplateRow> {
  const [row] = await db.select().from(vformTemplates).where(eq(vformTemplates.id, id)).limit(1);
  if (!row || (row.kind !== 'PresetVFormTemplate' && row.status !== 'published'))
    throw notFound('This form is not available');
  return row;
}
