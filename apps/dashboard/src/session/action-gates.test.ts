/**
 * An action's gate names its route, never its permissions: what a call needs is declared once, in the route
 * tables, and `useCanCall(<table>RouteAddresses.<name>)` (use-can-call.ts) reads it. So outside the files
 * that declare the page gates (the spec's pages and the sidebar), no source names a permission, calls
 * `useHeld` or tests permissions with `hasAllPermissions`, unless it is listed below with why it is not an
 * action restating its route's access. A new action gate written as a permission list fails here; a listed
 * use that goes away must leave the list too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPermissions, businessPermissions, organizationPermissions } from '@verity/client';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the page gates are declared (left as they are): every permission there gates a page or a link. */
const pageGateFiles = ['app/signed-in-routes.ts', 'shell/navigation.ts', 'shell/scoped-navigation.ts'];

/** The machinery that applies those page gates, and useHeld itself. */
const gateMachinery = ['session/route-guard.ts', 'session/use-held.ts', 'shell/lib/nav-access.ts'];

interface Allowed {
  /** The permission literals the file names. */
  permissions?: readonly string[];
  /** How many `useHeld(` and `hasAllPermissions(` calls it makes. */
  useHeld?: number;
  hasAllPermissions?: number;
  reason: string;
}

const allowed: Readonly<Record<string, Allowed>> = {
  'features/billing/pages/reconciliations-page.tsx': {
    permissions: ['wallet:view'],
    useHeld: 1,
    reason:
      "Shows billing's nav: links to the wallet, invoices, payment details and plans pages, whose page gate " +
      '(signed-in-routes.ts) is wallet:view. About several pages, not one route.',
  },
  'features/businesses/pages/manage-page.tsx': {
    permissions: ['admin:business:view', 'admin:business:billing:view'],
    hasAllPermissions: 1,
    reason:
      "Links to the manage children's pages, each behind its page's gate in signed-in-routes.ts " +
      '(business-profile: admin:business:view; account-topup, invoices, pricing-subscription: ' +
      'admin:business:billing:view). Page gates, not one route each.',
  },
  'features/settings/settings-index-page.tsx': {
    permissions: ['identity:view', 'business:settings:manage'],
    hasAllPermissions: 1,
    reason:
      'Links to the settings pages behind their page gates in signed-in-routes.ts (/settings/liveness: ' +
      'identity:view; /settings/api-webhooks: business:settings:manage).',
  },
  'features/organizations/lib/organization-links.ts': {
    hasAllPermissions: 1,
    reason: "An organization's module links: reads the organization sidebar's gates (scoped-navigation.ts).",
  },
  'features/team/pages/team-page.tsx': {
    hasAllPermissions: 1,
    reason:
      "withinReach: whether a role holds only permissions the viewer holds (the server's actsOn rule on a " +
      'target), compared role to role; no route declares it.',
  },
};

const permissions = [...businessPermissions, ...adminPermissions, ...organizationPermissions];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-fixtures' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What a file does with permissions, as `Allowed` counts it. */
function usesOf(text: string): Omit<Allowed, 'reason'> {
  const named = permissions.filter((permission) => new RegExp(`['"\`]${permission}['"\`]`).test(text));
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  const uses: Omit<Allowed, 'reason'> = {};
  if (named.length > 0) uses.permissions = named;
  if (count(/\buseHeld\(/g) > 0) uses.useHeld = count(/\buseHeld\(/g);
  if (count(/\bhasAllPermissions\(/g) > 0) uses.hasAllPermissions = count(/\bhasAllPermissions\(/g);
  return uses;
}

const found = new Map(
  sourceFiles(src)
    .map((file) => [relative(src, file).split(sep).join('/'), readFileSync(file, 'utf8')] as const)
    .filter(([file]) => !pageGateFiles.includes(file) && !gateMachinery.includes(file))
    .map(([file, text]) => [file, usesOf(text)] as const)
    .filter(([, uses]) => Object.keys(uses).length > 0),
);

describe('action gates read the route tables', () => {
  it('nothing outside the page gates names permissions, but the listed uses', () => {
    const unlisted = [...found.keys()].filter((file) => !(file in allowed));
    expect(
      unlisted,
      'gate an action by useCanCall(<table>RouteAddresses.<name>), not by permissions',
    ).toEqual([]);
  });

  it('each listed file does exactly what it is listed for', () => {
    for (const [file, { reason, ...listed }] of Object.entries(allowed)) {
      expect(reason.length, file).toBeGreaterThan(20);
      const uses = found.get(file) ?? {};
      expect({ ...uses, permissions: [...(uses.permissions ?? [])].sort() }, file).toEqual({
        ...listed,
        permissions: [...(listed.permissions ?? [])].sort(),
      });
    }
  });
});
