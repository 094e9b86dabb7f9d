/**
 * PAdES signatures (SubFilter ETSI.CAdES.detached) on an agreement PDF, sealed with the platform
 * certificate.
 *
 * The first signature rewrites the file through pdf-lib: nothing is signed yet, so that is safe. Every
 * later one must be an incremental update (new objects and a new xref section appended after the
 * signed bytes), because rewriting the file would change bytes the first signature covers and invalidate
 * it. @signpdf/placeholder-plain does that append with string operations, which is fragile; the notes on
 * `ensureTypedAcroForm`, `pdfTextLiteral` and `assertAppendOnly` are what keep it reliable here.
 */

import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { CadesSigner } from './cades-signer.js';
import { openP12 } from './p12.js';
import type { PlatformCertificate } from './platform-certificate.js';

export interface SignatureInfo {
  /** Who the signature is for (the signature dictionary's /Name). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  /** The signature dictionary's /M, which is the signing time a PAdES signature claims. */
  signedAt: Date;
}

/** Signing failed; `cause` holds the underlying @signpdf, pdf-lib or certificate error. */
export class PdfSigningError extends Error {
  override name = 'PdfSigningError';
}

/**
 * Bytes reserved for the CMS signature. One 2048-bit RSA certificate gives about 1.5 KB; the rest is room
 * for an operator's certificate chain. Unused space is zero-padded and costs twice its size in hex.
 */
const SIGNATURE_LENGTH = 8192;
const APP_NAME = 'Verity';

export async function signFirst(
  pdf: Uint8Array,
  cert: PlatformCertificate,
  info: SignatureInfo,
): Promise<Buffer> {
  const signer = signerFor(cert);
  let prepared: Buffer;
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    if (hasSignatureFields(doc))
      throw new PdfSigningError('The PDF is already signed; add further signatures with signIncrementally');
    ensureTypedAcroForm(doc);
    const fields = placeholderFields(info);
    pdflibAddPlaceholder({
      pdfDoc: doc,
      ...fields,
      // pdf-lib writes these strings between parentheses as given, so they arrive already encoded;
      // placeholder-plain (below) encodes them itself.
      name: pdfTextLiteral(fields.name),
      reason: pdfTextLiteral(fields.reason),
      location: pdfTextLiteral(fields.location),
      contactInfo: pdfTextLiteral(fields.contactInfo),
    });
    // No object streams: placeholder-plain, used for the counter-signature, can only read classic xref
    // tables and objects written out in the open.
    prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  } catch (error) {
    if (error instanceof PdfSigningError) throw error;
    throw new PdfSigningError('Could not prepare the PDF for signing', { cause: error });
  }
  return applySignature(prepared, signer, info.signedAt);
}

export async function signIncrementally(
  pdf: Buffer,
  cert: PlatformCertificate,
  info: SignatureInfo,
): Promise<Buffer> {
  const signer = signerFor(cert);
  let prepared: Buffer;
  try {
    prepared = plainAddPlaceholder({ pdfBuffer: pdf, ...placeholderFields(info) });
  } catch (error) {
    throw new PdfSigningError('Could not add a signature placeholder to the signed PDF', { cause: error });
  }
  const signed = await applySignature(prepared, signer, info.signedAt);
  assertAppendOnly(pdf, signed);
  return signed;
}

function placeholderFields(info: SignatureInfo) {
  return {
    name: info.name,
    reason: info.reason,
    location: info.location,
    contactInfo: info.contactInfo,
    signingTime: info.signedAt,
    signatureLength: SIGNATURE_LENGTH,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: APP_NAME,
  };
}

/**
 * The body of a PDF literal string holding `text`: PDFDocEncoding-compatible ASCII when it is plain,
 * otherwise UTF-16BE behind a byte order mark (how PDF marks Unicode text strings), with the bytes that
 * would end or alter the literal escaped. pdf-lib's PDFString.of takes the body raw, so a name with an
 * unbalanced parenthesis or a letter outside Latin-1 would otherwise corrupt the file or the text.
 */
function pdfTextLiteral(text: string): string {
  const plain = /^[\x20-\x7e]*$/.test(text);
  const bytes = plain ? Buffer.from(text, 'latin1') : utf16be(`\ufeff${text}`);
  let body = '';
  for (const byte of bytes) body += LITERAL_ESCAPES[byte] ?? String.fromCharCode(byte);
  return body;
}

const LITERAL_ESCAPES: Record<number, string> = {
  10: '\\n',
  13: '\\r',
  9: '\\t',
  8: '\\b',
  12: '\\f',
  40: '\\(',
  41: '\\)',
  92: '\\\\',
};

function utf16be(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  return bytes.swap16();
}

function signerFor(cert: PlatformCertificate): CadesSigner {
  try {
    return new CadesSigner(openP12(cert.p12, cert.passphrase));
  } catch (error) {
    throw new PdfSigningError('The signing certificate cannot be opened', { cause: error });
  }
}

async function applySignature(prepared: Buffer, signer: CadesSigner, signedAt: Date): Promise<Buffer> {
  try {
    // A fresh SignPdf per call: the shared default instance keeps the last signature in a field.
    return await new SignPdf().sign(prepared, signer, signedAt);
  } catch (error) {
    throw new PdfSigningError('Could not sign the PDF', { cause: error });
  }
}

function hasSignatureFields(doc: PDFDocument): boolean {
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  return acroForm?.has(PDFName.of('SigFlags')) ?? false;
}

/**
 * placeholder-plain finds the existing form by searching the raw bytes for "/Type /AcroForm" and reads
 * its /Fields from the text after it. pdflibAddPlaceholder creates the form without /Type, so the
 * counter-signature would then write a new form listing only itself, and the first signature's field
 * would drop out of the form (viewers stop listing it). Creating the form here first, with /Type as its
 * first key as that text search expects, avoids that.
 */
function ensureTypedAcroForm(doc: PDFDocument): void {
  const existing = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const form = doc.context.obj({ Type: 'AcroForm' });
  if (existing)
    for (const [key, value] of existing.entries()) if (key !== PDFName.of('Type')) form.set(key, value);
  if (!form.has(PDFName.of('Fields'))) form.set(PDFName.of('Fields'), doc.context.obj([]));
  const current = doc.catalog.get(PDFName.of('AcroForm'));
  if (current instanceof PDFRef) doc.context.assign(current, form);
  else doc.catalog.set(PDFName.of('AcroForm'), doc.context.register(form));
}

/**
 * The earlier revision must survive byte for byte, or its signature breaks. @signpdf trims one trailing
 * newline after %%EOF, so the comparison stops at the marker.
 */
function assertAppendOnly(before: Buffer, after: Buffer): void {
  const end = before.lastIndexOf('%%EOF');
  const kept = end === -1 ? before : before.subarray(0, end + '%%EOF'.length);
  if (!after.subarray(0, kept.length).equals(kept))
    throw new PdfSigningError('Signing rewrote the earlier revision instead of appending to it');
}
