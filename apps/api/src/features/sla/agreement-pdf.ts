/**
 * The service agreement as an unsigned PDF. pdfkit lays the text out (it wraps and breaks pages, in the
 * house style of lib/pdf-document.ts); pdf-lib then writes the final file, because the signing steps need
 * a layout they can append to: a classic xref table and no object streams.
 *
 * The output depends only on `details` (the effective date stands in for the creation date), so the
 * SHA-256 shown to the signee can be recomputed from the same details later.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString } from 'pdf-lib';
import { startPdf } from '../../lib/pdf-document.js';
import { A4, MARGIN, pdfkitTop, SIGNATURE_BLOCK, type SignatureColumn } from './agreement-layout.js';
import {
  AGREEMENT_TITLE,
  type AgreementDetails,
  type AgreementSection,
  agreementDate,
  agreementSections,
} from './agreement-text.js';
import { toWinAnsi } from './pdf-text.js';

export type { AgreementDetails } from './agreement-text.js';

type Doc = PDFKit.PDFDocument;

const BODY_SIZE = 10;
const LABEL_COLOUR = '#555555';

export async function renderAgreementPdf(details: AgreementDetails): Promise<Uint8Array> {
  const pdf = await startPdf(`${AGREEMENT_TITLE} ${details.agreementNumber}`);
  const { doc } = pdf;
  // pdfkit stamps the current time otherwise, which would make every rendering differ.
  doc.info.CreationDate = details.effectiveDate;

  doc.font('Helvetica-Bold').fontSize(18).text(AGREEMENT_TITLE).moveDown(0.4);
  pdf.field('Agreement number', toWinAnsi(details.agreementNumber));
  pdf.field('Effective date', agreementDate(details.effectiveDate));
  pdf.field('Between', toWinAnsi(`${details.platformName} and ${details.companyName}`));

  for (const section of agreementSections(details)) {
    pdf.heading(section.heading);
    writeSection(doc, section);
  }

  // The block has a fixed place at the foot of the last page (agreement-layout.ts); start a page for it
  // when the text has already run into that space.
  if (doc.y > A4.height - SIGNATURE_BLOCK.top) doc.addPage();
  drawColumn(doc, SIGNATURE_BLOCK.signee, 'For the Business', details.companyName, [
    ['Name', null],
    ['Title', details.signee.title],
    ['Date', null],
  ]);
  drawColumn(doc, SIGNATURE_BLOCK.platform, `For ${details.platformName}`, details.platformName, [
    ['Name', null],
    ['Title', 'Authorised signatory'],
    ['Date', null],
  ]);
  const platformBox = SIGNATURE_BLOCK.platform.signatureBox;
  doc
    .font('Helvetica-Oblique')
    .fontSize(8.5)
    .fillColor(LABEL_COLOUR)
    .text(
      `${details.platformName} countersigns with a digital signature, shown in the PDF reader's signature panel.`,
      platformBox.x,
      A4.height - platformBox.y - platformBox.height + 8,
      { width: platformBox.width, lineBreak: true },
    )
    .fillColor('black');

  const drafted = await pdf.finish();
  // Rewritten without object streams and without touching the metadata (pdf-lib would otherwise stamp
  // its own producer and the current time).
  const final = await PDFDocument.load(drafted, { updateMetadata: false });
  // pdfkit derives the file identifier from the time the document was started; one derived from the
  // details keeps the bytes reproducible.
  const id = PDFHexString.of(createHash('sha256').update(JSON.stringify(details)).digest('hex').slice(0, 32));
  final.context.trailerInfo.ID = final.context.obj([id, id]);
  return final.save({ useObjectStreams: false });
}

function writeSection(doc: Doc, section: AgreementSection): void {
  doc.font('Helvetica').fontSize(BODY_SIZE);
  for (const paragraph of section.paragraphs) doc.text(toWinAnsi(paragraph)).moveDown(0.4);
  if (section.bullets && section.bullets.length > 0) {
    doc.list(section.bullets.map(toWinAnsi), { bulletRadius: 1.5, textIndent: 12 }).moveDown(0.4);
  }
  for (const paragraph of section.closing ?? []) doc.text(toWinAnsi(paragraph)).moveDown(0.4);
}

/** One party's half of the signature block; values left null are filled in when that party signs. */
function drawColumn(
  doc: Doc,
  column: SignatureColumn,
  heading: string,
  party: string,
  lines: Array<[label: string, value: string | null]>,
): void {
  const at = (text: string, x: number, baseline: number, size: number, width: number) =>
    doc
      .fontSize(size)
      .text(toWinAnsi(text), x, pdfkitTop(baseline, size), { width, lineBreak: false, ellipsis: true });

  doc.font('Helvetica-Bold');
  at(heading, column.x, column.headingBaseline, 11, column.width);
  doc.font('Helvetica');
  at(party, column.x, column.partyBaseline, BODY_SIZE, column.width);

  const lineY = A4.height - column.signatureBox.y;
  doc
    .moveTo(column.x, lineY)
    .lineTo(column.x + column.width, lineY)
    .lineWidth(0.75)
    .strokeColor('#333333')
    .stroke();
  doc.fillColor(LABEL_COLOUR);
  at('Signature', column.x, column.signatureBox.y - 11, 8, column.width);

  const baselines = [column.nameBaseline, column.titleBaseline, column.dateBaseline];
  lines.forEach(([label, value], index) => {
    const baseline = baselines[index] ?? column.dateBaseline;
    doc.font('Helvetica').fillColor(LABEL_COLOUR);
    at(`${label}:`, column.x, baseline, BODY_SIZE, column.valueX - column.x);
    if (value !== null) {
      doc.fillColor('black');
      at(value, column.valueX, baseline, BODY_SIZE, column.x + column.width - column.valueX);
    }
  });
  doc.fillColor('black');
  // Keep later text from flowing from wherever the block left the cursor.
  doc.x = MARGIN;
}
