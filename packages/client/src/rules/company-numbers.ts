/**
 * Format checks for the numbers a company check takes: registry numbers for Nigeria (CAC), South Africa
 * (CIPC), Kenya (BRS) and Ghana (ORC), and Nigeria's TIN.
 *
 * A format check catches typing mistakes before a charged registry call; whether the entity exists is the
 * registry's answer, not ours. So each check accepts the spellings people copy from certificates (any
 * case, the usual separators) and answers one canonical form to send.
 *
 * Zod-free and pure on purpose: the package root re-exports `rules/`, and pages that must not load zod (the
 * dashboard's login path) import from that root. A zod rule, when a schema needs one, belongs in
 * `validation.ts` on top of `checkCompanyNumber`, as `pvc()` sits on `PVC_PATTERN`.
 *
 * The formats come from the sources named beside each table below; every table is data, so a newly seen
 * prefix is a one-line change.
 */
import { ruleMessages as m } from './messages.js';

export type CompanyCountry = 'ng' | 'za' | 'ke' | 'gh';

/** The numbers each country's company check takes: a registry number everywhere, and Nigeria's TIN. */
export const COMPANY_NUMBER_KINDS = {
  ng: ['registration', 'tin'],
  za: ['registration'],
  ke: ['registration'],
  gh: ['registration'],
} as const satisfies Readonly<Record<CompanyCountry, readonly string[]>>;

export type CompanyNumberKind<C extends CompanyCountry = CompanyCountry> =
  (typeof COMPANY_NUMBER_KINDS)[C][number];

/** CAC entity classifications: the five of Kausate's `classificationId` (1 to 5). */
export type CacEntityClass =
  | 'business-name'
  | 'company'
  | 'incorporated-trustees'
  | 'limited-partnership'
  | 'limited-liability-partnership';

export type CipcEntityClass =
  | 'public-company'
  | 'private-company'
  | 'non-profit-company'
  | 'external-company'
  | 'personal-liability-company'
  | 'close-corporation'
  | 'state-owned-company';

export type BrsEntityClass =
  | 'company'
  | 'private-company'
  | 'company-limited-by-guarantee'
  | 'business-name'
  | 'limited-liability-partnership';

export type OrcEntityClass = 'company-limited-by-shares' | 'business-name';

export type CompanyEntityClass = CacEntityClass | CipcEntityClass | BrsEntityClass | OrcEntityClass;

export interface CompanyNumberCandidate {
  normalized: string;
  entityClass: CompanyEntityClass;
}

/**
 * Accepted: the canonical form to send, and the entity class when the number states one. Rejected: the first
 * message, worded as the shared validation messages are; for a bare CAC number also the prefixed forms it
 * could stand for, so a form can offer them instead of guessing one.
 */
export type CompanyNumberCheck =
  | { ok: true; normalized: string; entityClass?: CompanyEntityClass }
  | { ok: false; message: string; candidates?: readonly CompanyNumberCandidate[] };

export interface CompanyNumberOptions {
  /** How messages name the field; defaults to "registration number" or "TIN". */
  field?: string;
  /** The clock for the year checks; tests pin it. */
  now?: Date;
}

/**
 * Checks and normalises `value` as a `kind` number of `country`. Surrounding whitespace is ignored and an
 * empty value is "required". A (country, kind) pair the product does not offer is rejected, not thrown:
 * the pair can come from a URL segment (/business-verification/{country_code}/verify).
 */
export function checkCompanyNumber<C extends CompanyCountry>(
  country: C,
  kind: CompanyNumberKind<C>,
  value: string,
  options: CompanyNumberOptions = {},
): CompanyNumberCheck {
  const kinds: readonly string[] | undefined = Object.hasOwn(COMPANY_NUMBER_KINDS, country)
    ? COMPANY_NUMBER_KINDS[country]
    : undefined;
  if (kinds === undefined) return fail(m.oneOf('country', Object.keys(COMPANY_NUMBER_KINDS)));
  if (!kinds.includes(kind)) return fail(m.oneOf('kind', kinds));

  const field = options.field ?? (kind === 'tin' ? 'TIN' : 'registration number');
  const input = value.trim().toUpperCase();
  if (input.length === 0) return fail(m.required(field));
  const currentYear = (options.now ?? new Date()).getUTCFullYear();

  if (kind === 'tin') return checkNigerianTin(input, field);
  switch (country) {
    case 'ng':
      return checkCacNumber(input, field);
    case 'za':
      return checkCipcNumber(input, field, currentYear);
    case 'ke':
      return checkBrsNumber(input, field, currentYear);
    default:
      return checkOrcNumber(input, field);
  }
}

const fail = (message: string, candidates?: readonly CompanyNumberCandidate[]): CompanyNumberCheck =>
  candidates === undefined ? { ok: false, message } : { ok: false, message, candidates };

// --- Nigeria: CAC -----------------------------------------------------------------------------------

