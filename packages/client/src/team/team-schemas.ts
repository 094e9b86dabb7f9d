/**
 * The team (spec/platform.md §3 User, §4 Users, §7 Roles and users; issue #16): the business's members and
 * the people invited, in one list. A person is invited, then active once registered, and may be
 * deactivated and activated again.
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

export const ZReassignRoleRequest = strictObject({ roleId: requiredText('role', { max: 64 }) });
export type TReassignRoleRequest = z.infer<typeof ZReassignRoleRequest>;

export const ZReinviteRequest = strictObject({ email: email() });
export type TReinviteRequest = z.infer<typeof ZReinviteRequest>;
