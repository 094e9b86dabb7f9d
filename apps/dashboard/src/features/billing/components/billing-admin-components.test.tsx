import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TCheckPrice, TCredit, TReconciliation, TWalletBalance } from '@verity/client';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { FormDialog } from '../../../components/form-dialog';
import { BankTransferInstructions } from './bank-transfer-funding';
import { ClearCreditDialog, ExtendExpiryDialog, IssueCreditDialog } from './credit-dialogs';
import { CreditTable, creditActions } from './credit-section';
import { FundWalletDialog } from './fund-wallet-dialog';
import { PricingTable } from './pricing-table';
import { ReconciliationsTable } from './reconciliations-section';
import { TransferDialog } from './transfer-dialog';
import { WalletCard } from './wallet-card';

// Rendering never calls the server.
vi.mock('../../../lib/api-client', () => ({ api: {} }));

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/billing">{node}</Router>
    </QueryClientProvider>,
  );

const ngn = (amount: number) => ({ amount, currency: 'NGN' });

const transaction = {
  id: 'tx_1',
  transactionReference: 'VRT-BT7Q2K9XWM',
  status: 'pending' as const,
  itemType: 'wallet_funding' as const,
  paymentMode: 'bank_transfer' as const,
  paymentType: 'credit' as const,
  amount: ngn(1_075_000),
  description: 'Wallet funding by bank transfer',
  card: null,
  failureReason: null,
  initiatedBy: { id: 'u1', name: 'Ola Owner' },
  createdAt: '2026-03-05T10:00:00Z',
  completedAt: null,
};

describe('Fund wallet', () => {
  it('offers card or bank transfer, card first', () => {
    const markup = render(
      <FundWalletDialog businessId="b_1" currency="NGN" canAddCard onClose={() => undefined} />,
    );
    expect(markup).toContain('role="dialog"');
    expect(markup).toMatch(/<legend[^>]*>Pay by<\/legend>/);
    expect(markup).toMatch(/<input id="[^"]+" type="radio"[^>]*checked="" value="card"\/>Card<\/label>/);
    expect(markup).toMatch(
      /<input id="[^"]+" type="radio" class="[^"]*" name="[^"]+" value="bank_transfer"\/>Bank transfer<\/label>/,
    );
  });

  it('shows where to send a bank transfer, what to quote, how it splits, and that it waits to be matched', () => {
    const markup = render(
      <BankTransferInstructions
        initiation={{
          transaction,
          bankAccount: {
            bankName: 'Providus Bank',
            accountName: 'Verity Collections',
            accountNumber: '9900112233',
          },
          vat: ngn(75_000),
          walletCredit: ngn(1_000_000),
        }}
        sent={ngn(1_075_000)}
        onDone={() => undefined}
      />,
    );
    const words = text(markup);
    expect(words).toContain('Send ₦10,750.00 to this account from your bank, quoting the reference');
    expect(words).toContain(
      'Where to send it Bank Providus Bank Account name Verity Collections Account number 9900112233 Copy account number Reference to quote VRT-BT7Q2K9XWM Copy reference to quote',
    );
    expect(words).toContain(
      'What you pay Amount to send ₦10,750.00 VAT ₦750.00 Credited to your wallet ₦10,000.00',
    );
    expect(words).toContain('The transaction stays Pending until we match your transfer');
    expect(markup).toMatch(
      /<section aria-labelledby="([^"]+)"[^>]*><h3 id="\1"[^>]*>Where to send it<\/h3><dl/,
    );
    expect(markup).toMatch(/<section aria-labelledby="([^"]+)"[^>]*><h3 id="\1"[^>]*>What you pay<\/h3><dl/);
  });
});

const wallet: TWalletBalance = {
  unitBalance: -50_000_000,
  balance: ngn(50_000_000),
  creditLimit: ngn(0),
  available: ngn(50_000_000),
};

