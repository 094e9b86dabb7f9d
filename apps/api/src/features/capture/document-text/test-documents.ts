/**
 * Test documents made at test time: MRZ lines built from fields with their ICAO 9303 check digits, and
 * images rendered from SVG by sharp (librsvg, with the DejaVu fonts installed system-wide). Nothing is
 * committed or fetched. The check digits are computed here, independently of the `mrz` package the code
 * under test validates with, so a test does not just agree with itself.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** ICAO 9303 part 3 §4.9: weights 7, 3, 1 repeating; 0-9 count as themselves, A-Z as 10-35, `<` as 0. */
export function checkDigit(value: string): string {
  let sum = 0;
  for (const [index, char] of [...value].entries()) {
    const code = char.charCodeAt(0);
    const digit =
      char === '<' ? 0 : code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 90 ? code - 55 : -1;
    if (digit < 0) throw new Error(`Not an MRZ character: ${char}`);
    sum += digit * ([7, 3, 1][index % 3] ?? 0);
  }
  return String(sum % 10);
}

export interface MrzPerson {
  documentCode: string;
  issuingState: string;
  lastName: string;
  firstName: string;
  documentNumber: string;
  nationality: string;
  /** YYMMDD, as the MRZ writes it. */
  birthDate: string;
  sex: 'M' | 'F' | '<';
  /** YYMMDD. */
  expirationDate: string;
  /** TD3's personal number, TD1's optional data of line 2. */
  optional?: string;
}

/** The passport holder the document-text tests use: one person, as her MRZ writes her. */
export const PASSPORT_HOLDER: MrzPerson = {
  documentCode: 'P',
  issuingState: 'NGA',
  lastName: 'OKONKWO',
  firstName: 'ADAEZE CHIOMA',
  documentNumber: 'A07214593',
  nationality: 'NGA',
  birthDate: '880314',
  sex: 'F',
  expirationDate: '310912',
};

/** PASSPORT_HOLDER's MRZ fields as readMrz answers them (dates in full). */
export const PASSPORT_HOLDER_FIELDS = {
  documentCode: 'P',
  issuingState: 'NGA',
  lastName: 'OKONKWO',
  firstName: 'ADAEZE CHIOMA',
  documentNumber: 'A07214593',
  nationality: 'NGA',
  birthDate: '1988-03-14',
  sex: 'F',
  expirationDate: '2031-09-12',
};

/** Upper case; spaces and hyphens become fillers (ICAO 9303 part 3 §6). */
const field = (value: string, length: number): string =>
  value.toUpperCase().replace(/[\s-]/g, '<').padEnd(length, '<').slice(0, length);

/** `LAST<<FIRST<NAMES` padded with fillers, or cut, to the zone's width (the MRZ truncates long names). */
const names = (person: MrzPerson, length: number): string =>
  field(`${person.lastName}<<${person.firstName}`, length);

/** A passport's two lines of 44. */
export function td3(person: MrzPerson): [string, string] {
  const first = `${field(person.documentCode, 2)}${field(person.issuingState, 3)}${names(person, 39)}`;
  const number = field(person.documentNumber, 9);
  const optional = field(person.optional ?? '', 14);
  const upper = `${number}${checkDigit(number)}${field(person.nationality, 3)}`;
  const birth = `${person.birthDate}${checkDigit(person.birthDate)}`;
  const expiry = `${person.expirationDate}${checkDigit(person.expirationDate)}`;
  // An empty personal number may carry `<` or 0 as its check digit; ICAO's own specimen uses `<`.
  const optionalCheck = person.optional ? checkDigit(optional) : '<';
  const composite = `${number}${checkDigit(number)}${birth}${expiry}${optional}${optionalCheck}`;
  return [first, `${upper}${birth}${person.sex}${expiry}${optional}${optionalCheck}${checkDigit(composite)}`];
}

/** An ID card's three lines of 30 (document numbers up to 9 characters). */
export function td1(person: MrzPerson): [string, string, string] {
  const number = field(person.documentNumber, 9);
  const first = `${field(person.documentCode, 2)}${field(person.issuingState, 3)}${number}${checkDigit(number)}${field('', 15)}`;
  const birth = `${person.birthDate}${checkDigit(person.birthDate)}`;
  const expiry = `${person.expirationDate}${checkDigit(person.expirationDate)}`;
  const optional = field(person.optional ?? '', 11);
  const upper = `${birth}${person.sex}${expiry}${field(person.nationality, 3)}${optional}`;
  // Composite: line 1 from the document number on, and line 2's digits and optional data (not the sex
  // nor the nationality).
  const composite = `${first.slice(5)}${birth}${expiry}${optional}`;
  return [first, `${upper}${checkDigit(composite)}`, names(person, 30)];
}

