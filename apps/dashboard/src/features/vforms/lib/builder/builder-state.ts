/**
 * What the builder edits: the template's settings, its fields by id and their order, and the selection.
 * Fields are addressed by id, never by index. Fields added in this session carry a local id (`new-…`)
 * until reload; the save queue maps it to the id the server gave (save-queue.ts).
 */
import {
  fieldKindOf,
  type TPublicVFormTemplate,
  type TUpdateVFormFieldRequest,
  type TVFormField,
  type TVFormFieldTemplate,
  type TVFormSettings,
  type TVFormTemplate,
  ZVFormSettings,
} from '@verity/client';

export interface BuilderState {
  settings: TVFormSettings;
  fields: Readonly<Record<string, TVFormField>>;
  order: readonly string[];
  /** The field whose settings panel is open. */
  selectedId: string | null;
}

/** The settings keys of a template, in the order ZVFormSettings lists them. */
export const settingKeys = Object.keys(ZVFormSettings.shape) as Array<keyof TVFormSettings>;

/** A field's editable settings (what updateField may change). */
export type FieldPatch = Partial<
  Pick<
    TVFormField,
    | 'label'
    | 'description'
    | 'placeholder'
    | 'required'
    | 'options'
    | 'colors'
    | 'validation'
    | 'country'
    | 'verificationType'
    | 'performVerification'
    | 'customFields'
    | 'pageBreak'
    | 'capture'
  >
>;
export type FieldPatchKey = keyof FieldPatch;
export const fieldPatchKeys: readonly FieldPatchKey[] = [
  'label',
  'description',
  'placeholder',
  'required',
  'options',
  'colors',
  'validation',
  'country',
  'verificationType',
  'performVerification',
  'customFields',
  'pageBreak',
  'capture',
];

export function stateFromTemplate(template: TVFormTemplate): BuilderState {
  const settings = Object.fromEntries(
    settingKeys.map((key) => [key, template[key]]),
  ) as unknown as TVFormSettings;
  const sorted = [...template.fields].sort((a, b) => a.position - b.position);
  return {
    settings,
    fields: Object.fromEntries(sorted.map((field) => [field.id, field])),
    order: sorted.map((field) => field.id),
    selectedId: null,
  };
}

/** The fields in order. */
export function orderedFields(state: Pick<BuilderState, 'fields' | 'order'>): TVFormField[] {
  return state.order.flatMap((id) => {
    const field = state.fields[id];
    return field ? [field] : [];
  });
}

let counter = 0;
/** A local id for a field the server has not seen yet. */
export function newFieldId(): string {
  counter += 1;
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(36).slice(2, 10);
  return `new-${random}-${counter}`;
}

/** A fresh field of a palette entry, as the server would create it from the same defaults. */
export function fieldFromPalette(
  entry: Pick<TVFormFieldTemplate, 'type' | 'defaults' | 'label'>,
  id: string,
  templateId: string,
  now = new Date().toISOString(),
): TVFormField {
  const d = entry.defaults;
  return {
    id,
    templateId,
    type: entry.type,
    __type: fieldKindOf(entry.type),
    position: 0,
    label: d.label ?? entry.label,
    description: d.description ?? null,
    placeholder: d.placeholder ?? null,
    required: d.required ?? false,
    options: d.options ?? [],
    colors: d.colors ?? {},
    validation: d.validation ?? {},
    country: d.country ?? null,
    verificationType: d.verificationType ?? null,
    performVerification: d.performVerification ?? false,
    customFields: d.customFields ?? [],
    pageBreak: d.pageBreak ?? null,
    capture: d.capture ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The request body that sets `keys` of `field` on the server. Nulls are left out (the API takes none:
 * a cleared text is ""), and nested objects go whole, since the server replaces each key it is given.
 */
export function fieldSettingsBody(
  field: TVFormField,
  keys: readonly FieldPatchKey[] = fieldPatchKeys,
): TUpdateVFormFieldRequest {
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    const value = field[key];
    if (value !== null && value !== undefined) body[key] = value;
  }
  return body as TUpdateVFormFieldRequest;
}

/** Pages of the form: a page break starts a new one. Each page lists its field ids. */
export function pagesOf(state: Pick<BuilderState, 'fields' | 'order'>): string[][] {
  const pages: string[][] = [[]];
  for (const id of state.order) {
    if (state.fields[id]?.type === 'page-break') pages.push([]);
    pages.at(-1)?.push(id);
  }
  return pages;
}

/** How many pages the form has: one more than its page breaks. */
export function pageCount(state: Pick<BuilderState, 'fields' | 'order'>): number {
  return 1 + state.order.filter((id) => state.fields[id]?.type === 'page-break').length;
}

/** The builder's current form as the widget takes it: a public template, open for answers. */
export function toPublicTemplate(
  state: BuilderState,
  meta: Pick<TVFormTemplate, 'id' | '__type' | 'businessId'>,
): TPublicVFormTemplate {
  const s = state.settings;
  return {
    id: meta.id,
    __type: meta.__type,
    businessId: meta.businessId,
    title: s.title,
    description: s.description,
    titleColor: s.titleColor,
    backgroundColor: s.backgroundColor,
    logoAlignment: s.logoAlignment,
    logoShape: s.logoShape,
    titleAlignment: s.titleAlignment,
    descriptionAlignment: s.descriptionAlignment,
    banner: s.banner,
    logo: s.logo,
    submitButtonColor: s.submitButtonColor,
    submitButtonLabelColor: s.submitButtonLabelColor,
    pagination: s.pagination,
    allowCaptcha: s.allowCaptcha,
    redirectToWebsite: s.redirectToWebsite,
    confirmation: s.confirmation,
    tracking: s.tracking,
    fields: orderedFields(state).map((field, position) => ({ ...field, position })),
    availability: { open: true, reason: null, message: null },
  };
}
