/**
 * One response as a PDF (pdfkit, built-in Helvetica): the form, the response's id, time, status and
 * respondent, then each question with its answer (identity numbers masked) and, for verification fields,
 * the outcome and the check it ran. Never the registry's data.
 */
import {
  answersOf,
  type ResponseForm,
  respondentNameOfRow,
  type VFormResponseRow,
} from './present-response.js';
import { readableAnswer, verificationText } from './readable-answer.js';

const statusLabels: Record<VFormResponseRow['status'], string> = {
  completed: 'Completed',
  verified: 'Verified',
  unverified: 'Not verified',
  failed: 'Failed',
};

export async function responsePdf(row: VFormResponseRow, form: ResponseForm): Promise<Buffer> {
  const formTitle = form.title;
  // pdfkit (and its font metrics) load with the first PDF, not at boot: ~25 MB resident saved.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${formTitle}: response ${row.id}`, Producer: 'Verity', CreationDate: row.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(formTitle);
  doc.moveDown(0.5);
  const meta = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  meta('Response', row.id);
  meta('Submitted at', `${row.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`);
  meta('Status', statusLabels[row.status]);
  const name = respondentNameOfRow(row, form);
  if (name) meta('Respondent', name);
  if (row.respondentEmail) meta('Respondent email', row.respondentEmail);
  doc.moveDown();

  for (const answer of answersOf(row)) {
    doc.font('Helvetica-Bold').fontSize(11).text(answer.label);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(readableAnswer(answer) || 'No answer');
    const verification = verificationText(answer);
    if (verification) doc.font('Helvetica-Oblique').text(`Verification: ${verification}`);
    if (answer.verification?.checkId)
      doc.font('Helvetica-Oblique').text(`Check: ${answer.verification.checkId}`);
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}
