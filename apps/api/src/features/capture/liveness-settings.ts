/** A business's liveness settings: stored whole, defaults for what was never set. */
import {
  type CaptureKind,
  DEFAULT_LIVENESS_SETTINGS,
  type TLivenessSettings,
  type TLivenessSettingsRequest,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { badRequest } from '../../http/app-error.js';
import { livenessSettings } from './capture-tables.js';

export const NO_CHECKS_ON =
  'Your liveness settings turn off both document capture and the liveness challenge: name the kind, or turn one on';

/** A session's kind when the business does not name one: what its settings turn on. */
export function kindFromSettings(checks: TLivenessSettings['checks']): CaptureKind {
  if (checks.document && checks.liveness) return 'document_and_liveness';
  if (checks.document) return 'document';
  if (checks.liveness) return 'liveness';
  throw badRequest(NO_CHECKS_ON, { kind: NO_CHECKS_ON });
}

export async function livenessSettingsOf(db: DbOrTx, businessId: string): Promise<TLivenessSettings> {
  const [row] = await db
    .select({ settings: livenessSettings.settings })
    .from(livenessSettings)
    .where(eq(livenessSettings.businessId, businessId));
  return mergeLivenessSettings(DEFAULT_LIVENESS_SETTINGS, row?.settings ?? {});
}

/** `change` over `current`, nested objects key by key; undefined leaves a value as it is. */
export function mergeLivenessSettings(
  current: TLivenessSettings,
  change: TLivenessSettingsRequest | Partial<TLivenessSettings>,
): TLivenessSettings {
  const defined = <T extends object>(value: T | undefined): Partial<T> =>
    Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
  const top = defined(change) as Partial<TLivenessSettings>;
  return {
    ...current,
    ...top,
    checks: { ...current.checks, ...defined(change.checks) },
    thresholds: { ...current.thresholds, ...defined(change.thresholds) },
    branding: { ...current.branding, ...defined(change.branding) },
  };
}