describe('the wallet’s actions', () => {
  it('offers Transfer to organization beside Fund wallet, and platform staff Adjust balance', () => {
    expect(
      text(render(<WalletCard balance={wallet} onFund={() => undefined} onTransfer={() => undefined} />)),
    ).toBe('Wallet balance ₦500,000.00 Transfer to organization Fund wallet');
    expect(text(render(<WalletCard balance={wallet} onAdjust={() => undefined} />))).toBe(
      'Wallet balance ₦500,000.00 Adjust balance',
    );
  });
});

describe('Transfer to organization', () => {
  it('asks which of the business’s organizations, and how much', () => {
    const markup = render(
      <TransferDialog
        organizations={[{ id: 'org_1', name: 'Acme Lagos Branch' }]}
        currency="NGN"
        onClose={() => undefined}
      />,
    );
    expect(markup).toMatch(/<label for="([^"]+)"[^>]*>Organization<\/label><select id="\1"/);
    expect(markup).toContain('<option value="" selected="">Select an organization</option>');
    expect(markup).toContain('<option value="org_1">Acme Lagos Branch</option>');
    expect(markup).toMatch(
      /<label for="([^"]+)"[^>]*>Amount \(₦\)<\/label><div class="relative"><input id="\1"/,
    );
    expect(text(markup)).toContain('Cancel Transfer');
  });
});

const credit = (patch: Partial<TCredit> = {}): TCredit => ({
  id: 'cr_1',
  status: 'active',
  creditAmount: ngn(5_000_000),
  used: ngn(1_250_000),
  expiry: '2026-06-30',
  amountReceived: null,
  disputeAmount: null,
  issuedBy: { id: 'u9', name: 'Ada Admin' },
  createdAt: '2026-03-01T09:00:00Z',
  clearedAt: null,
  ...patch,
});

describe('the credit lines', () => {
  it('offer Issue credit unless a line is active, and Extend and Clear unless it is cleared', () => {
    expect(creditActions(null)).toEqual(['issue']);
    expect(creditActions(credit())).toEqual(['extend', 'clear']);
    expect(creditActions(credit({ status: 'expired' }))).toEqual(['issue', 'extend', 'clear']);
    expect(creditActions(credit({ status: 'cleared' }))).toEqual(['issue']);
  });

  it('list each line with what was used, received and disputed', () => {
    const words = text(
      render(
        <CreditTable
          rows={[
            credit(),
            credit({
              id: 'cr_0',
              status: 'cleared',
              used: ngn(0),
              amountReceived: ngn(1_000_000),
              disputeAmount: ngn(250_000),
              clearedAt: '2026-02-20T12:00:00Z',
            }),
          ]}
          loading={false}
        />,
      ),
    );
    expect(words).toContain(
      'Active ₦50,000.00 ₦12,500.00 30 June 2026 — — Ada Admin 01 March 2026 — Cleared ₦50,000.00 ₦0.00 30 June 2026 ₦10,000.00 ₦2,500.00 Ada Admin 01 March 2026 20 February 2026',
    );
  });

  it('Issue credit asks for the amount and the last day, from today', () => {
    const markup = render(<IssueCreditDialog businessId="b_1" currency="NGN" onClose={() => undefined} />);
    expect(markup).toMatch(/<label[^>]*>Credit amount \(₦\)<\/label>/);
    expect(markup).toMatch(
      /<input id="[^"]+" aria-describedby="[^"]+" class="[^"]*" type="date" min="\d{4}-\d{2}-\d{2}"/,
    );
    expect(text(markup)).toContain('The last day the credit may be used');
  });

  it('Extend expiry starts the day after the current expiry', () => {
    const markup = render(
      <ExtendExpiryDialog
        businessId="b_1"
        line={credit({ expiry: '2999-06-30' })}
        onClose={() => undefined}
      />,
    );
    expect(text(markup)).toContain('The credit line of ₦50,000.00 runs until 30 June 2999.');
    expect(markup).toContain('min="2999-07-01"');
  });

  it('Clear credit says what was used and asks what came back and what is in dispute', () => {
    const markup = render(<ClearCreditDialog businessId="b_1" line={credit()} onClose={() => undefined} />);
    const words = text(markup);
    expect(words).toContain('₦12,500.00 of the ₦50,000.00 credit line is used.');
    expect(words).toContain('Amount received (₦)');
    expect(words).toContain('Amount in dispute (₦) Optional');
    expect(words).toContain('Cancel Clear credit');
  });
});

