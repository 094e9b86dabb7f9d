/**
 * What the business supplied about the person against what the document says. The MRZ is preferred: its
 * fields sit at fixed places and their check digits vouch for the reading. Without a usable MRZ value the
 * OCR text can only confirm (the supplied value is printed on the document), never contradict: printed
 * text is read far less reliably, and a false "mismatch" would decline a real person.
 */
import type { TDocumentText, TFieldComparison, TMrzReading } from '@verity/client';

export interface SuppliedDetails {
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
  documentNumber?: string;
}

type Field = TFieldComparison['field'];

/** One comparison per field, always in this order, so the result's shape does not depend on the input. */
export function compareFields(supplied: SuppliedDetails, read: TDocumentText): TFieldComparison[] {
  const mrz = read.mrz;
  const trusted = (field: string): boolean => mrz !== null && !mrz.failedChecks.includes(field);
  return [
    compareName('firstName', supplied.firstName, read, mrz?.fields.firstName ?? null, {
      truncated: mrz !== null && namesTruncated(mrz),
      leadingWords: true,
    }),
    compareName('lastName', supplied.lastName, read, mrz?.fields.lastName ?? null, {
      truncated: mrz !== null && namesTruncated(mrz),
      leadingWords: false,
    }),
    compareDate(supplied.dateOfBirth, read, trusted('birthDate') ? (mrz?.fields.birthDate ?? null) : null),
    compareNumber(
      supplied.documentNumber,
      read,
      trusted('documentNumber') ? (mrz?.fields.documentNumber ?? null) : null,
    ),
  ];
}

function result(
  field: Field,
  supplied: string | undefined,
  extracted: string | null,
  match: boolean | null,
): TFieldComparison {
  return { field, supplied: supplied ?? null, extracted, match };
}

// --- names ------------------------------------------------------------------------------------------

/**
 * ICAO 9303 part 3 §6 transliterates some letters to two (Ü to UE, Ø to OE) where dropping the accent
 * gives one (Ü to U) or none (Ø). MRZs use the former, other text the latter, so a supplied name is
 * tried both ways. (ß needs no entry: upper-casing already makes it SS.)
 */
const ICAO_TRANSLITERATION: Readonly<Record<string, string>> = {
  Ä: 'AE',
  Æ: 'AE',
  Å: 'AA',
  Ö: 'OE',
  Ø: 'OE',
  Œ: 'OE',
  Ü: 'UE',
  Þ: 'TH',
};

/** Letters only, upper case, accents dropped: `Nwachukwu-Ọ̀kọ́` and `NWACHUKWU<OKO` give one key. */
function nameKey(name: string, icao = false): string {
  let upper = name.toUpperCase();
  if (icao) upper = upper.replace(/[ÄÆÅÖØŒÜÞ]/g, (letter) => ICAO_TRANSLITERATION[letter] ?? letter);
  return upper
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Z]/g, '');
}