/**
 * Company ids start with one of RC, BN, IT, LP, LPP (as the company_id message lists them); the registry
 * (Kausate's Nigeria page: classification 5 is "limited liability partnership") says LLP. LPP is accepted,
 * since the company_id rule accepts it, and answered as LLP, the prefix the registry uses.
 */
const CAC_PREFIXES: Readonly<Record<string, { prefix: string; entityClass: CacEntityClass }>> = {
  RC: { prefix: 'RC', entityClass: 'company' },
  BN: { prefix: 'BN', entityClass: 'business-name' },
  IT: { prefix: 'IT', entityClass: 'incorporated-trustees' },
  LP: { prefix: 'LP', entityClass: 'limited-partnership' },
  LLP: { prefix: 'LLP', entityClass: 'limited-liability-partnership' },
  LPP: { prefix: 'LLP', entityClass: 'limited-liability-partnership' },
};

/**
 * No length is published. The first entities hold the smallest numbers, so any length from 1 is valid;
 * current RC numbers have 7 digits, and 8 leaves room for growth without letting a pasted phone number,
 * NIN or BVN (11 digits) through. Leading zeros are kept as typed: providers echo some numbers that way
 * ("092932"), and whether the registry treats RC092932 and RC92932 as one number is not documented.
 */
const CAC_MAX_DIGITS = 8;

/** The prefixes a CAC number may be typed with; `companyId()` (validation.ts) accepts the same. */
export const CAC_TYPED_PREFIXES: readonly string[] = Object.keys(CAC_PREFIXES);

const CAC_PREFIX = new RegExp(`^(?:${CAC_TYPED_PREFIXES.join('|')})`);
/** A prefix, then optional spaces or one hyphen (spaces around it allowed), then digits only. */
const CAC_NUMBER = new RegExp(`^(${CAC_TYPED_PREFIXES.join('|')})\\s*-?\\s*(\\d+)$`);

function checkCacNumber(input: string, field: string): CompanyNumberCheck {
  const formatMessage = `The ${field} field should be RC, BN, IT, LP or LLP followed by 1 to ${CAC_MAX_DIGITS} digits, e.g. RC123456`;
  const match = CAC_NUMBER.exec(input);
  if (match) {
    const [, typed = '', digits = ''] = match;
    const known = CAC_PREFIXES[typed];
    if (known === undefined || digits.length > CAC_MAX_DIGITS) return fail(formatMessage);
    return { ok: true, normalized: `${known.prefix}${digits}`, entityClass: known.entityClass };
  }
  if (CAC_PREFIX.test(input)) return fail(formatMessage);
  // Company ids must start with their prefix, and a bare number is not unique: entities of different
  // classifications can hold the same number (Kausate's rcNumber note). So it is rejected, with every class
  // it could stand for, rather than read as an RC number.
  if (/^\d+$/.test(input) && input.length <= CAC_MAX_DIGITS) {
    const candidates = Object.entries(CAC_PREFIXES)
      .filter(([typed, known]) => typed === known.prefix)
      .map(([, known]) => ({ normalized: `${known.prefix}${input}`, entityClass: known.entityClass }));
    return fail(m.companyId(field), candidates);
  }
  return fail(m.companyId(field));
}

// --- Nigeria: TIN -----------------------------------------------------------------------------------

/**
 * JTB TINs are 10 digits; FIRS's older TINs are 8 digits, a hyphen and 4 digits. The legacy form keeps its
 * hyphen: the hyphen is part of the number as FIRS printed it, and 12 bare digits are more likely a slip than
 * a legacy TIN, so they are rejected rather than re-hyphenated.
 */
const TIN = /^\d{10}$/;
const LEGACY_TIN = /^(\d{8})(?:\s*-\s*|\s)(\d{4})$/;

function checkNigerianTin(input: string, field: string): CompanyNumberCheck {
  if (TIN.test(input)) return { ok: true, normalized: input };
  const legacy = LEGACY_TIN.exec(input);
  if (legacy) return { ok: true, normalized: `${legacy[1]}-${legacy[2]}` };
  return fail(
    `The ${field} field should be 10 digits, or 8 digits, a hyphen and 4 digits, e.g. 12345678-0001`,
  );
}

// --- South Africa: CIPC -----------------------------------------------------------------------------

/**
 * YYYY/NNNNNN/NN: the year of incorporation in full, a six-digit sequence within that year, and the
 * enterprise type (the registrar's notice on the numbers issued from 1 January 2000 under the Companies Act
 * 1973). The three parts have fixed widths, so a number typed without slashes, or with spaces or hyphens,
 * splits only one way: it is accepted and answered with slashes.
 */
const CIPC_NUMBER = /^(\d{4})[/\s-]?(\d{6})[/\s-]?(\d{2})$/;

/**
 * Not 1900: older entities carry their original year, and some are still trading (Tongaat Hulett Limited
 * is 1892/000610/06 in its JSE announcements). 1800 is a floor below the first companies acts of the
 * Cape (1861), not a known earliest number; the upper bound is the current year.
 */
