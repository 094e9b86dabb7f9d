/**
 * A verification module as a declaration: its key and names, its service, the permission of
 * each scope, its checks (path, stored type code, country, label, price key) and where its history,
 * detail, export and report live. `moduleRoutes` names every route it registers, with who may call it;
 * the module's route table adds their schemas (module-route-table.ts), the API binds its handlers to those
 * names (apps/api features/verification-kit/register-module.ts), the typed client builds its resource from
 * it (`ModuleResource`), and the tests walk it. Zod-free on purpose: pages that must not load zod read it.
 * The request and record schemas sit beside each declaration (`<module>-schemas.ts`), keyed by check name.
 */
import type { ServiceName } from '../../core/services.js';
import type { Permission } from '../../permissions.js';
import { joinList } from '../../rules/join-list.js';

/** The permission a module asks for at each scope; it also gates the sidebar entry. */
export interface ModuleGates {
  /** A business's own staff, at the default paths. */
  business: Permission;
  /** A platform admin, beneath /admin/businesses/:businessId. */
  businessAdmin: Permission;
  /** Staff of the business (or of the organization), beneath /organizations/:organizationId. */
  organization: Permission;
}

/**
 * One route of a module. Its permission and audit resource are the module's unless it names its own (a
 * charged action that needs another module's permission, like the credit report by BVN beneath identity).
 */
export interface ModuleRoute {
  /** Path beneath the service's base URL (`:param` for a path parameter). */
  path: string;
  /** The permission at the default path, when it is not `gates.business`. */
  permission?: Permission;
  /** What the audit log names the records a charged route creates, when it is not the module's. */
  auditResource?: string;
}

/** One charged check: a POST that asks the provider, charges the wallet and stores a record. */
export interface ModuleCheck extends ModuleRoute {
  /** The record's type code: what the history's `type` filter matches and the CSV shows. */
  type: string;
  /** The country the check runs in (`global` for a check that names its own). */
  country: string;
  /** How a person reads the type (the history's type column, the detail's heading). */
  label: string;
}

/** A free GET beside the checks (option lists, a search): nothing is stored or charged. */
export interface ModuleRead extends ModuleRoute {
  /** A documented query it answers in sandbox, for a read that needs one (the contract test sends it). */
  sandboxQuery?: Readonly<Record<string, string>>;
}

/**
 * A module. `Check` is `ModuleCheck` for a module whose records the kit stores (one type per check); a module
 * that keeps its own records (customer verification: one path for every country and type) declares its
 * charged routes as plain `ModuleRoute`s.
 */
export interface ModuleDeclaration<Check extends ModuleRoute = ModuleCheck> {
  /** One name for the concept across layers: the dashboard's feature folder, the record's `module`. */
  key: string;
  /** As the navigation shows it. */
  name: string;
  /**
   * The dashboard's page for the module (its sidebar link and history); beneath `/businesses/:businessId`
   * and `/organizations/:organizationId` in the scoped sidebars, with the scope's gate.
   */
  dashboardPath: string;
  service: ServiceName;
  gates: ModuleGates;
  /** What the audit log names the records (`company-verification`). */
  auditResource: string;
  /** The charged POSTs, by name: what the client's `check(name, body)` and the sandbox examples name. */
  checks: Readonly<Record<string, Check>>;
  reads: Readonly<Record<string, ModuleRead>>;
  /** The history list; detail, export and report paths follow. Repeated beneath the scoped prefixes. */
  history: string;
  /** Other paths of the same history at the default scope (other names it also answers on). */
  historyAliases?: readonly string[];
  /** The record's detail, with `:id`; repeated beneath the scoped prefixes. */
  detail: string;
  /** The history as CSV; repeated beneath the scoped prefixes. */
  exportCsv: string;
  /**
   * A record's report: GET answers `{ link }`, a signed link to its PDF (`reportFile`, no token needed, so
   * a new tab can open it), or 404 'Download link not found' when the record has no report.
   */
  report?: { path: string; file: string };
  sandbox: ModuleSandboxExamples;
}

/** A request to one of the module's checks. */
export interface ModuleExample {
  check: string;
  /** The path parameters of a check whose path declares some (`:country/:type`). */
  params?: Readonly<Record<string, string>>;
  body: Readonly<Record<string, unknown>>;
  /** The record's status it gives, when not the kit's `found` / `not_found` (a screening's `clear`...). */
  status?: string;
}

