/** What the dashboard's build plugins share: finding chunks in the bundle and editing the built HTML. */
import type { Rolldown } from 'vite';

export class HtmlBuildError extends Error {
  override name = 'HtmlBuildError';
}

/** Replaces exactly one occurrence, or fails the build: a changed index.html must not go unnoticed. */
export function replaceOnce(
  html: string,
  search: string | RegExp,
  replacement: string,
  what: string,
): string {
  const count =
    typeof search === 'string' ? html.split(search).length - 1 : (html.match(search) ?? []).length;
  if (count !== 1) throw new HtmlBuildError(`index.html: expected one ${what}, found ${count}`);
  return html.replace(search, () => replacement);
}

const chunksOf = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');

/** The chunk built from `module` (a path from the app's root, e.g. 'src/auth-boot.ts'). */
export function chunkOf(bundle: Rolldown.OutputBundle, module: string): Rolldown.OutputChunk {
  const chunk = chunksOf(bundle).find((item) => item.facadeModuleId?.endsWith(`/${module}`));
  if (!chunk) throw new HtmlBuildError(`no chunk for ${module}`);
  return chunk;
}

/** The files, static imports followed all the way down. */
function closure(bundle: Rolldown.OutputBundle, start: readonly string[], seen = new Set<string>()) {
  for (const file of start) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') closure(bundle, chunk.imports, seen);
  }
  return seen;
}

/** The chunk of `module` and its static imports, all the way down, that the entries do not already load. */
export function chunkFilesBeyondEntries(bundle: Rolldown.OutputBundle, module: string): string[] {
  const entries = closure(
    bundle,
    chunksOf(bundle)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.fileName),
  );
  return [...closure(bundle, [chunkOf(bundle, module).fileName])].filter((file) => !entries.has(file));
}

export const modulePreloadLink = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
