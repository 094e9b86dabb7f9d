/**
 * A credit report as a PDF (pdfkit, built-in Helvetica): whose report, the score and its band, the
 * summary, every account, and the check's metadata.
 */
import { creditReportTypeLabel, type TCreditReportCheck } from '@verity/client';
import { startPdf } from '../../lib/pdf-document.js';

const money = (minor: number, currency: string) =>
  `${currency} ${(minor / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function creditReportPdf(check: TCreditReportCheck): Promise<Buffer> {
  const result = check.result;
  if (!result) throw new Error(`Check ${check.id} has no credit report`);
  const { report, subject } = result;
  const pdf = await startPdf(`${subject.name}: credit report`);
  const { field, heading } = pdf;
  pdf.doc.font('Helvetica').fontSize(10).fillColor('#555555').text(`Credit report · ${report.bureau}`);
  pdf.doc.fillColor('#000000').font('Helvetica-Bold').fontSize(20).text(subject.name);
  pdf.doc.moveDown(0.5);
  field('Searched by', check.reference);
  field('Score', `${report.score} (300 to 850)`);
  field('Risk', report.riskLevel.replace(/_/g, ' '));
  field('Reported on', report.reportedAt);

  heading('Summary');
  const { summary } = report;
  field('Accounts', `${summary.totalAccounts} (${summary.openAccounts} open)`);
  field('Performing / non-performing', `${summary.performingAccounts} / ${summary.nonPerformingAccounts}`);
  field('Outstanding', money(summary.totalOutstanding, summary.currency));
  field('Overdue', money(summary.totalOverdue, summary.currency));
  field('Enquiries in the last 12 months', String(summary.enquiriesLast12Months));

  heading('Accounts');
  for (const account of report.accounts)
    field(
      `${account.lender}, ${account.facilityType}`,
      `${account.status.replace(/_/g, ' ')}; opened ${account.openedOn}; amount ${money(account.amount, account.currency)}; balance ${money(account.balance, account.currency)}${account.overdue > 0 ? `; overdue ${money(account.overdue, account.currency)}, ${account.daysPastDue} days` : ''}`,
    );

  heading('This check');
  field('Check', `${creditReportTypeLabel(check.type)} (${check.id})`);
  field('Run by', check.requestedBy.name);
  field('Run at', `${check.createdAt.replace('T', ' ').slice(0, 19)} UTC`);
  field('Environment', check.environment === 'live' ? 'Live' : 'Sandbox: fictitious test data');
  return pdf.finish();
}
