/**
 * A deploy replaces the hashed chunks, so a tab opened before it fails to load the next page's chunk: reload
 * once to pick up the new build, at most once per 60 seconds so a chunk that is really missing cannot loop
 * the page.
 */

export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'verity.chunk-reload-at';

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message !== undefined && chunkErrorPatterns.some((pattern) => pattern.test(message));
}

/** Reload unless the last reload for a failed chunk happened within the window. */
export function shouldReload(
  lastReloadAt: number | null,
  now: number,
  windowMs: number = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= windowMs;
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  reload(): void;
}

function browserEnvironment(): ReloadEnvironment {
  return { storage: sessionStorage, now: Date.now, reload: () => window.location.reload() };
}

/** Reloads for a failed chunk when allowed; returns whether it did, so callers can show an error instead. */
export function reloadForChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  const stored = env.storage.getItem(CHUNK_RELOAD_KEY);
  const lastReloadAt = stored === null ? null : Number(stored);
  const now = env.now();
  if (!shouldReload(lastReloadAt, now)) return false;
  env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  env.reload();
  return true;
}

let installed = false;

/** Listens for Vite's preload failures and for dynamic imports that reject without a handler. */
export function installChunkReload(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    // preventDefault stops Vite from rethrowing: only when the page is reloading anyway.
    if (reloadForChunkError()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  });
}
