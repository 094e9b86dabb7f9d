/**
 * A feature's folder is its own: from outside `features/<name>/`, code reaches it only through its public
 * entry, `features/<name>/index.ts`, which names what other features may use. Pieces every feature needs
 * (toasts, the session, error pages, chips, scope helpers, the shell) live in the shared folders instead
 * (components/, lib/, session/, shell/, test-fixtures/). Only the composition root — app/ and main.tsx,
 * which route to every feature's pages — reaches inside.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const compositionRoot = ['app', 'main.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const specifiers = /(?:from|import|vi\.mock|vi\.importActual)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
}

/** The feature a file belongs to, or undefined for shared code. */
function featureOf(file: string): string | undefined {
  const path = relative(join(src, 'features'), file);
  return path.startsWith('..') ? undefined : path.split(sep)[0];
}

/** Imports from `file` (source text `text`) that reach into another feature past its index.ts. */
function boundaryBreaches(file: string, text: string): string[] {
  const own = featureOf(file);
  return [...text.matchAll(specifiers)].flatMap(([, specifier = '']) => {
    const target = resolveImport(file, specifier);
    if (!target) return [];
    const feature = featureOf(target);
    if (!feature || feature === own) return [];
    const entry = join(src, 'features', feature, 'index.ts');
    return target === entry ? [] : [`${relative(src, file)} imports ${relative(src, target)}`];
  });
}

describe('feature boundaries', () => {
  it('no code outside a feature reaches past its index.ts', () => {
    const breaches = sourceFiles(src)
      .filter((file) => !compositionRoot.some((root) => relative(src, file).split(sep)[0] === root))
      .flatMap((file) => boundaryBreaches(file, readFileSync(file, 'utf8')));
    expect(breaches).toEqual([]);
  });

  it('tells an import of another feature’s internals from one of its entry or of shared code', () => {
    const file = join(src, 'features', 'organizations', 'pages', 'organization-billing-page.tsx');
    expect(
      boundaryBreaches(file, "import { WalletCard } from '../../billing/components/wallet-card';"),
    ).toEqual([
      'features/organizations/pages/organization-billing-page.tsx imports features/billing/components/wallet-card.tsx',
    ]);
    expect(boundaryBreaches(file, "import { WalletCard } from '../../billing';")).toEqual([]);
    expect(boundaryBreaches(file, "import { api } from '../../../lib/api-client';")).toEqual([]);
    expect(boundaryBreaches(file, "import { organizationKeys } from '../api';")).toEqual([]);
  });
});
