/**
 * What the rest of the dashboard uses of billing: an organization's wallet and transactions, the plans' figures
 * onboarding shows.
 */
export { billingKeys, organizationBalanceQuery, organizationTransactionsQuery } from './api';
export { TransactionsTable } from './components/transactions-section';
export { WalletCard } from './components/wallet-card';
export { usePlans } from './plans/api';
export { includedChecksText, monthlyPriceText } from './plans/lib/tier-action';
