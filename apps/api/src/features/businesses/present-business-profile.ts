/** A business's profile in one shape, whoever reads it. */
import type { TBusinessProfile } from '@verity/client';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type BusinessRow, businessContactEmail } from '../auth/authenticate.js';
import { presentFileUrl } from '../media/file-links.js';
import { businesses } from './businesses-tables.js';

/** The contact email of a business read outside a session (the caller's own comes with the session). */
export async function loadBusinessContactEmail(ctx: AppContext, businessId: string): Promise<string | null> {
  const [row] = await ctx.db
    // The id as a parameter: a bare column here would render unqualified and bind to the subquery's own.
    .select({ email: businessContactEmail(sql`${businessId}`) })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.email ?? null;
}

export function presentBusinessProfile(
  ctx: AppContext,
  business: BusinessRow,
  contactEmail: string | null,
): TBusinessProfile {
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
      // An uploaded logo's `location` needs a token an <img> cannot send: hand out a signed link.
      logo: presentFileUrl(ctx, business.logo, business.id),
      companyName: business.name,
      registrationNumber: business.registrationNumber,
    },
    contactInformation: { person: { email: contactEmail } },
    supportEmail: business.supportEmail,
    supportPhone: business.supportPhone,
    website: business.website,
    settings: { maxSessionTimeoutInMinutes: business.maxSessionTimeoutInMinutes },
  };
}
