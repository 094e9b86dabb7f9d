/**
 * For browser tests and demos: a business's subscription periods ended now, and the billing run that
 * follows (features/billing/billing-run.ts), as the hourly run would do at the real period's end.
 */
import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema.js';
import { type BillingRunResult, runBilling } from '../features/billing/billing-run.js';
import type { AppInstance } from '../http/app-instance.js';

export async function endBillingPeriods(app: AppInstance, businessId: string): Promise<BillingRunResult> {
  await app.ctx.db
    .update(subscriptions)
    .set({ currentPeriodEnd: app.ctx.now() })
    .where(eq(subscriptions.businessId, businessId));
  return runBilling(app.ctx);
}
