/**
 * The business's signature on the agreement: its signee's drawn signature and typed name go into the
 * signature block on the last agreement page, and an "Audit trail" page records how and when they
 * signed. The result is what gets digitally signed next (pades-signing.ts), so the audit record is
 * covered by that signature too.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { A4, MARGIN, SIGNATURE_BLOCK } from './agreement-layout.js';
import { toWinAnsi, wrapText } from './pdf-text.js';

export interface SigningRecord {
  signedName: string;
  signatureImagePng: Uint8Array;
  signedAt: Date;
  ip: string;
  userAgent: string;
  email: string;
  /** The statement the signee agreed to, word for word as shown to them. */
  consentText: string;
  /** SHA-256 (hex) of the unsigned agreement the signee was shown; must be the `pdf` passed in. */
  documentSha256: string;
  agreementNumber: string;
}

/** The PDF is not the agreement the signee saw (its hash differs from `documentSha256`). */
export class AgreementMismatchError extends Error {
  override name = 'AgreementMismatchError';
}

/** The drawn signature is not a readable PNG. */
export class SignatureImageError extends Error {
  override name = 'SignatureImageError';
}

const GREY = rgb(0.33, 0.33, 0.33);
/** Narrow enough that a SHA-256 in hex (about 356 pt at 10 pt) fits on one line beside it. */
const LABEL_WIDTH = 120;
const BODY_SIZE = 10;
const LINE_GAP = 4;

export async function appendSignatureAndAuditPage(
  pdf: Uint8Array,
  signing: SigningRecord,
): Promise<Uint8Array> {
  const actual = createHash('sha256').update(pdf).digest('hex');
  // The audit page states which document was signed; it must not vouch for a different one.
  if (actual !== signing.documentSha256.toLowerCase())
    throw new AgreementMismatchError(
      `Agreement ${signing.agreementNumber} has SHA-256 ${actual}, not the ${signing.documentSha256} that was signed`,
    );

  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const lastPage = doc.getPage(doc.getPageCount() - 1);

  await drawSignature(doc, lastPage, regular, signing);
  drawAuditTrail(doc, regular, bold, signing);
  return doc.save({ useObjectStreams: false });
}

async function drawSignature(doc: PDFDocument, page: PDFPage, font: PDFFont, signing: SigningRecord) {
  let image: Awaited<ReturnType<PDFDocument['embedPng']>>;
  try {
    image = await doc.embedPng(signing.signatureImagePng);
  } catch (error) {
    throw new SignatureImageError('The drawn signature is not a readable PNG image', { cause: error });
  }
  const column = SIGNATURE_BLOCK.signee;
  const box = column.signatureBox;
  // Fit inside the box keeping the drawing's proportions, resting on the signature line.
  const scale = Math.min(box.width / image.width, (box.height - 4) / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: box.x + 4, y: box.y + 2, width, height });

  const valueWidth = column.x + column.width - column.valueX;
  const value = (text: string, baseline: number) =>
    page.drawText(fitted(font, text, BODY_SIZE, valueWidth), {
      x: column.valueX,
      y: baseline,
      size: BODY_SIZE,
      font,
    });
  value(signing.signedName, column.nameBaseline);
  value(`${signing.signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, column.dateBaseline);
}

function drawAuditTrail(doc: PDFDocument, regular: PDFFont, bold: PDFFont, signing: SigningRecord): void {
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN - 18;
  page.drawText('Audit trail', { x: MARGIN, y, size: 18, font: bold });
  y -= 22;
  for (const line of wrapText(
    regular,
    `How the Business signed service agreement ${signing.agreementNumber}. This page is part of the document sealed by the digital signatures that follow.`,
    BODY_SIZE,
    A4.width - 2 * MARGIN,
  )) {
    page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: regular, color: GREY });
    y -= BODY_SIZE + LINE_GAP;
  }
  y -= 12;

  const rows: Array<[label: string, value: string]> = [
    ['Agreement number', signing.agreementNumber],
    ['Document SHA-256 (unsigned agreement)', signing.documentSha256.toLowerCase()],
    ['Signed by', signing.signedName],
    ['Email', signing.email],
    ['Consent statement', signing.consentText],
    ['Signed at (UTC)', signing.signedAt.toISOString()],
    ['IP address', signing.ip],
    ['User agent', signing.userAgent],
  ];
  const valueX = MARGIN + LABEL_WIDTH + 10;
  const valueWidth = A4.width - MARGIN - valueX;
  const step = BODY_SIZE + LINE_GAP;
  for (const [label, value] of rows) {
    const labelLines = wrapText(bold, label, BODY_SIZE, LABEL_WIDTH);
    const valueLines = wrapText(regular, value, BODY_SIZE, valueWidth);
    // Line by line, so a long consent text continues on a new page instead of running off this one.
    for (let index = 0; index < Math.max(labelLines.length, valueLines.length); index += 1) {
      if (y < MARGIN) {
        page = doc.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN - BODY_SIZE;
      }
      const labelLine = labelLines[index];
      const valueLine = valueLines[index];
      if (labelLine) page.drawText(labelLine, { x: MARGIN, y, size: BODY_SIZE, font: bold });
      if (valueLine) page.drawText(valueLine, { x: valueX, y, size: BODY_SIZE, font: regular });
      y -= step;
    }
    y -= 8;
  }
}

/** One line that fits `width`, shortened with an ellipsis if it must be. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  const safe = toWinAnsi(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}
