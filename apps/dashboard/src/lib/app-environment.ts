import { type AppEnvironment, resolveAppEnvironment } from '@verity/client';

/** This build's deployment: VITE_APP_ENV at build time; `?e=s|p` (staging, production) overrides it. */
const built = (import.meta.env.VITE_APP_ENV ?? 'development') as AppEnvironment;

export const appEnvironment: AppEnvironment =
  typeof window === 'undefined' ? built : resolveAppEnvironment(window.location.search, built);
