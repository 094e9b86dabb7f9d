/**
 * The preset forms (features/vforms/presets.ts). Idempotent: a preset whose title exists is left as it is,
 * so a restart never duplicates one or changes the id a business's copy points back to. Presets belong to
 * no business and run in sandbox: their preview verifies nothing that costs money.
 */
import { defaultVFormSettings } from '@verity/client';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { vformTemplates } from '../db/schema.js';
import { createTemplate } from '../features/vforms/create-template.js';
import { applyFieldUpdate, checkField, type FieldDraft } from '../features/vforms/field-settings.js';
import { defaultFieldSettings } from '../features/vforms/field-templates.js';
import { type PresetDefinition, presetDefinitions } from '../features/vforms/presets.js';
import { DEFAULT_VFORM_THEME } from '../features/vforms/theme.js';

function draftsOf(preset: PresetDefinition): FieldDraft[] {
  return preset.fields.map((field) => {
    const { label, ...defaults } = defaultFieldSettings(field.type, DEFAULT_VFORM_THEME);
    const draft = applyFieldUpdate(
      { type: field.type, label: label ?? field.type, settings: defaults },
      field.settings ?? {},
    );
    // A preset that breaks a field rule is a bug here, not something to ship to every business.
    checkField(draft);
    return draft;
  });
}

/** Answers the titles of the presets it created. */
export async function seedVFormPresets(db: Db, now: Date = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const preset of presetDefinitions) {
    const [existing] = await db
      .select({ id: vformTemplates.id })
      .from(vformTemplates)
      .where(
        and(
          eq(vformTemplates.kind, 'PresetVFormTemplate'),
          isNull(vformTemplates.businessId),
          eq(vformTemplates.title, preset.title),
        ),
      )
      .limit(1);
    if (existing) continue;
    await createTemplate(
      db,
      {
        kind: 'PresetVFormTemplate',
        status: 'published',
        businessId: null,
        organizationId: null,
        createdBy: null,
        environment: 'sandbox',
        presetId: null,
        settings: defaultVFormSettings(preset.title, preset.description),
        fields: draftsOf(preset),
      },
      now,
    );
    created.push(preset.title);
  }
  return created;
}
