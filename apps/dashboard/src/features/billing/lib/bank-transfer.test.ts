import type { TBankTransferInitiation } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { checkReconcile, transferBreakdown, transferInstructions } from './bank-transfer';

const initiation: TBankTransferInitiation = {
  transaction: {
    id: 'tx_1',
    transactionReference: 'VRT-BT7Q2K9XWM',
    status: 'pending',
    itemType: 'wallet_funding',
    paymentMode: 'bank_transfer',
    paymentType: 'credit',
    amount: { amount: 1_075_000, currency: 'NGN' },
    description: 'Wallet funding by bank transfer',
    card: null,
    failureReason: null,
    initiatedBy: { id: 'u1', name: 'Ola Owner' },
    createdAt: '2026-03-05T10:00:00Z',
    completedAt: null,
  },
  bankAccount: { bankName: 'Providus Bank', accountName: 'Verity Collections', accountNumber: '9900112233' },
  vat: { amount: 75_000, currency: 'NGN' },
  walletCredit: { amount: 1_000_000, currency: 'NGN' },
};

describe('the bank transfer instructions', () => {
  it('name the account and the reference to quote, the two things to copy', () => {
    expect(transferInstructions(initiation)).toEqual([
      { label: 'Bank', value: 'Providus Bank' },
      { label: 'Account name', value: 'Verity Collections' },
      { label: 'Account number', value: '9900112233', copy: true, code: true },
      { label: 'Reference to quote', value: 'VRT-BT7Q2K9XWM', copy: true, code: true },
    ]);
  });

  it('split what is sent into the VAT and what the server says reaches the wallet', () => {
    expect(transferBreakdown(initiation, { amount: 1_075_000, currency: 'NGN' })).toEqual([
      { label: 'Amount to send', value: '₦10,750.00' },
      { label: 'VAT', value: '₦750.00' },
      { label: 'Credited to your wallet', value: '₦10,000.00' },
    ]);
  });
});

describe('the amount received when reconciling', () => {
  it('is sent in minor units', () => {
    expect(checkReconcile({ amount: '10,750.00' })).toEqual({ request: { amount: 1_075_000 } });
  });

  it('is required, an amount, and more than nothing', () => {
    expect(checkReconcile({ amount: '' })).toEqual({
      errors: { amount: 'The amount received field is required' },
    });
    expect(checkReconcile({ amount: 'ten' })).toEqual({
      errors: { amount: 'The amount received field should be an amount such as 5,000.00' },
    });
    expect(checkReconcile({ amount: '0.00' })).toEqual({
      errors: { amount: 'The amount received field should be more than 0' },
    });
  });
});