const reconciliation = (patch: Partial<TReconciliation> = {}): TReconciliation => ({
  ...transaction,
  business: { id: 'b_acme', name: 'Acme Ltd' },
  amountReceived: null,
  reconciledBy: null,
  reconciledAt: null,
  ...patch,
});

describe('the bank transfers to reconcile', () => {
  it('offer Reconcile on a pending one only; a reconciled one says by whom, what and when', () => {
    const markup = render(
      <ReconciliationsTable
        rows={[
          reconciliation(),
          reconciliation({
            id: 'tx_0',
            transactionReference: 'VRT-OLD',
            status: 'successful',
            amountReceived: ngn(1_075_000),
            reconciledBy: { id: 'u9', name: 'Ada Admin' },
            reconciledAt: '2026-03-06T08:00:00Z',
          }),
        ]}
        loading={false}
        onReconcile={() => undefined}
      />,
    );
    expect(markup).toContain('href="/businesses/b_acme/billing"');
    const words = text(markup);
    expect(words).toContain(
      'VRT-BT7Q2K9XWM Acme Ltd 05 March 2026 ₦10,750.00 Pending — Not reconciled Reconcile VRT-BT7Q2K9XWM',
    );
    expect(words).toContain(
      'VRT-OLD Acme Ltd 05 March 2026 ₦10,750.00 Successful By Ada Admin ₦10,750.00 received, 06 March 2026',
    );
    expect(markup.match(/>Reconcile<span/g)).toHaveLength(1);
  });
});

describe('the business’s prices', () => {
  const items: TCheckPrice[] = [
    { key: 'ng:nin', listPrice: 10_000, businessPrice: null, currency: 'NGN' },
    { key: 'ng:credit-report-individual', listPrice: 50_000, businessPrice: 40_000, currency: 'NGN' },
  ];

  it('show each check by name and key, the list price, and this business’s own price to edit', () => {
    const markup = render(<PricingTable businessId="b_1" items={items} />);
    const words = text(markup);
    expect(words).toContain(
      'Customer Verification · NIN · Nigeria ng:nin ₦100.00 Price for Customer Verification · NIN · Nigeria (₦)',
    );
    expect(words).toContain('ng:credit-report-individual ₦500.00 Price for ng:credit-report-individual (₦)');
    // Each price is the form's field by its place in the list (a key is the server's, not a field name).
    expect(markup).toMatch(/placeholder="List price" name="prices\.0" value=""/);
    expect(markup).toMatch(/placeholder="List price" name="prices\.1" value="400.00"/);
    // Nothing edited yet: nothing to save.
    expect(markup).toMatch(/<button type="submit" disabled=""[^>]*>Save prices<\/button>/);
  });
});

describe('a billing dialog refused by the server', () => {
  it('keeps the server’s words in the dialog, as an alert beside the fields', () => {
    const markup = render(
      <FormDialog
        title="Clear credit"
        action="Clear credit"
        pending={false}
        failure="What was received and disputed does not cover the ₦12,500.00 used"
        onSubmit={async () => undefined}
        onClose={() => undefined}
      >
        <p>Fields</p>
      </FormDialog>,
    );
    expect(markup).toMatch(
      /<p>Fields<\/p><div role="alert"[^>]*>What was received and disputed does not cover the ₦12,500.00 used<\/div>/,
    );
    expect(text(markup)).toContain('Cancel Clear credit');
  });
});
