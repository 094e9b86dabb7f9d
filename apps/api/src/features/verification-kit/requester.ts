/** Who a check is run for and charged to, from the session (or a vForm's owner, for a respondent). */
import { type AuthContext, actorName } from '../auth/authenticate.js';

export interface CheckRequester {
  businessId: string;
  organizationId: string | null;
  environment: 'sandbox' | 'live';
  /** The business's currency (what a free sandbox check is priced in). */
  currency: string;
  userId: string;
  userName: string;
}

export function requesterOf(auth: AuthContext): CheckRequester {
  return {
    businessId: auth.business.id,
    organizationId: auth.user.organizationId,
    environment: auth.user.environment,
    currency: auth.business.currency,
    userId: auth.user.id,
    userName: actorName(auth),
  };
}

/** The columns a check's record takes from whoever ran it: whose it is, in which environment, who asked. */
export function requesterColumns(requester: CheckRequester) {
  return {
    businessId: requester.businessId,
    organizationId: requester.organizationId,
    environment: requester.environment,
    requestedBy: requester.userId,
    requestedByName: requester.userName,
  };
}