export const CIPC_EARLIEST_YEAR = 1800;

/** The enterprise types whose meaning is settled; other codes are accepted without a class. */
const CIPC_TYPES: Readonly<Record<string, CipcEntityClass>> = {
  '06': 'public-company',
  '07': 'private-company',
  '08': 'non-profit-company',
  '10': 'external-company',
  '21': 'personal-liability-company',
  '23': 'close-corporation',
  '30': 'state-owned-company',
};

function checkCipcNumber(input: string, field: string, currentYear: number): CompanyNumberCheck {
  const match = CIPC_NUMBER.exec(input);
  if (!match) return fail(`The ${field} field should be YYYY/NNNNNN/NN, e.g. 2019/123456/07`);
  const [, year = '', sequence = '', type = ''] = match;
  const yearProblem = checkYear(field, Number(year), CIPC_EARLIEST_YEAR, currentYear);
  if (yearProblem !== null) return fail(yearProblem);
  const entityClass = CIPC_TYPES[type];
  const normalized = `${year}/${sequence}/${type}`;
  return entityClass === undefined ? { ok: true, normalized } : { ok: true, normalized, entityClass };
}

function checkYear(field: string, year: number, earliest: number, latest: number): string | null {
  return year < earliest || year > latest
    ? `The ${field} field should start with a year from ${earliest} to ${latest}`
    : null;
}

// --- Kenya: BRS -------------------------------------------------------------------------------------

/**
 * The BRS publishes no format for Kenya. Two shapes are accepted, the ones other integrations' validators
 * agree on:
 * - since the Companies Act 2015 (eCitizen): a type prefix, a hyphen and a 6 to 10 character code,
 *   e.g. PVT-AB12CD3 (the codes seen are 7 characters; the range leaves room without accepting words).
 *   PVT is the one those validators show; CLG, BN and LLP are assumed to follow the same scheme;
 * - the earlier companies registry: CPR/YYYY/N, e.g. CPR/2014/12345 (1 to 7 digits: the length of the
 *   sequence is not published).
 * Older "C.123" numbers and other eCitizen prefixes (public companies, foreign companies) are not accepted
 * yet: add them here once a source shows their shape.
 */
const BRS_PREFIXES: Readonly<Record<string, BrsEntityClass>> = {
  PVT: 'private-company',
  CLG: 'company-limited-by-guarantee',
  BN: 'business-name',
  LLP: 'limited-liability-partnership',
};
/** The known prefixes spelled out, so a number typed without its hyphen (BNB8S6JP6) splits the right way. */
const BRS_NUMBER = new RegExp(`^(${Object.keys(BRS_PREFIXES).join('|')})\\s*-?\\s*([A-Z\\d]{6,10})$`);
const BRS_CPR_NUMBER = /^CPR\s*\/\s*(\d{4})\s*\/\s*(\d{1,7})$/;
/** A plausibility floor only: the CPR series itself is recent, so an earlier year is a slip. */
const BRS_EARLIEST_YEAR = 1900;

function checkBrsNumber(input: string, field: string, currentYear: number): CompanyNumberCheck {
  const cpr = BRS_CPR_NUMBER.exec(input);
  if (cpr) {
    const [, year = '', sequence = ''] = cpr;
    const yearProblem = checkYear(field, Number(year), BRS_EARLIEST_YEAR, currentYear);
    if (yearProblem !== null) return fail(yearProblem);
    return { ok: true, normalized: `CPR/${year}/${sequence}`, entityClass: 'company' };
  }
  const match = BRS_NUMBER.exec(input);
  const entityClass = BRS_PREFIXES[match?.[1] ?? ''];
  if (match && entityClass !== undefined)
    return { ok: true, normalized: `${match[1]}-${match[2]}`, entityClass };
  return fail(`The ${field} field should be a BRS number such as PVT-AB12CD3 or CPR/2014/12345`);
}

// --- Ghana: ORC -------------------------------------------------------------------------------------

/**
 * The Office of the Registrar of Companies' numbers are a two-letter type and 9 digits: CS123456789 for a
 * company limited by shares, BN123456789 for a business name (known examples, and other integrations'
 * validators). Only those two are accepted; other types (guarantee, external companies) and the older numbers
 * are a one-line addition once a source shows their shape.
 */
const ORC_PREFIXES: Readonly<Record<string, OrcEntityClass>> = {
  CS: 'company-limited-by-shares',
  BN: 'business-name',
};
const ORC_NUMBER = /^([A-Z]{2})\s*-?\s*(\d{9})$/;

function checkOrcNumber(input: string, field: string): CompanyNumberCheck {
  const match = ORC_NUMBER.exec(input);
  const entityClass = ORC_PREFIXES[match?.[1] ?? ''];
  if (match && entityClass !== undefined)
    return { ok: true, normalized: `${match[1]}${match[2]}`, entityClass };
  return fail(`The ${field} field should be CS or BN followed by 9 digits, e.g. CS123456789`);
}
