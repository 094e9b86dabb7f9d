/**
 * A module's routes as a route table (core/route-table.ts): every route the module registers
 * (`moduleRoutes` of its declaration: checks, reads, history at each scope and its other names, detail,
 * CSV export, report link and file, country paths), each with the access the declaration gives it and the
 * schemas from the module's contracts. The API binds its handlers to these names, the route-access table
 * takes their rows, and the OpenAPI document lists them with their answers.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../../core/error-codes.js';
import {
  defineRoutes,
  type FileAnswer,
  type RouteAudit,
  type RouteDeclaration,
  type RouteTable,
} from '../../core/route-table.js';
import { ZCursorList, ZIdParams } from '../../schemas/common.js';
import {
  type ModuleDeclaration,
  type ModuleRoute,
  type ModuleRouteEntry,
  type ModuleScope,
  moduleRoutes,
} from './module-declaration.js';
import {
  countryPathParams,
  moduleExportQuerySchema,
  ZBusinessRecordParams,
  ZBusinessScopeParams,
  ZOrganizationRecordParams,
  ZOrganizationScopeParams,
  ZReportFileQuery,
  ZReportLink,
} from './module-schemas.js';

/** What one charged route takes and answers. */
export interface ModuleCheckContract {
  /** One line for the API reference; a kit check's label says it otherwise. */
  summary?: string;
  params?: z.ZodType;
  /** Left out for a route that reads its body itself (the screening's may be absent altogether). */
  body?: z.ZodType;
  /** What it answers, when that is not the module's record. */
  response?: z.ZodType;
  /** Failures beyond those every charged check may answer. */
  errors?: readonly ErrorCode[];
}

/** What one free read takes and answers. */
export interface ModuleReadContract {
  summary: string;
  query?: z.ZodType;
  response: z.ZodType;
  errors?: readonly ErrorCode[];
}

/** The zod side of a module: its record, its history query, and each check's and read's schemas. */
export interface ModuleContracts<M extends ModuleDeclaration<ModuleRoute>> {
  record: z.ZodType;
  historyQuery: z.ZodObject;
  checks: { readonly [K in keyof M['checks']]: ModuleCheckContract };
  reads: { readonly [K in keyof M['reads']]: ModuleReadContract };
}

type Get = { method: 'GET'; path: string; summary: string; access: RouteDeclaration['access'] };
type ParamsOf<C> = C extends { params: infer S extends z.ZodType } ? { params: S } : unknown;
type BodyOf<C> = C extends { body: infer S extends z.ZodType } ? { body: S } : unknown;
type QueryOf<C> = C extends { query: infer S extends z.ZodType } ? { query: S } : unknown;
type AnswerOf<C, Record> = C extends { response: infer S extends z.ZodType } ? S : Record;

type CheckRoutes<M extends ModuleDeclaration<ModuleRoute>, C extends ModuleContracts<M>> = {
  readonly [K in keyof M['checks'] & string as `check.${K}`]: Omit<Get, 'method'> & {
    method: 'POST';
    response: AnswerOf<C['checks'][K], C['record']>;
    audit: RouteAudit;
  } & ParamsOf<C['checks'][K]> &
    BodyOf<C['checks'][K]>;
};

type ReadRoutes<M extends ModuleDeclaration<ModuleRoute>, C extends ModuleContracts<M>> = {
  readonly [K in keyof M['reads'] & string as `read.${K}`]: Get & {
    response: C['reads'][K]['response'];
  } & QueryOf<C['reads'][K]>;
};

type HistoryList<R extends z.ZodType> = ReturnType<typeof ZCursorList<R>>;
type CsvFile = { query: z.ZodObject; response: FileAnswer };

