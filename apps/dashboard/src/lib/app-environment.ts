import { type AppEnvironment, resolveAppEnvironment } from '@verity/client';

/** Which deployment this build is: set VITE_APP_ENV at build time; `?e=s|p` overrides (§7 host rule). */
const built = (import.meta.env.VITE_APP_ENV ?? 'development') as AppEnvironment;

export const appEnvironment: AppEnvironment =
  typeof window === 'undefined' ? built : resolveAppEnvironment(window.location.search, built);
