import type { TWalletBalance } from '../billing/billing-schemas.js';
import { path } from '../core/path.js';
import type { RequestOptions, Transport } from '../core/transport.js';

/** Billing (spec/platform.md §7 Billing): the wallet's balance so far; cards, plans and invoices follow. */
export class BillingResource {
  constructor(private readonly t: Transport) {}

  /** The caller's wallet: the business's, or for organization staff their organization's. */
  balances(options?: RequestOptions) {
    return this.t.json<TWalletBalance>({
      service: 'billing',
      method: 'GET',
      path: '/wallets/balances',
      options,
    });
  }
  /** A business's wallet, for platform staff. */
  businessBalances(businessId: string, options?: RequestOptions) {
    return this.t.json<TWalletBalance>({
      service: 'billing',
      method: 'GET',
      path: path`/wallets/business/${businessId}/balances`,
      options,
    });
  }
}
