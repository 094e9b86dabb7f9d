/**
 * The platform admin's businesses: every business as a cursor
 * list, the table's filters, the options the forms and filters offer, and creating a business whose owner
 * is invited by email (they choose their own password on registering).
 */
import {
  activationCountries,
  adminBusinessRoutes,
  businessStatuses,
  industries,
  pricingModels,
  type TAdminBusinessSummary,
  type TBusinessOptionsData,
  type ZAdminBusinessQuery,
} from '@verity/client';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { businesses, invitations } from '../../db/schema.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { idDateRange } from '../../lib/id-date-range.js';
import { keysetPage } from '../../lib/keyset-page.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { createBusinessWithRoles } from '../accounts/create-business.js';
import { assertEmailFree, createInvitation } from '../accounts/invitations.js';
import { auditAlsoIn } from '../audit/audit-hook.js';
import { businessContactEmail, requireAuth } from '../auth/authenticate.js';
import { statusLabels } from '../onboarding/activation-status.js';
import { countryName } from '../onboarding/sla-agreement.js';

const summaryColumns = {
  business: businesses,
  // The first owner's email, or the invited owner's while nobody has registered yet.
  // Written out qualified: drizzle renders a bare column unqualified in a select, and inside this subquery
  // "id" would bind to invitations.id.
  ownerEmail: sql<string | null>`coalesce(${businessContactEmail(businesses.id)}, (select ${invitations.email}
    from ${invitations} where ${invitations.businessId} = "businesses"."id" order by ${invitations.id} limit 1))`,
};

type SummaryRow = { id: string; business: typeof businesses.$inferSelect; ownerEmail: string | null };

function presentSummary(row: SummaryRow): TAdminBusinessSummary {
  const { business } = row;
  return {
    id: business.id,
    name: business.name,
    countryCode: business.countryCode,
    currency: business.currency,
    status: business.status,
    registrationNumber: business.registrationNumber,
    ownerEmail: row.ownerEmail,
    toBeContacted: business.toBeContacted,
    submittedAt: business.submittedAt?.toISOString() ?? null,
    createdAt: business.createdAt.toISOString(),
  };
}

async function listBusinesses(ctx: AppContext, query: typeof ZAdminBusinessQuery._output) {
  const filters: Array<SQL | undefined> = [
    // Customers only: the platform's own staff account is not one of the businesses it serves.
    eq(businesses.type, 'business'),
    query.status ? eq(businesses.status, query.status) : undefined,
    query.name ? ilike(businesses.name, containsPattern(query.name)) : undefined,
    query.toBeContacted === undefined ? undefined : eq(businesses.toBeContacted, query.toBeContacted),
    query.country_code ? eq(businesses.countryCode, query.country_code) : undefined,
    ...idDateRange(businesses.id, query),
  ];
  const { rows, pagination } = await keysetPage<SummaryRow>(
    query,
    businesses.id,
    async (extra, order, limit) => {
      const found = await ctx.db
        .select(summaryColumns)
        .from(businesses)
        .where(and(...filters, extra))
        .orderBy(order)
        .limit(limit);
      return found.map((row) => ({ ...row, id: row.business.id }));
    },
  );
  return { items: rows.map(presentSummary), pagination };
}

const pricingLabels = { pay_as_you_go: 'Pay as you go', plan: 'Plan', enterprise: 'Enterprise' } as const;

export function registerAdminBusinessRoutes(app: AppInstance): void {
  const { ctx } = app;

  registerRoutes(app, adminBusinessRoutes, {
    list: async (request) => ok(await listBusinesses(ctx, request.query), 'Businesses retrieved'),

    filter: async (request) => ok(await listBusinesses(ctx, request.query), 'Businesses retrieved'),

    optionsData: async () => {
      const data: TBusinessOptionsData = {
        statuses: businessStatuses.map((value) => ({ value, label: statusLabels[value] })),
        countries: activationCountries.map((value) => ({ value, label: countryName(value) })),
        industries: [...industries],
        currencies: ['NGN', 'USD'],
        pricingModels: pricingModels.map((value) => ({ value, label: pricingLabels[value] })),
      };
      return ok(data, 'Options retrieved');
    },

    createAccount: async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      await assertEmailFree(ctx, body.email);
      const created = await createBusinessWithRoles(ctx.db, {
        name: body.companyName,
        type: 'business',
        countryCode: body.countryCode,
        currency: body.currency,
      });
      await createInvitation(ctx, {
        businessId: created.businessId,
        businessName: body.companyName,
        roleId: created.ownerRoleId,
        email: body.email,
        invitedBy: auth.user.id,
      });
      const [row] = await ctx.db
        .select(summaryColumns)
        .from(businesses)
        .where(eq(businesses.id, created.businessId));
      if (!row) throw new Error('The business was not saved');
      auditAlsoIn(request, created.businessId);
      reply.code(201);
      return ok(
        { business: presentSummary({ ...row, id: row.business.id }), invitedEmail: body.email },
        `${body.companyName} created: an invitation has been sent to ${body.email}`,
      );
    },
  });
}
