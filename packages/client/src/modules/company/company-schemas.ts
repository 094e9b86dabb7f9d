/**
 * Business verification's request and record schemas, keyed by the check names of company-module.ts. Numbers
 * are checked and normalised by rules/company-numbers.ts, so a malformed number is a 400 before anything is
 * charged.
 */
import { z } from 'zod';
import {
  type CompanyCountry,
  type CompanyNumberKind,
  checkCompanyNumber,
} from '../../rules/company-numbers.js';
import { oneOf, optionalText, requiredText, strictObject, truthy } from '../../rules/validation.js';
import { moduleHistoryQuerySchema, moduleRecordSchema } from '../kit/module-schemas.js';
import { type CompanyCheckName, companyModule } from './company-module.js';

/** A registry number or TIN, answered in its canonical form (RC 123 → RC123, 2019 123456 07 → 2019/123456/07). */
function companyNumber<C extends CompanyCountry>(country: C, kind: CompanyNumberKind<C>, field: string) {
  return requiredText(field, { max: 64 }).transform((value, context) => {
    const checked = checkCompanyNumber(country, kind, value, { field });
    if (checked.ok) return checked.normalized;
    context.issues.push({ code: 'custom', message: checked.message, input: value });
    return z.NEVER;
  });
}

const consent = { isConsent: truthy('consent') };
const registeredName = optionalText('registered name', { max: 200 });

export const companyCountries = ['ng', 'za', 'ke', 'gh'] as const satisfies readonly CompanyCountry[];

export const ZNgCompanyRequest = strictObject({
  registrationNumber: companyNumber('ng', 'registration', 'registration number'),
  registeredName,
  /** Premium adds the persons with significant control (shareholders) to the report. */
  premium: z.boolean({ error: 'The premium field should be true or false' }).optional(),
  ...consent,
});
export const ZNgCompanyBasicRequest = strictObject({
  registrationNumber: companyNumber('ng', 'registration', 'registration number'),
  registeredName,
  ...consent,
});
export const ZNgTinRequest = strictObject({ tin: companyNumber('ng', 'tin', 'TIN'), ...consent });
export const ZZaBusinessAddressRequest = strictObject({
  registrationNumber: companyNumber('za', 'registration', 'registration number'),
  ...consent,
});
export const ZZaBusinessAccountRequest = strictObject({
  registrationNumber: companyNumber('za', 'registration', 'registration number'),
  accountNumber: requiredText('account number', { max: 20 }).regex(/^\d{6,13}$/, {
    error: 'The account number field should be 6 to 13 digits',
  }),
  branchCode: requiredText('branch code', { max: 10 }).regex(/^\d{6}$/, {
    error: 'The branch code field should be 6 digits',
  }),
  ...consent,
});
export const ZCompanyAdvanceCheckRequest = strictObject({
  countryCode: z
    .string({ error: 'The country code field is required' })
    .trim()
    .toLowerCase()
    .pipe(oneOf('country code', companyCountries)),
  registrationNumber: requiredText('registration number', { max: 64 }),
  registeredName,
  ...consent,
}).transform((body, context) => {
  const checked = checkCompanyNumber(body.countryCode, 'registration', body.registrationNumber, {
    field: 'registration number',
  });
  if (checked.ok) return { ...body, registrationNumber: checked.normalized };
  context.issues.push({
    code: 'custom',
    path: ['registrationNumber'],
    message: checked.message,
    input: body.registrationNumber,
  });
  return z.NEVER;
});

/** Each check's request schema, by its name in companyModule.checks. */
export const companyCheckSchemas = {
  company: ZNgCompanyRequest,
  companyBasic: ZNgCompanyBasicRequest,
  tin: ZNgTinRequest,
  businessAddress: ZZaBusinessAddressRequest,
  businessAccount: ZZaBusinessAccountRequest,
  advanceCheck: ZCompanyAdvanceCheckRequest,
} as const satisfies Record<CompanyCheckName, z.ZodType>;

/** What each check takes, for callers (the client's `company.check(name, body)`). */
export type CompanyCheckRequests = {
  [K in CompanyCheckName]: z.input<(typeof companyCheckSchemas)[K]>;
};
/** What each check's handler receives once validated and normalised. */
export type CompanyCheckInputs = {
  [K in CompanyCheckName]: z.output<(typeof companyCheckSchemas)[K]>;
};

export const companyStatuses = ['active', 'inactive', 'struck_off'] as const;

export const ZCompanyOfficer = z.object({
  name: z.string(),
  role: z.string(),
  appointedOn: z.string().nullable(),
  nationality: z.string().nullable(),
});
export type TCompanyOfficer = z.infer<typeof ZCompanyOfficer>;

export const ZCompanyShareholder = z.object({
  name: z.string(),
  kind: z.enum(['individual', 'company']),
  shares: z.number().int().nullable(),
  percentage: z.number().nullable(),
});
export type TCompanyShareholder = z.infer<typeof ZCompanyShareholder>;

/** A South African business bank account check (AVS-R): does the account exist, open, in this company's name. */
export const ZBusinessAccountMatch = z.object({
  accountNumber: z.string(),
  branchCode: z.string(),
  bankName: z.string().nullable(),
  accountFound: z.boolean(),
  accountOpen: z.boolean(),
  registrationNumberMatches: z.boolean(),
});

export const ZCompanyProfile = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  entityClass: z.string().nullable(),
  country: z.enum(companyCountries),
  status: z.enum(companyStatuses),
  registrationDate: z.string().nullable(),
  address: z.string().nullable(),
  tin: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Empty for a basic check, which stops at the registration. */
  directors: z.array(ZCompanyOfficer),
  /** Persons with significant control: a premium or advanced check only. */
  shareholders: z.array(ZCompanyShareholder),
  bankAccount: ZBusinessAccountMatch.nullable(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

export const ZCompanyCheck = moduleRecordSchema(companyModule, ZCompanyProfile);
export type TCompanyCheck = z.infer<typeof ZCompanyCheck>;

/** History filters (status, dates, type, name, requestedBy), cursor paged. */
export const ZCompanyHistoryQuery = moduleHistoryQuerySchema(companyModule);
export type TCompanyHistoryQuery = z.input<typeof ZCompanyHistoryQuery>;

export const ZCompanySearchQuery = z.strictObject({
  name: requiredText('name', { min: 2, max: 100 }),
  countryCode: z.string().trim().toLowerCase().pipe(oneOf('country code', companyCountries)).optional(),
});
export type TCompanySearchQuery = z.input<typeof ZCompanySearchQuery>;

export const ZCompanySearchResult = z.object({
  items: z.array(
    ZCompanyProfile.pick({
      name: true,
      registrationNumber: true,
      entityClass: true,
      country: true,
      status: true,
    }),
  ),
});
export type TCompanySearchResult = z.infer<typeof ZCompanySearchResult>;

export const ZSupportedCountries = z.object({
  items: z.array(
    z.object({ countryCode: z.string(), name: z.string(), region: z.string(), checks: z.array(z.string()) }),
  ),
});
export type TSupportedCountries = z.infer<typeof ZSupportedCountries>;
