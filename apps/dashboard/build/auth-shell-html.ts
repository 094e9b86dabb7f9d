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
 *  - in place of the app's entry script and its modulepreload links, the boot script (src/auth-boot.ts),
 *    which starts the entry once the shell has painted, with the page's own chunk preloaded beside it.
 * `.vite/html-shells.json` tells the server which file serves which path and the hashes of the inline
 * styles for its CSP (apps/api/src/http/dashboard-html-shells.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Plugin, type ResolvedConfig, type Rolldown, runnerImport } from 'vite';
import type { StaticShell } from '../src/features/auth/auth-shell/render-auth-shells';
import { chunkFilesBeyondEntries, chunkOf, HtmlBuildError, replaceOnce } from './bundle-html';

export const HTML_SHELLS_MANIFEST = '.vite/html-shells.json';

/** The auth pages' one script: a second entry of the build (vite.config.ts). */
export const AUTH_BOOT_MODULE = 'src/auth-boot.ts';

/** What the server reads: the shells by path, and the CSP source that allows their inline <style>. */
export interface HtmlShellsManifest {
  shells: Array<{ path: string; file: string }>;
  styleSrc: string[];
}

const STYLESHEET_LINK = /\n\s*(<link rel="stylesheet"[^>]*>)/g;

/** The built stylesheet a <link> of index.html points at. */
function stylesheetSource(bundle: Rolldown.OutputBundle, link: string, base: string): string {
  const href = /href="([^"]+)"/.exec(link)?.[1] ?? '';
  const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
  if (asset?.type !== 'asset' || typeof asset.source !== 'string')
    throw new HtmlBuildError(`no stylesheet in the build for ${link}`);
  return asset.source.trim();
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The boot script's tag: what it loads after the first paint (src/auth-boot.ts reads it). */
function bootTag(index: string, bootSrc: string, pagePreloads: readonly string[]): string {
  const entries = [...index.matchAll(ENTRY_SCRIPT)].map(([, src = '']) => src);
  if (entries.length !== 1)
    throw new HtmlBuildError(`index.html: expected one entry script, found ${entries.length}`);
  const preloads = [...[...index.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href), ...pagePreloads];
  return `<script type="module" crossorigin src="${bootSrc}" data-app-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
}

function shellHtml(index: string, shell: StaticShell, styles: readonly string[], boot: string) {
  if (/\sstyle=|<script/i.test(shell.markup))
    throw new HtmlBuildError(`${shell.file}: the shell may hold no script and no style attribute (CSP)`);
  let html = index.replace(STYLESHEET_LINK, '').replace(MODULE_PRELOAD, '');
  html = replaceOnce(html, ENTRY_SCRIPT, boot, 'entry script');
  if (shell.title)
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${shell.title}</title>`, '<title>');
  const head = styles.map((style) => `<style>${style}</style>`);
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
      if (!config) throw new HtmlBuildError('the config was never resolved');
      const { root, base } = config;
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string')
        throw new HtmlBuildError('the build wrote no index.html');
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
      const bootSrc = `${base}${chunkOf(bundle, AUTH_BOOT_MODULE).fileName}`;
      for (const shell of shells) {
        const pagePreloads = shell.pageModule
          ? chunkFilesBeyondEntries(bundle, shell.pageModule).map((file) => `${base}${file}`)
          : [];
        const boot = bootTag(index.source, bootSrc, pagePreloads);
        writeFileSync(join(outDir, shell.file), shellHtml(index.source, shell, styles, boot));
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
