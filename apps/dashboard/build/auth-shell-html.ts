/**
 * Vite plugin: the HTML of the auth pages, with their layout already in it (issue #13: the login page's
 * first paint does not wait for JavaScript). After the build it renders the static shells
 * (src/features/auth/auth-shell/render-auth-shells.tsx) and writes one HTML file per shell beside
 * index.html: index.html with
 *  - the shell's markup in #root, which React renders over (main.tsx);
 *  - the app's stylesheet inline in a <style> block instead of a <link>: the shell paints as soon as the
 *    HTML is parsed, in one style pass. (A critical subset inline with the stylesheet loaded after it
 *    was tried: the stylesheet then arrived after the first paint, and parsing it and styling the page
 *    again cost more main-thread time than anything else on the page. The whole stylesheet is ~7 KB br.)
 *  - modulepreload links for the page's own chunk, so it downloads beside the entry, not after it.
 * `.vite/html-shells.json` tells the server which file serves which path and the hashes of the inline
 * styles for its CSP (apps/api/src/http/dashboard-html-shells.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Plugin, type ResolvedConfig, type Rolldown, runnerImport } from 'vite';
import type { StaticShell } from '../src/features/auth/auth-shell/render-auth-shells';

export const HTML_SHELLS_MANIFEST = '.vite/html-shells.json';

/** What the server reads: the shells by path, and the CSP source that allows their inline <style>. */
export interface HtmlShellsManifest {
  shells: Array<{ path: string; file: string }>;
  styleSrc: string[];
}

export class AuthShellBuildError extends Error {
  override name = 'AuthShellBuildError';
}

/** Replaces exactly one occurrence, or fails the build: a changed index.html must not go unnoticed. */
function replaceOnce(html: string, search: string | RegExp, replacement: string, what: string): string {
  const count =
    typeof search === 'string' ? html.split(search).length - 1 : (html.match(search) ?? []).length;
  if (count !== 1) throw new AuthShellBuildError(`index.html: expected one ${what}, found ${count}`);
  return html.replace(search, () => replacement);
}

const STYLESHEET_LINK = /\n\s*(<link rel="stylesheet"[^>]*>)/g;

/** The built stylesheet a <link> of index.html points at. */
function stylesheetSource(bundle: Rolldown.OutputBundle, link: string, base: string): string {
  const href = /href="([^"]+)"/.exec(link)?.[1] ?? '';
  const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
  if (asset?.type !== 'asset' || typeof asset.source !== 'string')
    throw new AuthShellBuildError(`no stylesheet in the build for ${link}`);
  return asset.source.trim();
}

/** The chunk's static imports, all the way down, that the entry does not already load. */
function pageChunkFiles(bundle: Rolldown.OutputBundle, pageModule: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${pageModule}`));
  if (!page) throw new AuthShellBuildError(`no chunk for ${pageModule}`);
  const closure = (start: readonly string[], seen = new Set<string>()) => {
    for (const file of start) {
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') closure(chunk.imports, seen);
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return [...closure([page.fileName])].filter((file) => !entry.has(file));
}

function shellHtml(
  index: string,
  shell: StaticShell,
  styles: readonly string[],
  preloads: readonly string[],
) {
  if (/\sstyle=|<script/i.test(shell.markup))
    throw new AuthShellBuildError(`${shell.file}: the shell may hold no script and no style attribute (CSP)`);
  let html = index.replace(STYLESHEET_LINK, '');
  if (shell.title)
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${shell.title}</title>`, '<title>');
  const head = [
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((style) => `<style>${style}</style>`),
  ];
  html = replaceOnce(html, '\n  </head>', `\n    ${head.join('\n    ')}\n  </head>`, '</head>');
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root"><div data-static-shell>${shell.markup}</div></div>`,
    '#root',
  );
  return html;
}

export function authShellHtml(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'verity:auth-shell-html',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(output, bundle) {
      if (!config) throw new AuthShellBuildError('the config was never resolved');
      const { root, base } = config;
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string')
        throw new AuthShellBuildError('the build wrote no index.html');
      const outDir = output.dir ?? resolve(root, 'dist');
      // Through Vite's own module runner: the components are TSX, and their imports resolve as in the app.
      const { module } = await runnerImport<{ renderAuthShells(): StaticShell[] }>(
        resolve(root, 'src/features/auth/auth-shell/render-auth-shells.tsx'),
        {
          root,
          configFile: false,
          logLevel: 'error',
          // The app's JSX settings (vite.config.ts).
          oxc: config.oxc,
        },
      );
      const shells = module.renderAuthShells();
      const styles = [...index.source.matchAll(STYLESHEET_LINK)].map(([, link = '']) =>
        stylesheetSource(bundle, link, base),
      );
      for (const shell of shells) {
        const preloads = shell.pageModule
          ? pageChunkFiles(bundle, shell.pageModule).map((file) => `${base}${file}`)
          : [];
        writeFileSync(join(outDir, shell.file), shellHtml(index.source, shell, styles, preloads));
      }
      const manifest: HtmlShellsManifest = {
        shells: shells.map(({ path, file }) => ({ path, file })),
        styleSrc: styles.map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`),
      };
      mkdirSync(dirname(join(outDir, HTML_SHELLS_MANIFEST)), { recursive: true });
      writeFileSync(join(outDir, HTML_SHELLS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