type RecordRoutes<R extends z.ZodType, Q extends z.ZodObject> = {
  readonly history: Get & { query: Q; response: HistoryList<R> };
  readonly 'history.businessAdmin': Get & {
    params: typeof ZBusinessScopeParams;
    query: Q;
    response: HistoryList<R>;
  };
  readonly 'history.organization': Get & {
    params: typeof ZOrganizationScopeParams;
    query: Q;
    response: HistoryList<R>;
  };
  readonly detail: Get & { params: typeof ZIdParams; response: R };
  readonly 'detail.businessAdmin': Get & { params: typeof ZBusinessRecordParams; response: R };
  readonly 'detail.organization': Get & { params: typeof ZOrganizationRecordParams; response: R };
  readonly export: Get & CsvFile;
  readonly 'export.businessAdmin': Get & CsvFile & { params: typeof ZBusinessScopeParams };
  readonly 'export.organization': Get & CsvFile & { params: typeof ZOrganizationScopeParams };
};

type ReportRoutes<M extends ModuleDeclaration<ModuleRoute>> = M extends { report: object }
  ? {
      readonly report: Get & { params: typeof ZIdParams; response: typeof ZReportLink };
      readonly reportFile: Get & {
        params: typeof ZIdParams;
        query: typeof ZReportFileQuery;
        response: FileAnswer;
      };
    }
  : unknown;

/** The routes the declaration derives (its country paths, the history's other names): plain declarations. */
type DerivedRoutes = {
  readonly [name: `country.${string}`]: RouteDeclaration;
  readonly [name: `historyAlias.${string}`]: RouteDeclaration;
};

/**
 * The routes of a module's table: the named ones typed by the module's contracts, and those the
 * declaration derives as plain declarations.
 */
export type ModuleRoutes<
  M extends ModuleDeclaration<ModuleRoute>,
  C extends ModuleContracts<M>,
> = CheckRoutes<M, C> &
  ReadRoutes<M, C> &
  RecordRoutes<C['record'], C['historyQuery']> &
  ReportRoutes<M> &
  DerivedRoutes;

/** What every charged check may fail with besides its input: the wallet, a replayed key, the registry. */
const CHECK_ERRORS: readonly ErrorCode[] = [
  'insufficient_funds',
  'idempotency_conflict',
  'service_unavailable',
];

const scopeWords: Readonly<Record<ModuleScope, string>> = {
  business: '',
  businessAdmin: ', for a business its platform admin names',
  organization: ', for one organization',
};

const recordParams: Readonly<Record<ModuleScope, z.ZodType | undefined>> = {
  business: ZIdParams,
  businessAdmin: ZBusinessRecordParams,
  organization: ZOrganizationRecordParams,
};

const scopeParams: Readonly<Record<ModuleScope, z.ZodType | undefined>> = {
  business: undefined,
  businessAdmin: ZBusinessScopeParams,
  organization: ZOrganizationScopeParams,
};

const withParams = (params: z.ZodType | undefined) => (params ? { params } : {});

function checkRoute(
  module: ModuleDeclaration<ModuleRoute>,
  contracts: ModuleContracts<ModuleDeclaration<ModuleRoute>>,
  key: string,
): Omit<RouteDeclaration, 'method' | 'path' | 'access'> {
  const check = module.checks[key];
  const contract = contracts.checks[key];
  if (!check || !contract) throw new Error(`${module.key}: check ${key} has no contract`);
  const label = 'label' in check && typeof check.label === 'string' ? check.label : key;
  return {
    summary:
      contract.summary ?? `${module.name}: runs a ${label} check, charged in live and kept in the history`,
    ...withParams(contract.params),
    ...(contract.body ? { body: contract.body } : {}),
    response: contract.response ?? contracts.record,
    // Its work writes the record, the debit and this row in one statement of its own: a charged check
    // holds no transaction open while a registry answers.
    audit: {
      event: 'create',
      resource: check.auditResource ?? module.auditResource,
      ownTransaction: true,
    },
    errors: [...CHECK_ERRORS, ...(contract.errors ?? [])],
  };
}

