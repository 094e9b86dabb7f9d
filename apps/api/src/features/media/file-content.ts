/**
 * What an upload's bytes really are, for the handful of types Verity accepts: the stored type comes from
 * the extension, so the content must match it or a `.png` could carry HTML or an executable. A signature
 * check of our own rather than `file-type`: its current major needs Node 22 (we support 20), and our list
 * is short. Office's newer formats are zip containers holding a folder of their kind (`word/`, `xl/`,
 * `ppt/`); the older ones are OLE compound files; CSV is text: valid UTF-8 with no NUL byte.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

/** A zip whose entries include the folder of that Office kind (names are stored uncompressed). */
const isOfficeZip = (bytes: Buffer, folder: string) =>
  startsWith(bytes, ZIP) && bytes.includes('[Content_Types].xml') && bytes.includes(folder);

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const checks: Record<string, (bytes: Buffer) => boolean> = {
  png: (bytes) => startsWith(bytes, PNG),
  jpg: (bytes) => startsWith(bytes, JPEG),
  jpeg: (bytes) => startsWith(bytes, JPEG),
  webp: isWebp,
  pdf: (bytes) => startsWith(bytes, PDF),
  doc: (bytes) => startsWith(bytes, OLE),
  xls: (bytes) => startsWith(bytes, OLE),
  ppt: (bytes) => startsWith(bytes, OLE),
  docx: (bytes) => isOfficeZip(bytes, 'word/'),
  xlsx: (bytes) => isOfficeZip(bytes, 'xl/'),
  pptx: (bytes) => isOfficeZip(bytes, 'ppt/'),
  csv: isUtf8Text,
};

/** True when the bytes are a file of the kind the extension names; unknown extensions never match. */
export function contentMatchesExtension(extension: string, bytes: Buffer): boolean {
  return checks[extension]?.(bytes) ?? false;
}

/** The refusal, worded like the other validation messages: names the file and what it claimed to be. */
export function contentMismatchMessage(name: string, extension: string): string {
  return `The file ${name} is not a valid ${extension.toUpperCase()} file: its content does not match its type`;
}

export const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};
