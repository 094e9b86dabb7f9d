/** The caller's own business profile: what the shell's activation banner and sidebar read. */
import type { TBusinessProfile } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { roles, users } from '../../db/schema.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { requireAuth } from '../auth/authenticate.js';

export function registerBusinessRoutes(app: AppInstance): void {
  const { ctx } = app;

  app.get('/businesses/me', async (request) => {
    const { business } = requireAuth(request);
    // The contact person is the business's owner until onboarding records one.
    const [owner] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.businessId, business.id), eq(roles.name, 'Owner')))
      .orderBy(users.createdAt)
      .limit(1);
    return ok<TBusinessProfile>(
      {
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
      },
      'Business retrieved',
    );
  });
}