/** The words of a name as keys, for "the supplied first name is the first of the given names". */
const nameWords = (name: string, icao = false): string[] =>
  name
    .split(/[\s<\-'’.]+/)
    .map((word) => nameKey(word, icao))
    .filter((word) => word.length > 0);

/**
 * The MRZ cut the names short when its name zone has no filler left at the end: then "ADAEZE CHIOM" is
 * all the MRZ could hold of "Adaeze Chiomanda", and a supplied name that starts with it matches.
 */
function namesTruncated(mrz: TMrzReading): boolean {
  const nameLine = mrz.format === 'TD1' ? mrz.lines[2] : mrz.lines[0];
  return nameLine !== undefined && !nameLine.endsWith('<');
}

function compareName(
  field: 'firstName' | 'lastName',
  supplied: string | undefined,
  read: TDocumentText,
  fromMrz: string | null,
  rules: { truncated: boolean; leadingWords: boolean },
): TFieldComparison {
  const suppliedKeys = supplied === undefined ? [] : [nameKey(supplied), nameKey(supplied, true)];
  const comparable = suppliedKeys.some((key) => key.length > 0);
  if (fromMrz !== null && fromMrz !== '') {
    if (!comparable || supplied === undefined) return result(field, supplied, fromMrz, null);
    const extracted = nameKey(fromMrz);
    const match =
      suppliedKeys.some((key) => key === extracted || (rules.truncated && key.startsWith(extracted))) ||
      (rules.leadingWords && leadingWordsMatch(supplied, fromMrz));
    return result(field, supplied, fromMrz, match);
  }
  if (!comparable || supplied === undefined) return result(field, supplied, null, null);
  // No MRZ name: the supplied name confirmed when each of its words is printed on the document.
  const printed = new Set(nameWords(read.text));
  const printedIcao = new Set(nameWords(read.text, true));
  const found = [false, true].some((icao) => {
    const words = nameWords(supplied, icao);
    return words.length > 0 && words.every((word) => printed.has(word) || printedIcao.has(word));
  });
  return found ? result(field, supplied, supplied, true) : result(field, supplied, null, null);
}

/**
 * A first name given as "Adaeze" against an MRZ's "ADAEZE CHIOMA": the MRZ holds every given name, the
 * business often only the one the person goes by first. The supplied words must be the MRZ's first
 * words, in order, so "Chioma" alone or "Adaeze Ngozi" still do not match.
 */
function leadingWordsMatch(supplied: string, fromMrz: string): boolean {
  const mrzWords = nameWords(fromMrz);
  return [false, true].some((icao) => {
    const words = nameWords(supplied, icao);
    return words.length > 0 && words.every((word, index) => word === mrzWords[index]);
  });
}

// --- date of birth ----------------------------------------------------------------------------------

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function compareDate(
  supplied: string | undefined,
  read: TDocumentText,
  fromMrz: string | null,
): TFieldComparison {
  const wanted = supplied?.trim() ?? '';
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(wanted);
  if (fromMrz !== null) return result('dateOfBirth', supplied, fromMrz, valid ? wanted === fromMrz : null);
  if (!valid) return result('dateOfBirth', supplied, null, null);
  return printedDates(wanted).some((pattern) => pattern.test(read.text))
    ? result('dateOfBirth', supplied, wanted, true)
    : result('dateOfBirth', supplied, null, null);
}

/**
 * The ways a document prints 1988-03-14: 14.03.1988, 14/03/1988, 14-03-1988, 03/14/1988, 1988-03-14,
 * 14 MAR 1988 (and 14 MAR 88, 14 March 1988), with OCR's spacing around the separators. Each is
 * anchored on non-digits so 114/03/19880 does not count.
 */
function printedDates(iso: string): RegExp[] {
  const [year = '', month = '', day = ''] = iso.split('-');
  const sep = '\\s*[./\\-]\\s*';
  const d = `0?${Number(day)}`;
  const m = `0?${Number(month)}`;
  const name = MONTHS[Number(month) - 1] ?? '$^';
  const yy = year.slice(2);
  const sources = [
    `${d}${sep}${m}${sep}${year}`,
    `${m}${sep}${d}${sep}${year}`,
    `${year}${sep}${m}${sep}${d}`,
    `${d}\\s*[ ./\\-]?\\s*${name}[A-Z]*\\.?\\s*[ ./\\-]?\\s*(?:${year}|${yy})`,
  ];
  return sources.map((source) => new RegExp(`(?<![0-9])${source}(?![0-9])`, 'i'));
}

// --- document number --------------------------------------------------------------------------------

/** Upper case, letters and digits only: "a0721-4593", "A 0721 4593" and "A07214593" are one number. */
const numberKey = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

function compareNumber(
  supplied: string | undefined,
  read: TDocumentText,
  fromMrz: string | null,
): TFieldComparison {
  const wanted = supplied === undefined ? '' : numberKey(supplied);
  if (fromMrz !== null && fromMrz !== '') {
    return result('documentNumber', supplied, fromMrz, wanted === '' ? null : numberKey(fromMrz) === wanted);
  }
  if (wanted === '') return result('documentNumber', supplied, null, null);
  // The number as printed, possibly in groups ("A 0721 4593"): consecutive words of one line, joined.
  const found = read.text.split(/\r?\n/).some((line) => {
    const words = line.split(/\s+/).filter((word) => word.length > 0);
    return words.some((_, start) => {
      let joined = '';
      for (const word of words.slice(start)) {
        joined += numberKey(word);
        if (joined === wanted) return true;
        if (!wanted.startsWith(joined)) return false;
      }
      return false;
    });
  });
  return found
    ? result('documentNumber', supplied, supplied ?? null, true)
    : result('documentNumber', supplied, null, null);
}
