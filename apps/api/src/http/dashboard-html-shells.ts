/**
 * Which HTML the dashboard sends for a page. Its build writes, beside index.html, an HTML file per auth
 * page with that page's layout already in it and the CSS it needs inline, so the browser paints it before
 * any script runs (apps/dashboard/build/auth-shell-html.ts), and lists them in `.vite/html-shells.json`
 * with the CSP source that allows that inline <style> (its sha256 hash). Every other page gets index.html,
 * which holds nothing to paint: a signed-in page never flashes the auth layout.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const HTML_SHELLS_MANIFEST = '.vite/html-shells.json';
export const INDEX_HTML = 'index.html';

export interface HtmlShells {
  /** The file (relative to the dashboard folder) that serves `path`. */
  fileFor(path: string): string;
  /** CSP sources for style-src that the shells' inline styles need; none without shells. */
  styleSrc: readonly string[];
}

export class HtmlShellsManifestError extends Error {
  override name = 'HtmlShellsManifestError';
}

interface ShellEntry {
  path: string;
  file: string;
}

// A file beside index.html, and a hash source: nothing the manifest says can point elsewhere or widen the CSP.
const SHELL_FILE = /^[\w-]+\.html$/;
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

function parseManifest(text: string): { shells: ShellEntry[]; styleSrc: string[] } {
  const parsed: unknown = JSON.parse(text);
  const { shells, styleSrc } = (parsed ?? {}) as { shells?: unknown; styleSrc?: unknown };
  const validShells =
    Array.isArray(shells) &&
    shells.every(
      (shell: Partial<ShellEntry>) =>
        typeof shell?.path === 'string' &&
        shell.path.startsWith('/') &&
        typeof shell.file === 'string' &&
        SHELL_FILE.test(shell.file),
    );
  const validStyles =
    Array.isArray(styleSrc) &&
    styleSrc.every((source) => typeof source === 'string' && HASH_SOURCE.test(source));
  if (!validShells || !validStyles) throw new HtmlShellsManifestError(`${HTML_SHELLS_MANIFEST} is malformed`);
  return { shells: shells as ShellEntry[], styleSrc: styleSrc as string[] };
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** Reads the build's list once; a dashboard built without shells (or none at all) serves index.html. */
export function readHtmlShells(dashboardDir: string | undefined): HtmlShells {
  const manifestPath = dashboardDir ? join(dashboardDir, HTML_SHELLS_MANIFEST) : undefined;
  if (!dashboardDir || !manifestPath || !existsSync(manifestPath))
    return { fileFor: () => INDEX_HTML, styleSrc: [] };
  const { shells, styleSrc } = parseManifest(readFileSync(manifestPath, 'utf8'));
  // A shell whose file is missing (a partial deploy) falls back to index.html rather than a 404.
  const present = shells.filter((shell) => existsSync(join(dashboardDir, shell.file)));
  // Exact paths before prefixes, so /auth/login is not taken by /auth/*.
  const ordered = [...present].sort((a, b) => Number(a.path.endsWith('/*')) - Number(b.path.endsWith('/*')));
  return {
    fileFor: (path) => ordered.find((shell) => matches(shell.path, path))?.file ?? INDEX_HTML,
    styleSrc,
  };
}
