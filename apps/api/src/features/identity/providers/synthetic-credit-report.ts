/**
 * A stable synthetic credit report for a sandbox BVN, drawn from a hash of the number like the synthetic
 * person: the same BVN always gives the same score, accounts and history. A BVN ending 7777 gives a poor
 * report (non-performing facilities, money overdue), so a sandbox user can see both ends.
 */
import { createHash } from 'node:crypto';
import { creditRiskLevelOf, type TCreditAccount, type TCreditReport } from '@verity/client';

const lenders = [
  'Access Bank',
  'Guaranty Trust Bank',
  'First Bank of Nigeria',
  'Zenith Bank',
  'United Bank for Africa',
  'Carbon Microfinance',
  'FairMoney Microfinance Bank',
  'Renmoney Microfinance Bank',
];
const facilities = ['Personal loan', 'Overdraft', 'Credit card', 'Auto loan', 'Salary advance', 'Mortgage'];

/** The bureau's market: its currency and lenders (Nigeria unless said otherwise). */
export interface CreditMarket {
  currency: string;
  lenders: readonly string[];
}

export const nigerianMarket: CreditMarket = { currency: 'NGN', lenders };

export function syntheticCreditReport(
  number: string,
  today: Date,
  market: CreditMarket = nigerianMarket,
): TCreditReport {
  const bytes = createHash('sha256').update(`credit:${number}`).digest();
  let offset = 0;
  const next = (n: number) => {
    const value = bytes.readUInt16BE(offset % (bytes.length - 1));
    offset += 2;
    return value % n;
  };
  const poor = number.endsWith('7777');
  const count = 2 + next(4);
  const accounts: TCreditAccount[] = Array.from({ length: count }, (_, index) => {
    const amount = (50 + next(4_950)) * 100_000; // 50,000 to 5,000,000 in minor units (₦ in Nigeria)
    const closed = !poor && next(4) === 0;
    const nonPerforming = poor && index < 2;
    const balance = closed ? 0 : Math.round((amount * (10 + next(80))) / 100);
    const overdue = nonPerforming ? Math.round(balance / (2 + next(3))) : 0;
    const opened = new Date(Date.UTC(2015 + next(10), next(12), 1 + next(28)));
    return {
      lender: market.lenders[next(market.lenders.length)] as string,
      facilityType: facilities[next(facilities.length)] as string,
      currency: market.currency,
      amount,
      balance,
      overdue,
      status: closed ? 'closed' : nonPerforming ? 'non_performing' : 'performing',
      openedOn: opened.toISOString().slice(0, 10),
      daysPastDue: nonPerforming ? 30 * (1 + next(6)) : 0,
    };
  });
  const score = poor ? 380 + next(90) : 600 + next(230);
  const open = accounts.filter((account) => account.status !== 'closed');
  return {
    bureau: 'Sandbox Credit Bureau',
    score,
    riskLevel: creditRiskLevelOf(score),
    summary: {
      totalAccounts: accounts.length,
      openAccounts: open.length,
      performingAccounts: accounts.filter((account) => account.status === 'performing').length,
      nonPerformingAccounts: accounts.filter((account) => account.status === 'non_performing').length,
      totalOutstanding: open.reduce((sum, account) => sum + account.balance, 0),
      totalOverdue: accounts.reduce((sum, account) => sum + account.overdue, 0),
      enquiriesLast12Months: next(poor ? 12 : 5),
      currency: market.currency,
    },
    accounts,
    reportedAt: today.toISOString().slice(0, 10),
  };
}
