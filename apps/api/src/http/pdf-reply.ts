/**
 * A generated PDF as the answer (binary answers are not wrapped in the envelope): its name, whether
 * the browser shows it (`inline`) or saves it (`attachment`), and never cached, because every one of them
 * is somebody's private record.
 */
import type { FastifyReply } from 'fastify';

export function sendPdf(
  reply: FastifyReply,
  pdf: Uint8Array,
  file: { name: string; disposition: 'inline' | 'attachment' },
): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${file.disposition}; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
