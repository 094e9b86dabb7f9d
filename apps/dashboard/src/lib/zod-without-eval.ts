/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it once: under the
 * dashboard's CSP (no 'unsafe-eval', apps/api/src/http/dashboard-security-headers.ts) the probe fails
 * quietly but still reports a CSP violation. Jitless parsing is plenty fast for forms and never evals.
 * Imported first by main.tsx: it must run before any schema (the client's included) is built.
 */
import { config } from 'zod';

config({ jitless: true });
