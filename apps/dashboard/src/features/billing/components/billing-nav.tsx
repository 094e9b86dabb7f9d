import { PillNav } from '../../../components/pill-nav';

export const MANAGE_CARDS_PATH = '/billing/payment-details/manage-cards';
export const RECONCILIATIONS_PATH = '/billing/reconciliations';
export const INVOICES_PATH = '/billing/invoice';

export interface BillingNavProps {
  current: string;
  canManageCards: boolean;
  /** Platform staff (admin:business:billing:view) match bank transfers on Reconciliations. */
  canReconcile?: boolean;
}

/** Billing's pages built so far, the current one marked. */
export function BillingNav({ current, canManageCards, canReconcile = false }: BillingNavProps) {
  const items = [
    { href: '/billing', label: 'Wallet' },
    { href: INVOICES_PATH, label: 'Invoices' },
    { href: '/billing/payment-details', label: 'Payment details' },
    ...(canManageCards ? [{ href: MANAGE_CARDS_PATH, label: 'Manage cards' }] : []),
    { href: '/billing/plans-and-products', label: 'Plans and products' },
    ...(canReconcile ? [{ href: RECONCILIATIONS_PATH, label: 'Reconciliations' }] : []),
  ];
  return (
    <PillNav label="Billing" items={items.map((item) => ({ ...item, current: item.href === current }))} />
  );
}
