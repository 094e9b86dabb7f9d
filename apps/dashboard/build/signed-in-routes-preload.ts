/**
 * Vite plugin: index.html, the HTML of every signed-in page, preloads the signed-in routes' chunk
 * (src/app/routes.ts says why it is apart from the entry), so a reload of a signed-in page fetches it
 * beside the entry instead of after it. The auth pages' HTML (auth-shell-html.ts) is built from the
 * bundle's index.html before this edit, and stays without it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { chunkFilesBeyondEntries, HtmlBuildError, modulePreloadLink, replaceOnce } from './bundle-html';

export const SIGNED_IN_ROUTES_MODULE = 'src/app/signed-in-routes.ts';

export function signedInRoutesPreload(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'verity:signed-in-routes-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(output, bundle) {
      if (!config) throw new HtmlBuildError('the config was never resolved');
      const file = join(output.dir ?? resolve(config.root, 'dist'), 'index.html');
      const links = chunkFilesBeyondEntries(bundle, SIGNED_IN_ROUTES_MODULE).map((chunk) =>
        modulePreloadLink(`${config?.base ?? '/'}${chunk}`),
      );
      const html = replaceOnce(
        readFileSync(file, 'utf8'),
        '\n  </head>',
        `\n    ${links.join('\n    ')}\n  </head>`,
        '</head>',
      );
      writeFileSync(file, html);
    },
  };
}
