/**
 * An invitation into a business (and optionally one of its organizations): the row, with its token
 * stored hashed, and the mail with the registration link, in one transaction. Used by the team's invite,
 * by platform staff creating a business (its owner), and by creating an organization (its first staff).
 */
import type { TInvitation } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { invitations, organizations, users } from '../../db/schema.js';
import { conflict } from '../../http/app-error.js';
import { newId } from '../../lib/ids.js';
import { randomToken } from '../../lib/secrets.js';
import { templates } from '../outbox/templates.js';
import { EMAIL_TAKEN_MESSAGE } from './account-routes.js';

export const INVITATION_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** Emails are unique across the platform (sign-in starts from the email): 409 when one is taken. */
export async function assertEmailFree(ctx: AppContext, email: string): Promise<void> {
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
}

export interface NewInvitation {
  businessId: string;
  /** Named in the mail: the business, or the organization for its staff. */
  businessName: string;
  roleId: string;
  email: string;
  invitedBy: string | null;
  organizationId?: string | null;
}

export async function createInvitation(ctx: AppContext, input: NewInvitation): Promise<TInvitation> {
  const token = randomToken();
  const invitation = {
    id: newId(),
    businessId: input.businessId,
    roleId: input.roleId,
    email: input.email,
    tokenHash: ctx.secrets.hashToken('invitation', token),
    invitedBy: input.invitedBy,
    organizationId: input.organizationId ?? null,
    expiresAt: new Date(ctx.now().getTime() + INVITATION_LIFETIME_MS),
  };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(invitations).values(invitation);
    await ctx.outbox.send(
      tx,
      templates.invitation(input.email, input.businessName, `${ctx.config.publicUrl}/auth/register/${token}`),
    );
  });
  return {
    id: invitation.id,
    email: input.email,
    roleId: input.roleId,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Registration from an organization's invitation: the new user joins it, and a pending one becomes active. */
export async function joinOrganization(tx: DbOrTx, organizationId: string, userId: string): Promise<void> {
  await tx.update(users).set({ organizationId }).where(eq(users.id, userId));
  await tx
    .update(organizations)
    .set({ status: 'active' })
    .where(and(eq(organizations.id, organizationId), eq(organizations.status, 'pending')));
}
