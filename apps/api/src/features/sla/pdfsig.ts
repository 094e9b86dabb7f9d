/**
 * An independent check of a PDF's signatures with poppler's `pdfsig` (Debian package poppler-utils),
 * which validates them with NSS: for the tests, and for an admin check later. Nothing here trusts our
 * own signing code.
 *
 * `valid` reflects pdfsig's "Signature Validation" line only, i.e. whether the signed bytes and the CMS
 * signature match. Whether the signer's certificate is trusted is a separate line ("Certificate
 * Validation"), which for the self-signed platform certificate reads "Certificate issuer is unknown."
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PDFSIG_PATH = '/usr/bin/pdfsig';

export interface PdfsigSignature {
  signerName: string | null;
  /** pdfsig's Signature Validation says "Signature is Valid." */
  valid: boolean;
  /** The Signature Validation text as printed, e.g. "Signature is Valid." or "Digest Mismatch.". */
  validation: string | null;
  /** The Certificate Validation text, when pdfsig printed one. */
  certificateValidation: string | null;
  /** The signed byte ranges as pdfsig prints them: [start, end) offsets, the end exclusive. */
  signedRanges: Array<[number, number]>;
  /** The lines pdfsig printed for this signature. */
  raw: string;
}

export interface PdfsigReport {
  signatures: PdfsigSignature[];
  output: string;
}

/** pdfsig is missing, could not read the file, or printed something unrecognisable. */
export class PdfsigError extends Error {
  override name = 'PdfsigError';
}

/** pdfsig's exit status for a file without signatures. */
const EXIT_NO_SIGNATURES = 2;
const TIMEOUT_MS = 20_000;

export async function verifyWithPdfsig(pdf: Buffer): Promise<PdfsigReport> {
  const dir = await mkdtemp(join(tmpdir(), 'verity-pdfsig-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { code, stdout, stderr } = await run(PDFSIG_PATH, [file]);
    if (code === EXIT_NO_SIGNATURES) return { signatures: [], output: stdout };
    if (code !== 0) throw new PdfsigError(`pdfsig exited with status ${code}: ${stderr.trim()}`);
    return { signatures: parsePdfsigOutput(stdout), output: stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Splits pdfsig's report into one block per "Signature #n:" heading. */
export function parsePdfsigOutput(output: string): PdfsigSignature[] {
  const blocks = output.split(/^(?=Signature #\d+:)/m).filter((block) => block.startsWith('Signature #'));
  return blocks.map((raw) => {
    const field = (label: string) => {
      const match = new RegExp(`^\\s*- ${label}: (.*)$`, 'm').exec(raw);
      return match?.[1]?.trim() ?? null;
    };
    const validation = field('Signature Validation');
    const ranges = field('Signed Ranges') ?? '';
    return {
      signerName: field('Signer Certificate Common Name'),
      valid: validation === 'Signature is Valid.',
      validation,
      certificateValidation: field('Certificate Validation'),
      signedRanges: [...ranges.matchAll(/\[(\d+) - (\d+)\]/g)].map((match): [number, number] => [
        Number(match[1]),
        Number(match[2]),
      ]),
      raw: raw.trimEnd(),
    };
  });
}

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** execFile without a shell; a non-zero exit is a result to interpret, not an exception. */
function run(command: string, args: string[]): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: TIMEOUT_MS, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error === null) return resolve({ code: 0, stdout, stderr });
      if (typeof error.code === 'number') return resolve({ code: error.code, stdout, stderr });
      reject(new PdfsigError(`Could not run ${command}`, { cause: error }));
    });
  });
}
