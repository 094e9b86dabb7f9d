/**
 * What a decided live capture costs: a document capture, a liveness check, or both for a session of both
 * (`check_prices` keys `capture:document` and `capture:liveness`). Charged once per session, at its first
 * decision (capture-flow-routes.ts); a vForm's capture step checks the wallet can pay before it starts.
 */
import type { CaptureKind } from '@verity/client';
import type { AppContext } from '../../context.js';
import { type Price, priceOf } from '../billing/wallet-charges.js';

export function capturePriceKeys(kind: CaptureKind): string[] {
  return [
    ...(kind !== 'liveness' ? ['capture:document'] : []),
    ...(kind !== 'document' ? ['capture:liveness'] : []),
  ];
}

export async function capturePrice(ctx: AppContext, kind: CaptureKind, businessId: string): Promise<Price> {
  const prices = await Promise.all(capturePriceKeys(kind).map((key) => priceOf(ctx, key, businessId)));
  // One subscription covers both parts (they are the same product): the session counts as one check.
  const covered = prices[0]?.covered;
  return {
    amount: prices.reduce((sum, price) => sum + price.amount, 0),
    currency: prices[0]?.currency ?? 'NGN',
    ...(covered ? { covered } : {}),
  };
}
