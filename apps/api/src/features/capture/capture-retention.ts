/**
 * Captured images kept only as long as each business says (liveness settings `imageRetentionDays`): the
 * hourly housekeeping removes older sessions' folders. The decision, scores and extracted text stay in
 * the database; the detail then shows the images as gone.
 */
import type { AppContext } from '../../context.js';
import { captureImagesOf } from './capture-images.js';
import { captureSessions } from './capture-tables.js';
import { livenessSettingsOf } from './liveness-settings.js';

const DAY_MS = 86_400_000;

/** When images taken by `businessId` stop being kept: anything written before this is removed. */
export async function retentionCutoff(ctx: AppContext, businessId: string): Promise<Date> {
  const { imageRetentionDays } = await livenessSettingsOf(ctx.db, businessId);
  return new Date(ctx.now().getTime() - imageRetentionDays * DAY_MS);
}

/** Removes every business's images past its retention; answers how many session folders went. */
export async function forgetExpiredCaptureImages(ctx: AppContext): Promise<number> {
  const images = captureImagesOf(ctx);
  const rows = await ctx.db.selectDistinct({ businessId: captureSessions.businessId }).from(captureSessions);
  let removed = 0;
  for (const { businessId } of rows)
    removed += await images.forgetOlderThan(businessId, await retentionCutoff(ctx, businessId));
  return removed;
}
