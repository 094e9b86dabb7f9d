/**
 * A sign-up waiting for its emailed code. Kept in sessionStorage (this tab only, gone when it closes) so
 * a reload of /auth/account-created still knows the token, the address and the details a resend needs.
 */
import { type TCreateUserAccountRequest, ZCreateUserAccountRequest } from '@verity/client';

export const PENDING_ACCOUNT_KEY = 'verity.pendingAccount';

/** Exactly the fields the resend call (`/users/account/create`) takes: it rejects unknown keys. */
export type PendingAccountDetails = Omit<TCreateUserAccountRequest, 'accountCreationToken'>;

export interface PendingAccount {
  accountCreationToken: string;
  email: string;
  details: PendingAccountDetails;
}

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem' | 'removeItem'>;

export function pendingDetails(input: PendingAccountDetails): PendingAccountDetails {
  const { firstName, lastName, email, companyName, countryCode, mobile } = input;
  return { firstName, lastName, email, companyName, countryCode, mobile };
}

export function savePendingAccount(storage: Writer, pending: PendingAccount): void {
  storage.setItem(
    PENDING_ACCOUNT_KEY,
    JSON.stringify({ ...pending, details: pendingDetails(pending.details) }),
  );
}

export function clearPendingAccount(storage: Writer): void {
  storage.removeItem(PENDING_ACCOUNT_KEY);
}

/** What was saved, or null when nothing (or something unreadable) is there. */
export function readPendingAccount(storage: Reader): PendingAccount | null {
  const raw = storage.getItem(PENDING_ACCOUNT_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { accountCreationToken, email, details } = parsed as Record<string, unknown>;
  if (typeof accountCreationToken !== 'string' || typeof email !== 'string') return null;
  // The resend body's own schema decides whether the saved details are still usable.
  const body = ZCreateUserAccountRequest.safeParse({
    ...(typeof details === 'object' && details !== null ? details : {}),
    accountCreationToken,
  });
  if (!body.success) return null;
  const { accountCreationToken: token, ...rest } = body.data;
  return { accountCreationToken: token, email, details: rest };
}

export function resendBody(pending: PendingAccount): TCreateUserAccountRequest {
  return { ...pendingDetails(pending.details), accountCreationToken: pending.accountCreationToken };
}
