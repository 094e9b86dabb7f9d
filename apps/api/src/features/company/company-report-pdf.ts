/**
 * A company check as a PDF (pdfkit, built-in Helvetica): the company (name, number, class, status, dates,
 * address, contacts), its directors and persons with significant control, a bank account match where one
 * was checked, and the check's own metadata; a sandbox report says it is test data.
 */
import { companyTypeLabel, type TCompanyCheck } from '@verity/client';
import { startPdf } from '../../lib/pdf-document.js';

const statusLabels = { active: 'Active', inactive: 'Inactive', struck_off: 'Struck off' } as const;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export async function companyReportPdf(check: TCompanyCheck): Promise<Buffer> {
  const company = check.result;
  if (!company) throw new Error(`Check ${check.id} has no company to report`);
  const pdf = await startPdf(`${company.name}: business verification`);
  const { doc, field, heading } = pdf;
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Business verification report');
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(20).text(company.name);
  doc.moveDown(0.5);
  field('Registration number', company.registrationNumber);
  field('Entity class', company.entityClass);
  field('Country', company.country.toUpperCase());
  field('Status', statusLabels[company.status]);
  field('Registered on', company.registrationDate);
  field('Registered address', company.address);
  field('Tax identification number', company.tin);
  field('Phone', company.phone);
  field('Email', company.email);

  if (company.directors.length > 0) {
    heading('Directors and officers');
    for (const director of company.directors)
      field(
        director.name,
        [director.role, director.appointedOn && `appointed ${director.appointedOn}`, director.nationality]
          .filter(Boolean)
          .join(', '),
      );
  }
  if (company.shareholders.length > 0) {
    heading('Persons with significant control');
    for (const holder of company.shareholders)
      field(
        holder.name,
        [
          holder.kind === 'company' ? 'Company' : 'Individual',
          holder.shares !== null && `${holder.shares.toLocaleString('en-GB')} shares`,
          holder.percentage !== null && `${holder.percentage}%`,
        ]
          .filter(Boolean)
          .join(', '),
      );
  }
  if (company.bankAccount) {
    const account = company.bankAccount;
    heading('Bank account');
    field('Account', `****${account.accountNumber.slice(-4)} (branch ${account.branchCode})`);
    field('Bank', account.bankName);
    field('Account found', yesNo(account.accountFound));
    field('Account open', yesNo(account.accountOpen));
    field('Held by this company', yesNo(account.registrationNumberMatches));
  }

  heading('This check');
  field('Check', `${companyTypeLabel(check.type)} (${check.id})`);
  field('Number checked', check.reference);
  field('Run by', check.requestedBy.name);
  field('Run at', `${check.createdAt.replace('T', ' ').slice(0, 19)} UTC`);
  field('Environment', check.environment === 'live' ? 'Live' : 'Sandbox: fictitious test data');
  return pdf.finish();
}
