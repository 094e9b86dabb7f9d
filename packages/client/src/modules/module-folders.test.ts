/// <reference types="node" />
/**
 * One name per concept: a verification module's key is its folder's name in the client, the API and the
 * dashboard (the dashboard's URLs keep their own words through `dashboardPath`), so a reader who knows the
 * key finds every layer of the module without a map.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { verificationModules } from './index.js';

const repo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

describe('module folders', () => {
  it.each(verificationModules.map((module) => [module.key]))('%s has its folder on every layer', (key) => {
    for (const folder of [
      `packages/client/src/modules/${key}`,
      `apps/api/src/features/${key}`,
      `apps/dashboard/src/features/${key}`,
    ])
      expect(existsSync(repo(folder)), folder).toBe(true);
  });

  it('vForms are spelled one way in folders: vforms', () => {
    for (const folder of [
      'packages/client/src/vforms',
      'apps/api/src/features/vforms',
      'apps/dashboard/src/features/vforms',
    ])
      expect(existsSync(repo(folder)), folder).toBe(true);
    expect(existsSync(repo('apps/dashboard/src/features/v-forms'))).toBe(false);
  });
});
