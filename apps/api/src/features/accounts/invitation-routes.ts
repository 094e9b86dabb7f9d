/** Team invitations: an owner invites by email; the link registers the person once. */
import {
  invitationRoutes,
  type TInvitation,
  type TInvitationBatch,
  type TInvitationVerifyResponse,
  type TLoginResponse,
} from '@verity/client';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { businesses, invitations, roles, users } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import { registerRoutes } from '../../http/register-routes.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordChanges } from '../audit/audit-hook.js';
import { type AuthContext, requireAuth } from '../auth/authenticate.js';
import { assertGrantable, ROLE_GRANT_WORDS } from '../auth/grantable.js';
import { loadUserParts } from '../auth/load-user.js';
import { presentUser } from '../auth/present-user.js';
import { setSessionCookie } from '../auth/session-cookie.js';
import { createSession } from '../auth/sessions.js';
import { EMAIL_TAKEN_MESSAGE } from './account-routes.js';
import { insertUser } from './create-business.js';
import { createInvitation, joinOrganization } from './invitations.js';

export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid or has expired';
export const ALREADY_INVITED_MESSAGE =
  'This email already has an invitation waiting: send it again from the team page instead';

export function registerInvitationRoutes(app: AppInstance): void {
  const { ctx } = app;

  const liveInvitation = (token: string) =>
    and(
      eq(invitations.tokenHash, ctx.secrets.hashToken('invitation', token)),
      isNull(invitations.acceptedAt),
      gt(invitations.expiresAt, ctx.now()),
    );

  /** One address invited into `role`: the invitation, or a 409 saying why not. */
  async function inviteOne(auth: AuthContext, email: string, role: { id: string }): Promise<TInvitation> {
    const [existing] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (existing) throw conflict(EMAIL_TAKEN_MESSAGE);
    const [pending] = await ctx.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.businessId, auth.business.id),
          eq(invitations.email, email),
          isNull(invitations.acceptedAt),
        ),
      )
      .limit(1);
    if (pending) throw conflict(ALREADY_INVITED_MESSAGE);

    return createInvitation(ctx, {
      businessId: auth.business.id,
      businessName: auth.business.name,
      roleId: role.id,
      email,
      invitedBy: auth.user.id,
    });
  }

  registerRoutes(app, invitationRoutes, {
    invite: async (request, reply) => {
      const auth = requireAuth(request);
      const { email, emails, roleId } = request.body;
      const [role] = await ctx.db
        .select()
        .from(roles)
        .where(and(eq(roles.id, roleId), eq(roles.businessId, auth.business.id)))
        .limit(1);
      if (!role) throw notFound('Role not found');
      // Nobody invites someone into more than they hold themselves.
      assertGrantable(auth, role.permissions, ROLE_GRANT_WORDS);
      if (email !== undefined) {
        const invitation = await inviteOne(auth, email, role);
        reply.code(201);
        return ok<TInvitation>(invitation, `An invitation has been sent to ${email}`);
      }
      // Several: each on its own, so one refused (a member already, say) does not stop the rest.
      const items: TInvitationBatch['items'] = [];
      for (const address of new Set(emails)) {
        try {
          items.push({ email: address, invitation: await inviteOne(auth, address, role), error: null });
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          items.push({ email: address, invitation: null, error: error.message });
        }
      }
      const sent = items.filter((item) => item.invitation);
      recordChanges(request, { invited: [] }, { invited: sent.map((item) => item.email) });
      if (sent.length > 0) reply.code(201);
      return ok<TInvitationBatch>(
        { items },
        `${sent.length} of ${items.length} ${items.length === 1 ? 'invitation' : 'invitations'} sent`,
      );
    },

    verify: async (request) => {
      const [row] = await ctx.db
        .select({ invitation: invitations, businessName: businesses.name, roleName: roles.name })
        .from(invitations)
        .innerJoin(businesses, eq(businesses.id, invitations.businessId))
        .innerJoin(roles, eq(roles.id, invitations.roleId))
        .where(liveInvitation(request.params.token))
        .limit(1);
      if (!row) throw badRequest(INVITATION_INVALID_MESSAGE);
      return ok<TInvitationVerifyResponse>(
        {
          email: row.invitation.email,
          businessName: row.businessName,
          roleName: row.roleName,
          expiresAt: row.invitation.expiresAt.toISOString(),
        },
        'Invitation is valid',
      );
    },

    register: async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const userId = newId();
      try {
        const token = await ctx.db.transaction(async (tx) => {
          const [invitation] = await tx
            .update(invitations)
            .set({ acceptedAt: ctx.now() })
            .where(liveInvitation(request.params.token))
            .returning();
          if (!invitation) throw badRequest(INVITATION_INVALID_MESSAGE);
          await insertUser(
            tx,
            { id: userId, businessId: invitation.businessId, roleId: invitation.roleId },
            {
              email: invitation.email,
              firstName: body.firstName,
              lastName: body.lastName,
              middleName: body.middleName ?? null,
              mobile: body.mobile,
              gender: body.gender ?? null,
              photo: body.photo ?? null,
              passwordHash,
              firstTimeLogin: false,
            },
          );
          if (invitation.organizationId) await joinOrganization(tx, invitation.organizationId, userId);
          return createSession(ctx, tx, userId, request);
        });
        const parts = await loadUserParts(ctx, { id: userId });
        if (!parts) throw notFound('User not found');
        reply.code(201);
        setSessionCookie(reply, token, ctx.config);
        return ok<TLoginResponse>({ user: presentUser(ctx, parts), token }, 'Registration successful');
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
    },
  });
}
