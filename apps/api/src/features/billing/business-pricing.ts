/**
 * Per-business prices (`GET/POST /accounts/businesses/{id}/pricing`): platform staff may give a
 * business its own price for any check on the price list; `priceOf` (wallet-charges.ts) charges it in
 * place of the list price. A null amount returns the key to the list price.
 */
import type { TBusinessPricing, TSetBusinessPricingRequest } from '@verity/client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/app-error.js';
import type { BusinessRow } from '../auth/authenticate.js';
import { businessPrices, checkPrices } from './billing-tables.js';

export async function businessPricing(ctx: AppContext, businessId: string): Promise<TBusinessPricing> {
  const rows = await ctx.db
    .select({
      key: checkPrices.key,
      listPrice: checkPrices.amount,
      currency: checkPrices.currency,
      own: businessPrices.amount,
    })
    .from(checkPrices)
    .leftJoin(
      businessPrices,
      and(eq(businessPrices.key, checkPrices.key), eq(businessPrices.businessId, businessId)),
    )
    .orderBy(asc(checkPrices.key));
  return {
    items: rows.map((row) => ({
      key: row.key,
      listPrice: row.listPrice,
      businessPrice: row.own,
      currency: row.currency,
    })),
  };
}

export async function setBusinessPricing(
  ctx: AppContext,
  business: BusinessRow,
  request: TSetBusinessPricingRequest,
): Promise<TBusinessPricing> {
  const keys = request.prices.map((price) => price.key);
  const listed = await ctx.db
    .select({ key: checkPrices.key, currency: checkPrices.currency })
    .from(checkPrices)
    .where(inArray(checkPrices.key, keys));
  const currencyOf = new Map(listed.map((row) => [row.key, row.currency]));
  const unknown = keys.filter((key) => !currencyOf.has(key));
  if (unknown.length > 0) throw badRequest(`These checks are not on the price list: ${unknown.join(', ')}`);
  await ctx.db.transaction(async (tx) => {
    for (const price of request.prices) {
      const where = and(eq(businessPrices.businessId, business.id), eq(businessPrices.key, price.key));
      if (price.amount === null) {
        await tx.delete(businessPrices).where(where);
        continue;
      }
      await tx
        .insert(businessPrices)
        .values({
          businessId: business.id,
          key: price.key,
          amount: price.amount,
          currency: currencyOf.get(price.key) ?? business.currency,
          updatedAt: ctx.now(),
        })
        .onConflictDoUpdate({
          target: [businessPrices.businessId, businessPrices.key],
          set: { amount: price.amount, updatedAt: ctx.now() },
        });
    }
  });
  return businessPricing(ctx, business.id);
}
