/**
 * Finds a machine-readable zone (ICAO 9303: TD1 ID cards, TD2, TD3 passports) in OCR text, parses it and
 * checks every check digit with the `mrz` package. mrz-candidates.ts undoes OCR's usual damage to the
 * lines; here letters read in digit-only fields become digits (O/0, I/1, B/8, S/5, Z/2, G/6: the
 * package's `autocorrect`), the document number's O and I are tried as 0 and 1, and the result is mapped
 * to the API's shape with ISO dates.
 */
import type { TMrzReading } from '@verity/client';
import { type Details, parse } from 'mrz';
import { MRZ_LAYOUTS, type MrzFormat, type MrzLayout, mrzCandidates } from './mrz-candidates.js';

/** Expiry dates come with two-digit years: they fall within this many years of today. */
const EXPIRY_WINDOW_YEARS = 50;

export interface ReadMrzOptions {
  /** The day dates are judged against (birth dates in the past, expiry within 50 years). Default: now. */
  today?: Date;
}

/**
 * The MRZ in `text` (OCR output, any other text around it), or null when no set of lines parses as one.
 * When several candidate line sets parse, the one with the fewest failed checks wins.
 */
export function readMrz(text: string, options: ReadMrzOptions = {}): TMrzReading | null {
  return readMrzFromReadings([text], options);
}

/**
 * The MRZ from several OCR readings of one image (its MRZ band read with the MRZ alphabet, and the whole
 * page), preferred first. Their errors differ, so where the readings disagree on a character each is
 * tried, and the check digits arbitrate: the set of lines with the fewest failed checks wins and, among
 * those, the one closest to the preferred reading (no check covers the names).
 */
export function readMrzFromReadings(
  texts: readonly string[],
  options: ReadMrzOptions = {},
): TMrzReading | null {
  const today = options.today ?? new Date();
  let best: TMrzReading | null = null;
  for (const layout of MRZ_LAYOUTS) {
    for (const lines of mrzCandidates(texts, layout)) {
      const reading = parseGroup(lines, layout, today);
      if (reading && (!best || reading.failedChecks.length < best.failedChecks.length)) best = reading;
      if (best?.valid) return best;
    }
  }
  return best;
}

const CHECK_DIGIT_SUFFIX = 'CheckDigit';

type ParseResult = ReturnType<typeof parse>;

function parseLines(lines: readonly string[], layout: MrzLayout): ParseResult | null {
  let result: ParseResult;
  try {
    // autocorrect: letters in digit-only fields become the digits they look like, and the other way
    // round in letter-only fields (names, states). Document numbers mix both, so they are left alone.
    result = parse(lines, { autocorrect: true });
  } catch {
    return null; // not a layout the package knows (a line of the wrong length, say)
  }
  // The package also reads French ID cards and Swiss driving licences; the contract has no place for
  // them, and a stray line of 36 with digits in the wrong place would otherwise pass as one.
  if (result.format !== layout.format) return null;
  // Without a valid document code (P for passports; I, A or C for cards) these are not MRZ lines, whatever
  // else happens to parse.
  if (!result.details.some((detail) => detail.field === 'documentCode' && detail.valid)) return null;
  return result;
}

const failures = (result: ParseResult): string[] =>
  result.details.filter((detail) => !detail.valid).map(checkName);

function parseGroup(lines: string[], layout: MrzLayout, today: Date): TMrzReading | null {
  const parsed = parseLines(lines, layout);
  if (!parsed) return null;
  const { result, lines: read } = disambiguateDocumentNumber(parsed, lines, layout);
  const failedChecks = failures(result);
  const { fields } = result;
  const birthDate = isoDate(fields.birthDate ?? null, 'birth', today);
  const expirationDate = isoDate(fields.expirationDate ?? null, 'expiry', today);
  if (birthDate === undefined) failedChecks.push('birthDate:invalid');
  if (expirationDate === undefined) failedChecks.push('expirationDate:invalid');

  return {
    format: layout.format,
    valid: failedChecks.length === 0,
    failedChecks,
    fields: {
      documentCode: fields.documentCode ?? null,
      issuingState: fields.issuingState ?? null,
      lastName: fields.lastName ?? null,
      firstName: fields.firstName ?? null,
      documentNumber: fields.documentNumber ?? null,
      nationality: fields.nationality ?? null,
      birthDate: birthDate ?? null,
      sex: sexCode(fields.sex ?? null),
      expirationDate: expirationDate ?? null,
    },
    lines: applyCorrections(read, result.details),
  };
}

