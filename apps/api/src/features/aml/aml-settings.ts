/**
 * A business's thresholds: the score a hit needs, by default and per type of check. A business that never
 * set them screens at the product's default (match-threshold.ts), measured by bench/screening-quality.
 */
import type { AmlCheckType, TAmlSettings, TAmlSettingsRequest } from '@verity/client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { amlSettings } from './aml-tables.js';
import { DEFAULT_MATCH_THRESHOLD } from './matching/match-threshold.js';

export async function readAmlSettings(ctx: AppContext, businessId: string): Promise<TAmlSettings> {
  const [row] = await ctx.db
    .select()
    .from(amlSettings)
    .where(eq(amlSettings.businessId, businessId))
    .limit(1);
  return row
    ? { defaultThreshold: row.defaultThreshold, thresholds: row.thresholds as TAmlSettings['thresholds'] }
    : { defaultThreshold: DEFAULT_MATCH_THRESHOLD, thresholds: {} };
}

export async function saveAmlSettings(
  ctx: AppContext,
  businessId: string,
  input: TAmlSettingsRequest,
): Promise<TAmlSettings> {
  const settings = { defaultThreshold: input.defaultThreshold, thresholds: input.thresholds ?? {} };
  await ctx.db
    .insert(amlSettings)
    .values({ businessId, ...settings, updatedAt: ctx.now() })
    .onConflictDoUpdate({ target: amlSettings.businessId, set: { ...settings, updatedAt: ctx.now() } });
  return settings as TAmlSettings;
}

/** The threshold a check of `type` screens at: the one it names, the business's for its type, or its default. */
export async function thresholdFor(
  ctx: AppContext,
  businessId: string,
  type: AmlCheckType,
  named?: number,
): Promise<number> {
  if (named !== undefined) return named;
  const settings = await readAmlSettings(ctx, businessId);
  return settings.thresholds[type] ?? settings.defaultThreshold;
}