function readRoute(
  module: ModuleDeclaration<ModuleRoute>,
  contracts: ModuleContracts<ModuleDeclaration<ModuleRoute>>,
  key: string,
): Omit<RouteDeclaration, 'method' | 'path' | 'access'> {
  const contract = contracts.reads[key];
  if (!contract) throw new Error(`${module.key}: read ${key} has no contract`);
  return {
    summary: contract.summary,
    ...(contract.query ? { query: contract.query } : {}),
    response: contract.response,
    ...(contract.errors ? { errors: contract.errors } : {}),
  };
}

/** Everything of a declaration but its method, path and access, which the entry gives. */
function declarationOf(
  module: ModuleDeclaration<ModuleRoute>,
  contracts: ModuleContracts<ModuleDeclaration<ModuleRoute>>,
  route: ModuleRouteEntry,
  declared: ReadonlyMap<string, RouteDeclaration>,
): Omit<RouteDeclaration, 'method' | 'path' | 'access'> {
  switch (route.kind) {
    case 'check':
      return checkRoute(module, contracts, route.key);
    case 'read':
      return readRoute(module, contracts, route.key);
    case 'history':
      return {
        summary: route.name.startsWith('historyAlias')
          ? `${module.name}: the history, by another of its names`
          : `${module.name}: the history, newest first, a cursor page at a time${scopeWords[route.scope]}`,
        ...withParams(scopeParams[route.scope]),
        query: contracts.historyQuery,
        response: ZCursorList(contracts.record),
      };
    case 'detail':
      return {
        summary: `${module.name}: one record${scopeWords[route.scope]}`,
        ...withParams(recordParams[route.scope]),
        response: contracts.record,
        errors: ['not_found'],
      };
    case 'export':
      return {
        summary: `${module.name}: every record the filters match, as CSV${scopeWords[route.scope]}`,
        ...withParams(scopeParams[route.scope]),
        query: moduleExportQuerySchema(contracts.historyQuery),
        response: { file: 'text/csv' },
      };
    case 'report':
      return {
        summary: `${module.name}: a signed link to a record's PDF report, to open in a new tab`,
        params: ZIdParams,
        response: ZReportLink,
        errors: ['not_found'],
      };
    case 'reportFile':
      return {
        summary: `${module.name}: a record's PDF report, by the signed link (the signature is the credential)`,
        params: ZIdParams,
        query: ZReportFileQuery,
        response: { file: 'application/pdf' },
        errors: ['not_found'],
      };
    case 'country': {
      const from = declared.get(route.from);
      if (!from) throw new Error(`${module.key}: country path of an undeclared route ${route.from}`);
      return {
        summary: `Refuses a country ${from.path} does not serve: 400 naming those it does`,
        params: countryPathParams(route.path, route.countries),
        // It refuses every request before anything is read or written; a country it serves reaches the
        // declared route, which answers this.
        response: from.response,
        audit: false,
      };
    }
  }
}

/**
 * A module's route table, from its declaration and its contracts: one entry per route it registers, named
 * as `moduleRoutes` names them (`check.nin`, `read.ngBanks`, `history.organization`, `country.read.keBanks`).
 */
export function moduleRouteTable<
  const M extends ModuleDeclaration<ModuleRoute>,
  const C extends ModuleContracts<M>,
>(module: M, contracts: C): RouteTable<M['service'], ModuleRoutes<M, C>> {
  const wide: ModuleContracts<ModuleDeclaration<ModuleRoute>> = contracts;
  const routes = new Map<string, RouteDeclaration>();
  for (const route of moduleRoutes(module))
    routes.set(route.name, {
      method: route.method,
      path: route.path,
      access: route.access,
      ...declarationOf(module, wide, route, routes),
    });
  // The names are built from the same declaration the type maps over; the type cannot follow the loop.
  return defineRoutes(module.service, Object.fromEntries(routes) as ModuleRoutes<M, C>);
}
