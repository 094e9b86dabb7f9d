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
