/**
 * A report PDF (pdfkit, built-in Helvetica, A4): the document, a labelled-value line and a section
 * heading in one style for every module's report, and the finished bytes. pdfkit and its font metrics
 * load with the first PDF, not at boot (see vforms/response-pdf.ts).
 */
export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  field(label: string, value: string | null): void;
  heading(text: string): void;
  finish(): Promise<Buffer>;
}

export async function startPdf(title: string): Promise<PdfWriter> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Producer: 'Verity' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    field: (label, value) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(value ?? 'Not stated');
    },
    heading: (text) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3);
    },
    finish: () => {
      doc.end();
      return done;
    },
  };
}
