/** How billing's codes read on screen (the transaction filters' values and credit statuses). */
import type {
  TCreditStatus,
  TPaymentMode,
  TPaymentType,
  TTransactionItemType,
  TTransactionStatus,
} from '@verity/client';
import type { Tone } from '../../../components/chip';

export const transactionStatusLabels: Readonly<Record<TTransactionStatus, string>> = {
  pending: 'Pending',
  requires_action: 'Awaiting authentication',
  successful: 'Successful',
  failed: 'Failed',
};

export const transactionStatusTones: Readonly<Record<TTransactionStatus, Tone>> = {
  pending: 'warn',
  requires_action: 'warn',
  successful: 'good',
  failed: 'bad',
};

export const itemTypeLabels: Readonly<Record<TTransactionItemType, string>> = {
  wallet_funding: 'Wallet funding',
  wallet_transfer: 'Wallet transfer',
  subscription: 'Subscription',
  adjustment: 'Adjustment',
  credit: 'Credit',
  check: 'Check',
};

export const paymentModeLabels: Readonly<Record<TPaymentMode, string>> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  wallet: 'Wallet',
  admin: 'Admin',
};

export const paymentTypeLabels: Readonly<Record<TPaymentType, string>> = {
  credit: 'Credit',
  debit: 'Debit',
};

export const creditStatusLabels: Readonly<Record<TCreditStatus, string>> = {
  active: 'Active',
  expired: 'Expired',
  cleared: 'Cleared',
};

export const creditStatusTones: Readonly<Record<TCreditStatus, Tone>> = {
  active: 'good',
  expired: 'bad',
  cleared: 'neutral',
};

/** 'visa' -> 'Visa', 'american_express' -> 'American express': the card network as a word. */
export function brandLabel(brand: string): string {
  const words = brand.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Card';
}

/** 'Visa •••• 4242'. */
export function cardName(card: { brand: string; last4: string }): string {
  return `${brandLabel(card.brand)} •••• ${card.last4}`;
}
