import { resolveError, type THealthResponse, type VerityClient } from '@verity/client';

/** Where the API health check stands. */
export type HealthCheck =
  | { state: 'checking' }
  | { state: 'ok'; health: THealthResponse }
  | { state: 'failed'; error: unknown };

/** Runs the health check and folds the outcome into a `HealthCheck`; never throws. */
export async function checkHealth(
  system: Pick<VerityClient['system'], 'health'>,
  signal?: AbortSignal,
): Promise<HealthCheck> {
  try {
    const { data } = await system.health({ signal, timeout: 10_000 });
    return { state: 'ok', health: data };
  } catch (error) {
    return { state: 'failed', error };
  }
}

/** The status line for a health check, e.g. `API: ok (pglite)`. */
export function describeHealth(check: HealthCheck): string {
  switch (check.state) {
    case 'checking':
      return 'API: checking…';
    case 'ok':
      return `API: ${check.health.status} (${check.health.database})`;
    case 'failed': {
      const resolution = resolveError(check.error);
      // Only `show` carries words meant for this line; the health route needs no login, so the others
      // (log out, change password, an abort) say nothing useful here.
      return resolution.action === 'show' ? `API: ${resolution.message}` : 'API: unavailable';
    }
  }
}
