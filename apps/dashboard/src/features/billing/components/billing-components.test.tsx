import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TBillingTransaction, TWalletBalance } from '@verity/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { BalanceBanner } from './balance-banner';
import { CardList, cardExpiry } from './card-list';
import { TransactionsTable } from './transactions-section';
import { WalletCard } from './wallet-card';

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the wallet-balance banner', () => {
  it('says how much credit the next invoice gets', () => {
    const markup = renderToStaticMarkup(<BalanceBanner unitBalance={-500000} currency="NGN" />);
    expect(markup).toContain('role="status"');
    expect(text(markup)).toBe('You have ₦5,000.00 available to be applied in your upcoming invoice');
  });

  it('says what is owed', () => {
    expect(text(renderToStaticMarkup(<BalanceBanner unitBalance={123456} currency="USD" />))).toBe(
      'You have an outstanding balance of $1,234.56, which will be included in your upcoming invoice',
    );
  });

  it('is not shown when the wallet is square', () => {
    expect(renderToStaticMarkup(<BalanceBanner unitBalance={0} currency="NGN" />)).toBe('');
  });
});

const balance = (amount: number, creditLimit = 0): TWalletBalance => ({
  unitBalance: -amount,
  balance: { amount, currency: 'NGN' },
  creditLimit: { amount: creditLimit, currency: 'NGN' },
  available: { amount: amount + creditLimit, currency: 'NGN' },
});

describe('the wallet', () => {
  it('shows the balance and, for holders of wallet:fund, Fund wallet', () => {
    const markup = renderToStaticMarkup(<WalletCard balance={balance(1234567)} onFund={() => undefined} />);
    expect(text(markup)).toBe('Wallet balance ₦12,345.67 Fund wallet');
  });

  it('mentions the credit line only when there is one, and no Fund wallet without the permission', () => {
    const markup = renderToStaticMarkup(<WalletCard balance={balance(0, 5000000)} />);
    expect(text(markup)).toBe(
      'Wallet balance ₦0.00 ₦50,000.00 available to spend, with a credit line of ₦50,000.00',
    );
  });
});

const transaction: TBillingTransaction = {
  id: 'tx_1',
  transactionReference: 'VRT-7Q2K9XWM4D',
  status: 'successful',
  itemType: 'wallet_funding',
  paymentMode: 'card',
  paymentType: 'credit',
  amount: { amount: 500000, currency: 'NGN' },
  description: 'Wallet funding',
  card: { brand: 'visa', last4: '4242' },
  failureReason: null,
  initiatedBy: { id: 'u1', name: 'Ola Owner' },
  createdAt: '2026-03-05T10:00:00Z',
  completedAt: '2026-03-05T10:00:02Z',
};

describe('the transactions table', () => {
  it('writes a row: reference linking to the transaction, date, item, mode, amount and status', () => {
    const markup = renderToStaticMarkup(
      <Router ssrPath="/billing">
        <TransactionsTable
          rows={[transaction, { ...transaction, id: 'tx 2', paymentType: 'debit', status: 'failed' }]}
          loading={false}
        />
      </Router>,
    );
    expect(markup).toContain('href="/billing/tx_1"');
    expect(markup).toContain('href="/billing/tx%202"');
    expect(text(markup)).toContain('VRT-7Q2K9XWM4D 05 March 2026 Wallet funding Card ₦5,000.00 Successful');
    expect(text(markup)).toContain('-₦5,000.00 Failed');
  });
});

describe('the saved cards', () => {
  const cards = [
    {
      id: 'c1',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      cardLabel: 'Ops card',
      isDefault: true,
      createdAt: '2026-03-05T10:00:00Z',
    },
    {
      id: 'c2',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
      cardLabel: null,
      isDefault: false,
      createdAt: '2026-03-05T10:00:00Z',
    },
  ];
  const list = (manage: boolean) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <CardList cards={cards} manage={manage} />
      </QueryClientProvider>,
    );

  it('lists network, last four, label, expiry and the default', () => {
    expect(cardExpiry({ expMonth: 3, expYear: 2031 })).toBe('03/31');
    expect(text(list(false))).toBe(
      'Visa •••• 4242 Default Ops card Expires 12/34 Mastercard •••• 4444 Expires 03/31',
    );
  });

  it('offers Make default (not for the default) and Remove to those who manage cards', () => {
    const words = text(list(true));
    expect(words).toContain('Visa •••• 4242 Default Ops card Expires 12/34 Remove Visa •••• 4242');
    expect(words).toContain('Make default Mastercard •••• 4444 Remove Mastercard •••• 4444');
  });
});