/** Replace the character at `index` of `line` (to break a check digit, say). */
export function withCharAt(line: string, index: number, char: string): string {
  return `${line.slice(0, index)}${char}${line.slice(index + 1)}`;
}

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Black printed lines on white, in DejaVu Sans: the plain "can it read anything" image. */
export async function textImage(lines: readonly string[], fontSize = 32): Promise<Buffer> {
  const lineHeight = Math.round(fontSize * 1.6);
  const width = 1000;
  const height = lineHeight * lines.length + fontSize * 2;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="40" y="${fontSize * 1.5 + index * lineHeight}" font-family="DejaVu Sans" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface DocumentImageOptions {
  title: string;
  /** Printed label/value pairs, one a line, in the document's visual zone. */
  printed: ReadonlyArray<readonly [label: string, value: string]>;
  mrz: readonly string[];
  /** Pixels; the height follows the ID-1 (card) or ID-3 (passport page) proportions of the MRZ. */
  width?: number;
  format?: 'png' | 'jpeg';
}

/**
 * A document as a phone might photograph it, kept simple: a tinted page with faint guilloche-like waves,
 * a title, a grey portrait box, printed fields and the MRZ in a monospaced font (OCR-B is not installed;
 * DejaVu Sans Mono is close enough for a test), slightly blurred and, for JPEG, compressed.
 */
export async function documentImage(options: DocumentImageOptions): Promise<Buffer> {
  const width = options.width ?? 1000;
  const mrzChars = options.mrz[0]?.length ?? 44;
  const isCard = mrzChars === 30;
  const height = Math.round(width * (isCard ? 54 / 85.6 : 88 / 125));
  const unit = width / 1000;
  // DejaVu Sans Mono advances 0.602 em a character: the MRZ spans ~88% of the width, as on a document.
  const mrzSize = (width * 0.88) / (mrzChars * 0.602);
  const mrzLineHeight = mrzSize * 1.35;
  const mrzTop = height - mrzLineHeight * options.mrz.length - 18 * unit;
  const waves = Array.from({ length: 14 }, (_, index) => {
    const y = 40 * unit + index * 22 * unit;
    return `<path d="M0 ${y} Q ${width / 4} ${y - 18 * unit} ${width / 2} ${y} T ${width} ${y}" stroke="#c9dcd2" stroke-width="${1.2 * unit}" fill="none"/>`;
  }).join('');
  const labelSize = 15 * unit;
  const valueSize = 24 * unit;
  const rowHeight = isCard ? 44 * unit : 52 * unit;
  const left = 300 * unit;
  const printed = options.printed
    .map(([label, value], index) => {
      const y = 120 * unit + index * rowHeight;
      return (
        `<text x="${left}" y="${y}" font-family="DejaVu Sans" font-size="${labelSize}" fill="#38524a">${escapeXml(label)}</text>` +
        `<text x="${left}" y="${y + valueSize}" font-family="DejaVu Sans" font-size="${valueSize}" font-weight="bold" fill="#111">${escapeXml(value)}</text>`
      );
    })
    .join('');
  const mrz = options.mrz
    .map(
      (line, index) =>
        `<text x="${width * 0.06}" y="${mrzTop + (index + 0.8) * mrzLineHeight}" font-family="DejaVu Sans Mono" font-size="${mrzSize}" fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#eef5f0"/>${waves}` +
    `<text x="${40 * unit}" y="${70 * unit}" font-family="DejaVu Sans" font-size="${34 * unit}" font-weight="bold" fill="#1d4d3c">${escapeXml(options.title)}</text>` +
    `<rect x="${40 * unit}" y="${100 * unit}" width="${220 * unit}" height="${isCard ? 190 * unit : 280 * unit}" fill="#b8c4c0"/>` +
    `<circle cx="${150 * unit}" cy="${isCard ? 170 * unit : 190 * unit}" r="${55 * unit}" fill="#8d9a96"/>` +
    `${printed}${mrz}</svg>`;
  const image = sharp(Buffer.from(svg)).blur(0.6);
  return options.format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/**
 * A valid PNG of `width` x `height` black pixels, one bit each, made by hand in milliseconds (sharp
 * would take seconds to encode 50 megapixels): a few kilobytes that decode to a huge image.
 */
export function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row: filter byte 0, then the row's bits, all 0 (black).
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