/** Where the (first nine characters of the) document number sit. */
const DOCUMENT_NUMBER: Record<MrzFormat, { line: number; start: number; end: number }> = {
  TD1: { line: 0, start: 5, end: 14 },
  TD2: { line: 1, start: 0, end: 9 },
  TD3: { line: 1, start: 0, end: 9 },
};
/** Letters OCR reads for the digits 0 and 1. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', I: '1' };
const MAX_LOOKALIKES = 3;

/**
 * A document number mixes letters and digits, so the package's autocorrect leaves it alone, yet its 0
 * read as O (or D, Q) and 1 as I are the commonest MRZ misreads. When its check digit fails, each such
 * letter is tried as the digit; a variant is kept only if it alone makes both the document number's check
 * digit and the composite one (which covers the number again) add up. Two independent checks make a
 * wrong variant passing both unlikely (about 1 in 100 per variant, with at most 7 variants tried).
 */
function disambiguateDocumentNumber(
  result: ParseResult,
  lines: string[],
  layout: MrzLayout,
): { result: ParseResult; lines: string[] } {
  const unchanged = { result, lines };
  if (!failures(result).includes('documentNumber')) return unchanged;
  const { line, start, end } = DOCUMENT_NUMBER[layout.format];
  const source = lines[line];
  if (source === undefined) return unchanged;
  const positions = [...source.slice(start, end)]
    .map((char, index) => (char in DIGIT_LOOKALIKES ? start + index : -1))
    .filter((index) => index >= 0);
  if (positions.length === 0 || positions.length > MAX_LOOKALIKES) return unchanged;
  const passing: Array<{ result: ParseResult; lines: string[] }> = [];
  for (let mask = 1; mask < 1 << positions.length; mask += 1) {
    const chars = [...source];
    positions.forEach((position, bit) => {
      const char = chars[position];
      if (mask & (1 << bit) && char !== undefined) chars[position] = DIGIT_LOOKALIKES[char] ?? char;
    });
    const variant = lines.map((one, index) => (index === line ? chars.join('') : one));
    const parsed = parseLines(variant, layout);
    const failed = parsed ? failures(parsed) : ['unparsed'];
    if (parsed && !failed.includes('documentNumber') && !failed.includes('composite')) {
      passing.push({ result: parsed, lines: variant });
    }
  }
  return passing.length === 1 && passing[0] ? passing[0] : unchanged;
}

/**
 * A failed check digit is named after the field it guards (`documentNumber`, `birthDate`,
 * `expirationDate`, `personalNumber`, `composite`); any other field that does not parse (an unknown state
 * code, a month 13, a sex other than M, F or `<`) is `<field>:invalid`.
 */
function checkName(detail: Details): string {
  const field = detail.field ?? detail.label;
  if (field === 'compositeCheckDigit') return 'composite';
  if (field.endsWith(CHECK_DIGIT_SUFFIX)) return field.slice(0, -CHECK_DIGIT_SUFFIX.length);
  return `${field}:invalid`;
}

/** The lines as parsed: after fitting and with the package's autocorrections applied. */
function applyCorrections(lines: readonly string[], details: readonly Details[]): string[] {
  const chars = lines.map((line) => [...line]);
  for (const detail of details) {
    for (const fix of detail.autocorrect) {
      const line = chars[fix.line];
      if (line) line[fix.column] = fix.corrected;
    }
  }
  return chars.map((line) => line.join(''));
}

/**
 * YYMMDD as YYYY-MM-DD. A birth date takes the century that puts it in the past; an expiry date the one
 * that puts it within 50 years before or after today (passports last 10 years, so that is generous).
 * null: the MRZ leaves the date, or part of it, unknown (`<<`), which ICAO allows. undefined: not a day
 * of the calendar (the package only checks month 1-12 and day 1-31).
 */
function isoDate(value: string | null, kind: 'birth' | 'expiry', today: Date): string | null | undefined {
  if (!value || !/^\d{6}$/.test(value)) return null;
  const yy = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const thisYear = today.getUTCFullYear();
  let year = Math.floor(thisYear / 100) * 100 + yy;
  if (kind === 'birth') {
    if (Date.UTC(year, month - 1, day) > today.getTime()) year -= 100;
  } else if (year > thisYear + EXPIRY_WINDOW_YEARS) {
    year -= 100;
  } else if (year < thisYear - EXPIRY_WINDOW_YEARS) {
    year += 100;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * The package says male/female/nonspecified; the MRZ's letters are kept, and its `<` (unspecified) is
 * given as X, ICAO's letter for it in the visual zone (the MRZ itself may not hold an X).
 */
function sexCode(value: string | null): string | null {
  switch (value) {
    case 'male':
      return 'M';
    case 'female':
      return 'F';
    case 'nonspecified':
      return 'X';
    default:
      return null;
  }
}
