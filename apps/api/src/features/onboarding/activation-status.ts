/**
 * The business status machine:
 *
 *   not_activated ──submit──▶ pending_activation ──activate──▶ activated ──suspend──▶ suspended
 *        declined ──submit──▶        │ decline                     ▲                     │
 *           ▲─────────────────────────┘                             └──────activate───────┘
 *
 * A transition is one conditional UPDATE (`where status in (from)`), so two staff acting at once cannot
 * both move it: the second finds the status changed and gets the 409 its own request deserves. The owner
 * is mailed in the same transaction (the outbox), and the route's audit row goes with it.
 */
import type { TBusinessStatus } from '@verity/client';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { businesses } from '../../db/schema.js';
import { conflict, notFound } from '../../http/app-error.js';
import type { BusinessRow } from '../auth/authenticate.js';

export type ActivationAction = 'submit' | 'activate' | 'decline' | 'suspend';

export const transitions: Readonly<
  Record<ActivationAction, { from: readonly TBusinessStatus[]; to: TBusinessStatus }>
> = {
  submit: { from: ['not_activated', 'declined'], to: 'pending_activation' },
  activate: { from: ['pending_activation', 'suspended'], to: 'activated' },
  decline: { from: ['pending_activation'], to: 'declined' },
  suspend: { from: ['activated'], to: 'suspended' },
};

export const statusLabels: Readonly<Record<TBusinessStatus, string>> = {
  not_activated: 'not activated',
  pending_activation: 'pending activation',
  activated: 'activated',
  declined: 'declined',
  suspended: 'suspended',
};

const pastTense: Readonly<Record<ActivationAction, string>> = {
  submit: 'submitted for activation',
  activate: 'activated',
  decline: 'declined',
  suspend: 'suspended',
};

/** The 409 for an action the business's status does not allow, worded for whoever asked. */
export function refusal(action: ActivationAction, status: TBusinessStatus): Error {
  if (action === 'submit' && status === 'pending_activation')
    return conflict('This business is already waiting for activation');
  if (action === 'activate' && status === 'activated') return conflict('This business is already activated');
  if (action === 'activate' && (status === 'not_activated' || status === 'declined'))
    return conflict('This business has not submitted its activation yet');
  return conflict(`A business that is ${statusLabels[status]} cannot be ${pastTense[action]}`);
}

/** Sections can change only while the business is filling them in (before submitting, or after a decline). */
export const EDITABLE_STATUSES: readonly TBusinessStatus[] = ['not_activated', 'declined'];

export function assertEditable(status: TBusinessStatus): void {
  if (EDITABLE_STATUSES.includes(status)) return;
  throw conflict(
    status === 'pending_activation'
      ? 'Your activation is being reviewed: its details cannot change until it is decided'
      : `This business is ${statusLabels[status]}: contact support to change its activation details`,
  );
}

/**
 * Moves the business by `action`, setting `extra` columns with it, or throws the 409 for its current
 * status. Answers the updated row.
 */
export async function transition(
  ctx: AppContext,
  businessId: string,
  action: ActivationAction,
  extra: Partial<typeof businesses.$inferInsert> = {},
): Promise<BusinessRow> {
  const rule = transitions[action];
  const [moved] = await ctx.db
    .update(businesses)
    .set({ ...extra, status: rule.to, updatedAt: ctx.now() })
    .where(and(eq(businesses.id, businessId), inArray(businesses.status, [...rule.from])))
    .returning();
  if (moved) {
    ctx.authCache.forgetBusiness(businessId);
    return moved;
  }
  const [current] = await ctx.db
    .select({ status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!current) throw notFound('Business not found');
  throw refusal(action, current.status);
}
