/**
 * Credit report's requests and records, keyed by the check names of credit-report-module.ts. Identity numbers
 * follow identity's formats; company numbers the company rules; a UK report names the person and their
 * postcode, as UK bureaus search.
 */
import { z } from 'zod';
import { checkCompanyNumber } from '../../rules/company-numbers.js';
import { oneOf, requiredText, strictObject, truthy } from '../../rules/validation.js';
import { isoDate } from '../../schemas/history-query.js';
import { numberFormatFor } from '../identity/identity-number-formats.js';
import { moduleHistoryQuerySchema, moduleRecordSchema } from '../kit/module-schemas.js';
import { ZCreditReport } from './credit-bureau-report.js';
import { type CreditReportCheckName, creditReportModule } from './credit-report-module.js';

/** An identity number by its identity type's format (BVN, Kenyan ID), compacted as that format says. */
function identityNumber(country: string, type: string, field: string) {
  const rule = numberFormatFor(country, type);
  if (!rule) throw new Error(`No number format for ${country}/${type}`);
  return requiredText(field, { max: 64 })
    .transform((value) => (rule.normalize ? rule.normalize(value) : value))
    .refine((value) => rule.check(value), {
      error: rule.message.replace(`The ${rule.label} field`, `The ${field} field`),
    });
}

function companyNumber(country: 'ng' | 'ke', field: string) {
  return requiredText(field, { max: 64 }).transform((value, context) => {
    const checked = checkCompanyNumber(country, 'registration', value, { field });
    if (checked.ok) return checked.normalized;
    context.issues.push({ code: 'custom', message: checked.message, input: value });
    return z.NEVER;
  });
}

/** UK postcodes (Royal Mail's shapes), any case and spacing, answered upper-case with one space. */
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;
const postcode = requiredText('postcode', { max: 10 }).transform((value, context) => {
  const match = UK_POSTCODE.exec(value.toUpperCase());
  if (match) return `${match[1]} ${match[2]}`;
  context.issues.push({
    code: 'custom',
    message: 'The postcode field should be a UK postcode, e.g. SW1A 1AA',
    input: value,
  });
  return z.NEVER;
});

const consent = { isConsent: truthy('consent') };

export const creditReportCheckSchemas = {
  ngIndividual: strictObject({ bvn: identityNumber('ng', 'bvn', 'BVN'), ...consent }),
  ngBusiness: strictObject({ registrationNumber: companyNumber('ng', 'registration number'), ...consent }),
  keIndividual: strictObject({ nationalId: identityNumber('ke', 'national-id', 'ID number'), ...consent }),
  keBusiness: strictObject({ registrationNumber: companyNumber('ke', 'registration number'), ...consent }),
  gbIndividual: strictObject({
    firstName: requiredText('first name', { max: 100 }),
    lastName: requiredText('last name', { max: 100 }),
    dateOfBirth: isoDate('date of birth'),
    postcode,
    ...consent,
  }),
} as const satisfies Record<CreditReportCheckName, z.ZodType>;

export type CreditReportRequests = {
  [K in CreditReportCheckName]: z.input<(typeof creditReportCheckSchemas)[K]>;
};
export type CreditReportInputs = {
  [K in CreditReportCheckName]: z.output<(typeof creditReportCheckSchemas)[K]>;
};

/** Whose report: the person or business the bureau matched, and the number it was found by. */
export const ZCreditSubject = z.object({
  kind: z.enum(['individual', 'business']),
  name: z.string(),
  identifier: z.string(),
});

export const ZCreditReportResult = z.object({ subject: ZCreditSubject, report: ZCreditReport });
export type TCreditReportResult = z.infer<typeof ZCreditReportResult>;

export const ZCreditReportCheck = moduleRecordSchema(creditReportModule, ZCreditReportResult).extend({
  /** The score's risk wording, also on the history's rows; null when nothing was found. */
  riskLevel: z.string().nullable(),
});
export type TCreditReportCheck = z.infer<typeof ZCreditReportCheck>;

export const ZCreditReportHistoryQuery = moduleHistoryQuerySchema(creditReportModule);
export type TCreditReportHistoryQuery = z.input<typeof ZCreditReportHistoryQuery>;

/** The overview's analysis: reports by type and by risk band, and the average score, over all time. */
export const ZCreditReportAnalysis = z.object({
  total: z.number().int(),
  found: z.number().int(),
  averageScore: z.number().int().nullable(),
  byType: z.array(z.object({ type: z.string(), label: z.string(), count: z.number().int() })),
  byRiskLevel: z.array(z.object({ riskLevel: z.string(), count: z.number().int() })),
});
export type TCreditReportAnalysis = z.infer<typeof ZCreditReportAnalysis>;

export const creditMetricIntervals = ['day', 'week', 'month'] as const;
export const ZCreditReportMetricsQuery = z.strictObject({
  interval: oneOf('interval', creditMetricIntervals).default('day'),
});
export type TCreditReportMetricsQuery = z.input<typeof ZCreditReportMetricsQuery>;

/** Reports per period (30 days, 12 weeks or 12 months back, oldest first), with their average score. */
export const ZCreditReportMetrics = z.object({
  interval: z.enum(creditMetricIntervals),
  points: z.array(
    z.object({ period: z.string(), count: z.number().int(), averageScore: z.number().int().nullable() }),
  ),
});
export type TCreditReportMetrics = z.infer<typeof ZCreditReportMetrics>;
