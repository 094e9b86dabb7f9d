import { PillNav } from '../../../components/pill-nav';

export const MANAGE_CARDS_PATH = '/billing/payment-details/manage-cards';

/** Billing's pages built so far, the current one marked. */
export function BillingNav({ current, canManageCards }: { current: string; canManageCards: boolean }) {
  const items = [
    { href: '/billing', label: 'Wallet' },
    { href: '/billing/payment-details', label: 'Payment details' },
    ...(canManageCards ? [{ href: MANAGE_CARDS_PATH, label: 'Manage cards' }] : []),
  ];
  return (
    <PillNav label="Billing" items={items.map((item) => ({ ...item, current: item.href === current }))} />
  );
}
