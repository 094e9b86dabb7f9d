/**
 * A template's settings and where they live: title and allowedEntries are columns (searched, and read
 * atomically by submissions), the rest is the `settings` jsonb. Updates change only supplied values,
 * pagination and confirmation key by key.
 */
import type { TVFormSettings, ZUpdateVFormTemplateRequest } from '@verity/client';
import type { z } from 'zod';
import { badRequest } from '../../http/app-error.js';
import { definedOnly } from './theme.js';
import type { VFormFieldRow } from './vform-store.js';

export type TemplateUpdate = z.output<typeof ZUpdateVFormTemplateRequest>;

export interface SettingsColumns {
  title: string;
  searchTitle: string;
  allowedEntries: number | null;
  settings: Omit<TVFormSettings, 'title' | 'allowedEntries'>;
}

export function settingsColumns(settings: TVFormSettings): SettingsColumns {
  const { title, allowedEntries, ...rest } = settings;
  return { title, searchTitle: title.toLowerCase(), allowedEntries, settings: rest };
}

export function mergeSettings(current: TVFormSettings, update: TemplateUpdate): TVFormSettings {
  const { pagination, confirmation, ...top } = definedOnly(update);
  return {
    ...current,
    ...top,
    pagination: { ...current.pagination, ...definedOnly(pagination ?? {}) },
    confirmation: { ...current.confirmation, ...definedOnly(confirmation ?? {}) },
  };
}

/** Rules across settings and fields; throws a 400 naming the setting. */
export function checkSettings(settings: TVFormSettings, fields: readonly VFormFieldRow[]): void {
  if (
    settings.startDate !== null &&
    settings.endDate !== null &&
    Date.parse(settings.startDate) >= Date.parse(settings.endDate)
  ) {
    const message = 'The start date field should be before the end date';
    throw badRequest(message, { startDate: message });
  }
  const defaultId = settings.defaultPersonalInformationFieldId;
  if (
    defaultId !== null &&
    !fields.some((field) => field.id === defaultId && field.type === 'personal-information')
  ) {
    const message =
      'The default personal information field id field should be a personal information field of this vForm';
    throw badRequest(message, { defaultPersonalInformationFieldId: message });
  }
}
