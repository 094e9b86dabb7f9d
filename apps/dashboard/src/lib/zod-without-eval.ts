/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it once: under the
 * dashboard's CSP (no 'unsafe-eval', apps/api/src/http/dashboard-security-headers.ts) the probe fails
 * quietly but still reports a CSP violation. Jitless parsing is plenty fast for forms and never evals.
 *
 * Imported first by main.tsx, so it runs before any chunk that builds a schema (the client's included).
 * It sets zod's config without importing zod: zod keeps its config on `globalThis.__zod_globalConfig` and
 * adopts an object found there when it loads (zod's core.ts documents this for exactly this use), so the
 * entry chunk, and with it the login page, carries no zod. zod-without-eval.test.ts checks that zod
 * honours it.
 */
import type { $ZodConfig } from 'zod/v4/core';

const scope = globalThis as { __zod_globalConfig?: $ZodConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
