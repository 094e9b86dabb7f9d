/**
 * The schemas every kit module's records and history share: a record is the fields every business record
 * carries (environment, businessId, organizationId, createdAt) plus the module's typed `type` and `result`; a
 * history query is cursor paging, the date range and the filters (status, type, name, requested_by).
 */
import { z } from 'zod';
import { oneOf } from '../../rules/validation.js';
import { environments, ZIdParams, ZMoney, ZRequestedBy } from '../../schemas/common.js';
import { cursorPaging, dateRange, pagingKeys } from '../../schemas/history-query.js';
import { type ModuleDeclaration, unknownCountryMessage } from './module-declaration.js';

export const moduleCheckStatuses = ['found', 'not_found', 'failed'] as const;

/** The module's type codes, as a zod enum's values. */
export function moduleTypes(module: ModuleDeclaration): [string, ...string[]] {
  return Object.values(module.checks).map((check) => check.type) as [string, ...string[]];
}

/** The fields every check record shows, whichever module keeps it (a kit module's, Sanction & PEP's). */
export const checkRecordFields = {
  id: z.string(),
  /** What was checked, as the module shows it (a person's number masked but for its last 4). */
  reference: z.string(),
  /** Why a check failed (provider unavailable...), in words a person can act on. */
  failureReason: z.string().nullable(),
  environment: z.enum(environments),
  businessId: z.string(),
  organizationId: z.string().nullable(),
  requestedBy: ZRequestedBy,
  cost: ZMoney,
  createdAt: z.string(),
};

export function moduleRecordSchema<R extends z.ZodType>(module: ModuleDeclaration, result: R) {
  return z.object({
    ...checkRecordFields,
    type: z.enum(moduleTypes(module)),
    country: z.string(),
    status: z.enum(moduleCheckStatuses),
    result: result.nullable(),
    /** True when the record has a PDF report (the module's report path gives its link). */
    hasReport: z.boolean(),
  });
}

export function moduleHistoryQuerySchema(module: ModuleDeclaration) {
  return z.strictObject({
    ...cursorPaging,
    status: oneOf('status', moduleCheckStatuses).optional(),
    type: oneOf('type', moduleTypes(module)).optional(),
    name: z.string().trim().max(100).optional(),
    requested_by: z.string().max(64).optional(),
    ...dateRange,
  });
}

/** A country in a path: one of those the path serves, or 400 "Unknown country: use …" on the country field. */
export function countryParam<const T extends readonly [string, ...string[]]>(countries: T) {
  return z.enum(countries, { error: unknownCountryMessage(countries) });
}

/** The path parameters of a module's country path (`moduleCountryPaths`): the country and any others. */
export function countryPathParams(path: string, countries: readonly string[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const [, name] of path.matchAll(/:([A-Za-z]+)/g))
    shape[name as string] =
      name === 'country' ? countryParam(countries as [string, ...string[]]) : z.string().max(512);
  return z.strictObject(shape);
}

/** The path parameters of a scoped prefix (`/admin/businesses/:businessId`, `/organizations/:organizationId`). */
export const ZBusinessScopeParams = z.strictObject({ businessId: z.string().max(64) });
export const ZOrganizationScopeParams = z.strictObject({ organizationId: z.string().max(64) });
/** A record's id beneath a scoped prefix. */
export const ZBusinessRecordParams = ZBusinessScopeParams.extend(ZIdParams.shape);
export const ZOrganizationRecordParams = ZOrganizationScopeParams.extend(ZIdParams.shape);

/** The export takes the history's filters without its paging. */
export function moduleExportQuerySchema(history: z.ZodObject): z.ZodObject {
  return history.omit(pagingKeys);
}

/** A report's link, to open in a new tab ('Download link not found' when the record has none). */
export const ZReportLink = z.object({ link: z.string() });
export type TReportLink = z.infer<typeof ZReportLink>;

/** The signature a report's link carries: checked by the handler, so a wrong one is a 404 like a wrong id. */
export const ZReportFileQuery = z.strictObject({
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});
