import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { filesReplacingModules } from '../../scripts/vitest-own-modules.mjs';
import { AUTH_BOOT_MODULE, authShellHtml } from './build/auth-shell-html';
import { signedInRoutesPreload } from './build/signed-in-routes-preload';

/**
 * Test files that need a module registry of their own: those replacing a module (vi.mock), and those
 * depending on a global (localStorage) read at first load or on the order zod is loaded in.
 */
const ownModules = [
  ...filesReplacingModules(import.meta.dirname, ['src']),
  'src/lib/zod-without-eval.test.ts',
  'src/features/auth/login-storage.test.ts',
];

/** The API the dev server forwards `/api` to; `npm start` at the root runs it on this port. */
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  // authShellHtml: the auth pages' HTML with their layout painted before any script (issue #13).
  // signedInRoutesPreload: the signed-in pages' HTML fetches their route table beside the entry.
  plugins: [tailwindcss(), authShellHtml(), signedInRoutesPreload()],
  // React's automatic JSX runtime through Vite's built-in oxc transform: no @vitejs/plugin-react needed
  // (the cost is no Fast Refresh; edits reload the page).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { proxy: { '/api': { target: apiTarget } } },
  preview: { proxy: { '/api': { target: apiTarget } } },
  // The manifest lets bench/dashboard-size tell route chunks from the entry.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // The auth pages' boot script (src/auth-boot.ts) is an entry of its own beside index.html's.
      input: { index: 'index.html', 'auth-boot': AUTH_BOOT_MODULE },
      output: {
        // React in a chunk of its own: it changes far less often than the app, so a deploy leaves it cached.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'dashboard',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ownModules,
          // Files share their worker's modules: React and the client load once, not once per file.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'dashboard (own modules)', include: ownModules } },
    ],
  },
});