/**
 * Documented sandbox values (docs/sandbox.md): a request the sandbox finds, one it does not, and one for
 * which its registry is "down". The kit's tests run the pipeline on these for every module; the dashboard
 * can offer them on a sandbox verify screen.
 */
export interface ModuleSandboxExamples {
  found: ModuleExample;
  notFound: ModuleExample;
  unavailable: ModuleExample;
}

/** The prefixes a scoped list repeats beneath: a platform admin's view of a business, an organization. */
export const SCOPE_PREFIXES = {
  businessAdmin: '/admin/businesses/:businessId',
  organization: '/organizations/:organizationId',
} as const;

type AccessRow = {
  tenancy: 'tenant' | 'platform' | 'scoped' | 'public';
  permissions?: readonly Permission[];
};

/** Whose records a history, detail or export reads: the caller's business, or a scoped prefix's. */
export type ModuleScope = 'business' | keyof typeof SCOPE_PREFIXES;

/** The scopes a module's records are read at, in the order their routes are registered. */
export const moduleScopes: readonly ModuleScope[] = ['business', 'businessAdmin', 'organization'];

/** The access of a record route at each scope, gated as the module's history is there. */
function scopeAccess(scope: ModuleScope, gates: ModuleGates): AccessRow {
  if (scope === 'businessAdmin') return { tenancy: 'platform', permissions: [gates.businessAdmin] };
  if (scope === 'organization') return { tenancy: 'scoped', permissions: [gates.organization] };
  return { tenancy: 'tenant', permissions: [gates.business] };
}

const scopedPath = (scope: ModuleScope, path: string) =>
  scope === 'business' ? path : `${SCOPE_PREFIXES[scope]}${path}`;

interface ModuleRouteBase {
  /** Its name in the module's route table (`check.nin`, `history.organization`, `country.read.keBanks`). */
  name: string;
  method: 'GET' | 'POST';
  /** Beneath the service's base URL. */
  path: string;
  access: AccessRow;
}

/**
 * One route a module registers: a check or read by its declared name (`key`); the history (and its other
 * names), a record's detail and the CSV export at a scope; the report link and its file; or a country path
 * (`moduleCountryPaths`), which takes its shape from the declared route `from`.
 */
export type ModuleRouteEntry = ModuleRouteBase &
  (
    | { kind: 'check' | 'read'; key: string }
    | { kind: 'history' | 'detail' | 'export'; scope: ModuleScope }
    | { kind: 'report' | 'reportFile' }
    | { kind: 'country'; from: string; countries: string[] }
  );

const scopedName = (kind: string, scope: ModuleScope) => (scope === 'business' ? kind : `${kind}.${scope}`);

/** The routes a module declares (everything but its country paths), named, in registration order. */
function declaredRoutes(module: ModuleDeclaration<ModuleRoute>): ModuleRouteEntry[] {
  const own: AccessRow = { tenancy: 'tenant', permissions: [module.gates.business] };
  const ownRoute = (route: ModuleRoute): AccessRow =>
    route.permission ? { tenancy: 'tenant', permissions: [route.permission] } : own;
  const routes: ModuleRouteEntry[] = [];
  for (const [key, check] of Object.entries(module.checks))
    routes.push({
      kind: 'check',
      key,
      name: `check.${key}`,
      method: 'POST',
      path: check.path,
      access: ownRoute(check),
    });
  for (const [key, read] of Object.entries(module.reads))
    routes.push({
      kind: 'read',
      key,
      name: `read.${key}`,
      method: 'GET',
      path: read.path,
      access: ownRoute(read),
    });
  (module.historyAliases ?? []).forEach((path, i) => {
    routes.push({
      kind: 'history',
      scope: 'business',
      name: `historyAlias.${i}`,
      method: 'GET',
      path,
      access: own,
    });
  });
  const records = [
    ['history', module.history],
    ['detail', module.detail],
    ['export', module.exportCsv],
  ] as const;
  for (const [kind, path] of records)
    for (const scope of moduleScopes)
      routes.push({
        kind,
        scope,
        name: scopedName(kind, scope),
        method: 'GET',
        path: scopedPath(scope, path),
        access: scopeAccess(scope, module.gates),
      });
  if (module.report) {
    routes.push({ kind: 'report', name: 'report', method: 'GET', path: module.report.path, access: own });
    // The signature in the link is the credential (like a media file's signed link).
    routes.push({
      kind: 'reportFile',
      name: 'reportFile',
      method: 'GET',
      path: module.report.file,
      access: { tenancy: 'public' },
    });
  }
  return routes;
}

