/** A business's profile (spec/platform.md §3 Business profile) in one shape, whoever reads it. */
import type { TBusinessProfile } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { roles, users } from '../../db/schema.js';
import type { BusinessRow } from '../auth/authenticate.js';

export async function presentBusinessProfile(
  ctx: AppContext,
  business: BusinessRow,
): Promise<TBusinessProfile> {
  // The contact person is the business's owner until onboarding records one.
  const [owner] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.businessId, business.id), eq(roles.name, 'Owner')))
    .orderBy(users.createdAt)
    .limit(1);
  return {
    id: business.id,
    type: business.type,
    status: business.status,
    billingType: business.billingType,
    hasPaymentMethod: business.hasPaymentMethod,
    hasSubscription: business.hasSubscription,
    currency: business.currency,
    countryCode: business.countryCode,
    force2FA: business.force2FA,
    information: {
      logo: business.logo,
      companyName: business.name,
      registrationNumber: business.registrationNumber,
    },
    contactInformation: { person: { email: owner?.email ?? null } },
  };
}
