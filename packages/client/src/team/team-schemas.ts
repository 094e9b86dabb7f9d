/**
 * The team: the business's members and the people invited, in one list. A person is invited, then active once
 * registered, and may be deactivated and activated again.
 */
import { z } from 'zod';
import { email, requiredText, strictObject } from '../rules/validation.js';
import { isoDate, pageLimit, pageNumber } from '../schemas/history-query.js';

export const teamMemberStatuses = ['invited', 'active', 'deactivated'] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];

export const ZTeamMember = z.object({
  /** The user's id, or the invitation's while the person has not registered. */
  id: z.string(),
  kind: z.enum(['user', 'invitation']),
  /** The person's name; null for an invitation (only the email is known). */
  name: z.string().nullable(),
  email: z.string(),
  role: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(teamMemberStatuses),
  twoFactorEnabled: z.boolean(),
  /** The last sign-in; null for an invitation or someone who never signed in. */
  lastActiveAt: z.string().nullable(),
  /** When the user registered, or when the invitation was sent. */
  createdAt: z.string(),
  /** An invitation's end; null for a user. */
  expiresAt: z.string().nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** A member with their role's permissions, for the member page's permissions tab. */
export const ZTeamMemberDetail = ZTeamMember.extend({ permissions: z.array(z.string()) });
export type TTeamMemberDetail = z.infer<typeof ZTeamMemberDetail>;

export const ZTeamQuery = z.strictObject({
  status: z
    .enum(teamMemberStatuses, { error: `The status field should be one of ${teamMemberStatuses.join(', ')}` })
    .optional(),
  startDate: isoDate('start date').optional(),
  endDate: isoDate('end date').optional(),
  roleId: z.string().max(64).optional(),
  name: z.string().trim().max(100).optional(),
  page: pageNumber,
  limit: pageLimit,
});
export interface TTeamQuery {
  status?: TeamMemberStatus;
  /** YYYY-MM-DD, inclusive: when the person joined or was invited. */
  startDate?: string;
  endDate?: string;
  roleId?: string;
  /** Part of a name or an email. */
  name?: string;
  page?: number;
  limit?: number;
}

/** A person as platform admins see them across businesses (the /users pages): with their business. */
export const ZAdminUser = ZTeamMember.extend({ business: z.object({ id: z.string(), name: z.string() }) });
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUserDetail = ZAdminUser.extend({ permissions: z.array(z.string()) });
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

/** The team's filters, and one business (a business picker's id) or every business when left out. */
export const ZAdminUserQuery = ZTeamQuery.extend({ businessId: z.string().max(64).optional() });
export interface TAdminUserQuery extends TTeamQuery {
  businessId?: string;
}

/** A page of a person's activities (their audit log rows). */
export const ZActivitiesQuery = z.strictObject({ page: pageNumber, limit: pageLimit });
export interface TActivitiesQuery {
  page?: number;
  limit?: number;
}

/**
 * A quick search (a person or business picker): part of a name or an email, at most `limit` answers
 * (default 10, at most 50), best first. Used by GET /businesses/users/search and /businesses/search.
 */
export const ZSearchQuery = z.strictObject({
  q: z
    .string({ error: 'The q field is required' })
    .trim()
    .min(1, { error: 'The q field is required' })
    .max(100, { error: 'The q field should be at most 100 characters' }),
  limit: z.coerce
    .number({ error: 'The limit field should be a number' })
    .int({ error: 'The limit field should be a whole number' })
    .min(1, { error: 'The limit field should be at least 1' })
    .max(50, { error: 'The limit field should be at most 50' })
    .default(10),
});
export interface TSearchQuery {
  q: string;
  limit?: number;
}

/** A business as a platform admin's search finds it. */
export const ZBusinessSearchResult = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  status: z.string(),
});
export type TBusinessSearchResult = z.infer<typeof ZBusinessSearchResult>;

export const ZReassignRoleRequest = strictObject({ roleId: requiredText('role', { max: 64 }) });
export type TReassignRoleRequest = z.infer<typeof ZReassignRoleRequest>;

export const ZReinviteRequest = strictObject({ email: email() });
export type TReinviteRequest = z.infer<typeof ZReinviteRequest>;
