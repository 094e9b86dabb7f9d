/**
 * The whole signing flow on a real agreement, checked by poppler's pdfsig rather than by our own code:
 * render, add the signee's signature and audit page, seal it (PAdES), countersign incrementally, and
 * show that one changed byte is caught.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AgreementDetails, renderAgreementPdf } from './agreement-pdf.js';
import { PdfSigningError, type SignatureInfo, signFirst, signIncrementally } from './pades-signing.js';
import { verifyWithPdfsig } from './pdfsig.js';
import {
  loadPlatformCertificate,
  type PlatformCertificate,
  PlatformCertificateError,
} from './platform-certificate.js';
import { AgreementMismatchError, appendSignatureAndAuditPage, type SigningRecord } from './signature-page.js';

const details: AgreementDetails = {
  agreementNumber: 'SLA-2026-000042',
  companyName: 'Adebayo Logistics Limited',
  registrationNumber: 'RC 1234567',
  countryName: 'Nigeria',
  address: '12 Marina Road, Lagos Island, Lagos',
  signee: {
    name: 'Adébáyọ̀ Okafor',
    email: 'ade@adebayo-logistics.example',
    title: 'Chief Operating Officer',
  },
  plan: {
    label: 'Growth',
    summary: [
      'Monthly fee: NGN 150,000',
      '1,000 verifications a month included',
      'Extra verifications: NGN 120 each',
    ],
  },
  currency: 'NGN',
  effectiveDate: new Date('2026-03-01T00:00:00Z'),
  platformName: 'Verity',
};

const signedAt = new Date();
const signeeInfo: SignatureInfo = {
  name: 'Adébáyọ̀ Okafor',
  // A parenthesis and letters outside Latin-1 test how the signature dictionary's strings are encoded.
  reason: "Signed by the business's signee (Adébáyọ̀ Okafor)",
  location: 'Lagos, Nigeria',
  contactInfo: 'ade@adebayo-logistics.example',
  signedAt,
};

let scratch: string;
let cert: PlatformCertificate;
let agreement: Uint8Array;
let withSignature: Uint8Array;
let signedOnce: Buffer;
let countersigned: Buffer;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'verity-sla-test-'));
  cert = await loadPlatformCertificate({ dataDir: null, now: new Date() });
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the service agreement', () => {
  it('renders the same bytes from the same details, on 2 to 3 A4 pages, without object streams', async () => {
    agreement = await renderAgreementPdf(details);
    expect(Buffer.from(await renderAgreementPdf(details)).equals(Buffer.from(agreement))).toBe(true);

    const doc = await PDFDocument.load(agreement);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getPageCount()).toBeLessThanOrEqual(3);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(Buffer.from(agreement).includes('/ObjStm')).toBe(false);

    const text = await pdfText(agreement);
    for (const expected of [
      'Service Level Agreement',
      'SLA-2026-000042',
      'Adebayo Logistics Limited',
      // ọ is outside the standard fonts' WinAnsi: it loses its marks rather than printing a wrong glyph.
      'represented by Adébáyo Okafor, Chief Operating Officer',
      'Monthly fee: NGN 150,000',
      '99.5%',
      'Support',
      'Data protection',
      'Term and termination',
      'For the Business',
      'For Verity',
    ])
      expect(text).toContain(expected);
  });

  it("draws the signee's signature into the block and appends an audit trail page", async () => {
    withSignature = await appendSignatureAndAuditPage(agreement, await signingRecord(agreement));

    const before = await PDFDocument.load(agreement);
    const after = await PDFDocument.load(withSignature);
    expect(after.getPageCount()).toBe(before.getPageCount() + 1);
    expect(Buffer.from(withSignature).includes('/ObjStm')).toBe(false);

    const lastAgreementPage = await pdfText(withSignature, before.getPageCount());
    expect(lastAgreementPage).toContain('Adébáyo Okafor');
    const audit = await pdfText(withSignature, after.getPageCount());
    expect(audit).toContain('Audit trail');
    expect(audit).toContain('Signed by Adébáyo Okafor');
    expect(audit).toContain(sha256(agreement));
    expect(audit).toContain('203.0.113.7');
    expect(audit).toContain(signedAt.toISOString());
    expect(audit).toContain('I agree to sign this Service Level Agreement electronically');
  });

  it('refuses to record a signature against a document other than the one shown', async () => {
    const record = { ...(await signingRecord(agreement)), documentSha256: sha256(Buffer.from('other')) };
    await expect(appendSignatureAndAuditPage(agreement, record)).rejects.toBeInstanceOf(
      AgreementMismatchError,
    );
  });
});

describe('PAdES signatures, checked by pdfsig', () => {
  it('seals the signed agreement with one valid ETSI.CAdES.detached signature', async () => {
    signedOnce = await signFirst(withSignature, cert, signeeInfo);

    const report = await verifyWithPdfsig(signedOnce);
    expect(report.signatures).toHaveLength(1);
    const [signature] = report.signatures;
    expect(signature?.valid).toBe(true);
    expect(signature?.signerName).toBe('Verity Platform Agreements');
    expect(signature?.raw).toContain('Signature Type: ETSI.CAdES.detached');
    expect(signature?.raw).toContain('Total document signed');
    // Self-signed: the signature verifies, the issuer is simply not one pdfsig trusts.
    expect(signature?.certificateValidation).toBe('Certificate issuer is unknown.');
  });

  it('refuses to rewrite an already signed PDF', async () => {
    await expect(signFirst(signedOnce, cert, signeeInfo)).rejects.toBeInstanceOf(PdfSigningError);
  });

  it('adds the counter-signature as an incremental update that leaves the first one valid', async () => {
    countersigned = await signIncrementally(signedOnce, cert, {
      name: 'Verity',
      reason: 'Countersigned by Verity',
      location: 'Lagos, Nigeria',
      contactInfo: 'agreements@verity.example',
      signedAt: new Date(signedAt.getTime() + 60_000),
    });

    // The first version's bytes are untouched: the new file starts with them.
    expect(countersigned.subarray(0, signedOnce.length).equals(signedOnce)).toBe(true);

    const report = await verifyWithPdfsig(countersigned);
    expect(report.signatures.map((signature) => signature.valid)).toEqual([true, true]);
    const [first, second] = report.signatures;
    // The first signature covers exactly the first version, ending where it ended.
    expect(first?.signedRanges.at(-1)?.[1]).toBe(signedOnce.length);
    expect(first?.raw).toContain('Not total document signed');
    expect(second?.raw).toContain('Total document signed');
    expect(second?.raw).toContain('Signature Field Name: Signature2');

    expect(await signatureDictionaries(countersigned)).toEqual([
      { name: signeeInfo.name, reason: signeeInfo.reason },
      { name: 'Verity', reason: 'Countersigned by Verity' },
    ]);
  });

  it('reports a digest mismatch for every signature covering a changed byte', async () => {
    const tampered = Buffer.from(countersigned);
    const offset = await middleOfFirstPageContent(tampered);
    const report = await verifyWithPdfsig(countersigned);
    const firstSignedEnd = report.signatures[0]?.signedRanges[0]?.[1] ?? 0;
    // Inside the first signature's first range, so ahead of both /Contents hex strings.
    expect(offset).toBeLessThan(firstSignedEnd);
    tampered[offset] = (tampered[offset] ?? 0) ^ 0x01;

    const after = await verifyWithPdfsig(tampered);
    expect(after.signatures).toHaveLength(2);
    for (const signature of after.signatures) {
      expect(signature.valid).toBe(false);
      expect(signature.validation).toBe('Digest Mismatch.');
    }
  });
});

describe('the platform certificate', () => {
  it('is generated once into the data directory, private, and read back after a restart', async () => {
    const dataDir = join(scratch, 'data');
    const now = new Date();
    const [first, concurrent] = await Promise.all([
      loadPlatformCertificate({ dataDir, now }),
      loadPlatformCertificate({ dataDir, now }),
    ]);
    expect(concurrent).toBe(first);
    expect(first.subject).toContain('CN=Verity Platform Agreements');

    const p12Path = join(dataDir, 'sla-signing', 'platform.p12');
    expect(Buffer.from(await readFile(p12Path)).equals(first.p12)).toBe(true);
    expect((await stat(p12Path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'sla-signing', 'platform.passphrase'))).mode & 0o777).toBe(0o600);

    // A fresh module instance has no cache, as after a restart: it must read the stored bundle.
    vi.resetModules();
    const fresh = await import('./platform-certificate.js');
    const reloaded = await fresh.loadPlatformCertificate({
      dataDir,
      now: new Date(now.getTime() + 86_400_000),
    });
    expect(reloaded).not.toBe(first);
    expect(reloaded.p12.equals(first.p12)).toBe(true);
    expect(reloaded.passphrase).toBe(first.passphrase);
  });

  it('uses a configured bundle, and rejects it with the wrong passphrase', async () => {
    const p12Path = join(scratch, 'operator.p12');
    await writeFile(p12Path, cert.p12);
    const configured = await loadPlatformCertificate({
      p12Path,
      passphrase: cert.passphrase,
      dataDir: null,
      now: new Date(),
    });
    expect(configured.p12.equals(cert.p12)).toBe(true);

    await expect(
      loadPlatformCertificate({ p12Path, passphrase: 'not it', dataDir: null, now: new Date() }),
    ).rejects.toBeInstanceOf(PlatformCertificateError);
  });
});

async function signingRecord(pdf: Uint8Array): Promise<SigningRecord> {
  return {
    signedName: 'Adébáyọ̀ Okafor',
    signatureImagePng: await signatureDrawing(),
    signedAt,
    ip: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    email: 'ade@adebayo-logistics.example',
    consentText:
      'I agree to sign this Service Level Agreement electronically on behalf of Adebayo Logistics Limited, and that my electronic signature is as binding as a handwritten one.',
    documentSha256: sha256(pdf),
    agreementNumber: details.agreementNumber,
  };
}

/** A scribble on a transparent background, like the dashboard's signature pad produces. */
function signatureDrawing(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120">
    <path d="M10 90 C 60 10, 90 10, 120 80 S 190 120, 230 40 S 330 30, 390 70" stroke="#1a2a6c"
      stroke-width="5" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The text of one page (1-based), or of every page, with poppler's pdftotext. */
async function pdfText(pdf: Uint8Array, page?: number): Promise<string> {
  const file = join(scratch, `text-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  const { stdout } = await promisify(execFile)('/usr/bin/pdftotext', [...range, file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** Name and reason of each signature, in form field order, decoded as a PDF reader would. */
async function signatureDictionaries(pdf: Buffer): Promise<Array<{ name: string; reason: string }>> {
  const doc = await PDFDocument.load(pdf);
  const form = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
  return form
    .lookup(PDFName.of('Fields'), PDFArray)
    .asArray()
    .map((field) => {
      const signature = doc.context.lookup(field, PDFDict).lookup(PDFName.of('V'), PDFDict);
      const text = (key: string) => {
        const value = signature.get(PDFName.of(key));
        return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';
      };
      return { name: text('Name'), reason: text('Reason') };
    });
}

/** Offset of the middle byte of page 1's content stream: signed data whose change breaks no structure. */
async function middleOfFirstPageContent(pdf: Buffer): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(0).node.get(PDFName.of('Contents'));
  const ref = contents instanceof PDFArray ? contents.get(0) : contents;
  if (!(ref instanceof PDFRef)) throw new Error('page 1 has no indirect content stream');
  const header = pdf.indexOf(`\n${ref.objectNumber} 0 obj\n`);
  const streamKeyword = pdf.indexOf('stream', header);
  const length = Number(/\/Length (\d+)/.exec(pdf.subarray(header, streamKeyword).toString('latin1'))?.[1]);
  if (header < 0 || !Number.isFinite(length)) throw new Error('page 1 content stream not found');
  return streamKeyword + 'stream\n'.length + Math.floor(length / 2);
}
