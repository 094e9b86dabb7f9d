import { defineConfig } from 'vitest/config';

/**
 * Three library builds, because an IIFE cannot have more than one entry:
 * - `vite build`: ESM for bundlers, `dist/index.js` (pure) and `dist/global.js` (the side effect), with
 *   preact, signals and the client left to the consumer's bundler so a page never carries two copies;
 * - `vite build --mode iife`: `dist/vform.js`, the script-tag bundle, everything inlined (budget 20 KB gzip);
 * - `vite build --mode embed`: `dist/vform-embed.js`, the iframe auto-height helper.
 * `tsc -p tsconfig.build.json` then writes the `.d.ts` files.
 */
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife' || mode === 'embed';
  const entry = mode === 'embed' ? 'src/embed-global.ts' : 'src/global.ts';
  return {
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    define: iife ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: {
      target: 'es2020',
      sourcemap: true,
      emptyOutDir: !iife,
      lib: iife
        ? {
            entry,
            name: 'VerityWidgets',
            formats: ['iife'],
            fileName: () => (mode === 'embed' ? 'vform-embed.js' : 'vform.js'),
          }
        : { entry: { index: 'src/index.ts', global: 'src/global.ts' }, formats: ['es'] },
      rolldownOptions: {
        external: iife ? [] : [/^preact(\/|$)/, /^@preact\/signals/, /^@verity\/client(\/|$)/],
        // Modules shared by the ESM entries; no hash, the package version already names the release.
        output: { chunkFileNames: 'chunks/[name].js' },
      },
    },
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
    },
  };
});
