/**
 * The business's default component theme: what a new form and a new page break start from. A business
 * that never saved one gets the stock form colours (VFORM_DEFAULTS).
 */
import {
  type TUpdateVFormThemeRequest,
  type TVFormSettings,
  type TVFormTheme,
  VFORM_DEFAULTS,
  ZVFormTheme,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import type { Db } from './vform-store.js';
import { vformThemes } from './vforms-tables.js';

export const DEFAULT_VFORM_THEME: TVFormTheme = {
  titleColor: VFORM_DEFAULTS.titleColor,
  backgroundColor: VFORM_DEFAULTS.backgroundColor,
  submitButtonColor: VFORM_DEFAULTS.submitButtonColor,
  submitButtonLabelColor: VFORM_DEFAULTS.submitButtonLabelColor,
  highlightColor: VFORM_DEFAULTS.paginationHighlightColor,
  pageBreak: {
    primaryAction: 'Next',
    secondaryAction: 'Back',
    buttonColor: VFORM_DEFAULTS.submitButtonColor,
    buttonLabelColor: VFORM_DEFAULTS.submitButtonLabelColor,
    display: 'both',
  },
};

/** Stored values over the defaults, so a theme key added later has a value for old rows. */
function withDefaults(stored: Partial<TVFormTheme> | undefined): TVFormTheme {
  const merged = {
    ...DEFAULT_VFORM_THEME,
    ...stored,
    pageBreak: { ...DEFAULT_VFORM_THEME.pageBreak, ...stored?.pageBreak },
  };
  // A row written by an older shape (or by hand) must not leak a bad colour into new forms.
  const parsed = ZVFormTheme.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_VFORM_THEME;
}

export async function loadBusinessTheme(db: Db, businessId: string): Promise<TVFormTheme> {
  const [row] = await db.select().from(vformThemes).where(eq(vformThemes.businessId, businessId)).limit(1);
  return withDefaults(row?.theme as Partial<TVFormTheme> | undefined);
}

/** Only supplied values change, page break settings key by key. */
export async function updateBusinessTheme(
  db: Db,
  businessId: string,
  update: TUpdateVFormThemeRequest,
  now: Date,
): Promise<TVFormTheme> {
  const current = await loadBusinessTheme(db, businessId);
  const next: TVFormTheme = {
    ...current,
    ...definedOnly({ ...update, pageBreak: undefined }),
    pageBreak: { ...current.pageBreak, ...definedOnly(update.pageBreak ?? {}) },
  };
  await db
    .insert(vformThemes)
    .values({ businessId, theme: next, updatedAt: now })
    .onConflictDoUpdate({ target: vformThemes.businessId, set: { theme: next, updatedAt: now } });
  return next;
}

/** The theme's colours over a new form's settings. */
export function applyTheme(settings: TVFormSettings, theme: TVFormTheme): TVFormSettings {
  return {
    ...settings,
    titleColor: theme.titleColor,
    backgroundColor: theme.backgroundColor,
    submitButtonColor: theme.submitButtonColor,
    submitButtonLabelColor: theme.submitButtonLabelColor,
    pagination: { ...settings.pagination, highlightColor: theme.highlightColor },
  };
}

/** The keys whose value was supplied: an explicit `undefined` never erases a stored value. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