/**
 * Every route a module registers (its declared routes, then their country paths), each named as the
 * module's route table (module-route-table.ts) and the API's handlers name it.
 */
export function moduleRoutes(module: ModuleDeclaration<ModuleRoute>): ModuleRouteEntry[] {
  const declared = declaredRoutes(module);
  const names = new Set(declared.map((route) => route.name));
  const countries = moduleCountryPaths(module).map((country): ModuleRouteEntry => {
    let name = `country.${country.from}`;
    for (let n = 2; names.has(name); n += 1) name = `country.${country.from}.${n}`;
    names.add(name);
    return { ...country, kind: 'country', name };
  });
  return [...declared, ...countries];
}

/** Every route a module registers (its declared routes and their country paths), with who may call it. */
export function moduleRouteAccess(module: ModuleDeclaration<ModuleRoute>): Record<string, AccessRow> {
  const base = `/api/${module.service}/v1`;
  return Object.fromEntries(
    moduleRoutes(module).map((route) => [`${route.method} ${base}${route.path}`, route.access]),
  );
}

/** A path segment naming a country: a path writes a country as its two lower-case letters. */
const COUNTRY_SEGMENT = /^[a-z]{2}$/;

/** The one answer to a country a path does not serve, naming what it does: "Unknown country: use ng or ke". */
export function unknownCountryMessage(countries: readonly string[]): string {
  return `Unknown country: use ${joinList(countries, 'or')}`;
}

/** A route shape whose declared paths name a country, with `:country` in that place. */
export interface ModuleCountryPath {
  method: 'GET' | 'POST';
  /** Beneath the service's base URL (`/verifications/identity/credit-report/:country/individual`). */
  path: string;
  /** The countries the declared paths serve in that place, in declaration order. */
  countries: string[];
  /** Who may ask: as the first declared path of the shape. */
  access: AccessRow;
  /** The name of that first declared route (`read.keBanks`). */
  from: string;
}

/** Whether a declared path (with its own parameters) already answers every value in the pattern's places. */
function answersEvery(declared: string, pattern: string): boolean {
  const a = declared.split('/');
  const b = pattern.split('/');
  return a.length === b.length && a.every((segment, i) => segment.startsWith(':') || segment === b[i]);
}

/**
 * The country paths of a module: for each shape of its routes that names a country (`/credit-report/ng/
 * individual`, `/credit-report/ke/individual`), the same shape with `:country`. The kit registers them so
 * that an unknown country answers 400 naming the field (`unknownCountryMessage`) rather than a missing
 * route, as customer verification's `:country/:type` does; a shape the module already answers with a
 * parameter in that place (that very route) is left to it. Derived from the declaration, so a module
 * declared later gets its country paths without a line of its own.
 */
export function moduleCountryPaths(module: ModuleDeclaration<ModuleRoute>): ModuleCountryPath[] {
  const declared = declaredRoutes(module);
  const shapes = new Map<string, ModuleCountryPath>();
  for (const route of declared) {
    const segments = route.path.split('/');
    segments.forEach((segment, i) => {
      if (!COUNTRY_SEGMENT.test(segment)) return;
      const path = segments.map((s, j) => (j === i ? ':country' : s)).join('/');
      const taken = declared.some(
        (other) =>
          other.method === route.method && other.path !== route.path && answersEvery(other.path, path),
      );
      if (taken) return;
      const key = `${route.method} ${path}`;
      const shape = shapes.get(key) ?? {
        method: route.method,
        path,
        countries: [],
        access: route.access,
        from: route.name,
      };
      if (!shape.countries.includes(segment)) shape.countries.push(segment);
      shapes.set(key, shape);
    });
  }
  return [...shapes.values()];
}
