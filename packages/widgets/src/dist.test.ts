/**
 * The shipped files, when built (`npm run build`): CSP-safe (no eval, no new Function), within the size
 * budget, and the minified script-tag bundle installs `window.Verity.vform` once when loaded twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = new URL('../dist/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dist), 'utf8');
const built = existsSync(new URL('vform.js', dist)) && existsSync(new URL('vform-embed.js', dist));

describe.skipIf(!built)('dist (the minified build)', () => {
  it.each(['vform.js', 'vform-embed.js', 'index.js', 'global.js'])(
    '%s has no eval and no new Function',
    (name) => {
      const code = read(name);
      expect(code).not.toMatch(/\beval\s*\(/);
      expect(code).not.toMatch(/new\s+Function\b/);
      expect(code).not.toMatch(/\bFunction\s*\(\s*["'`]/);
      expect(code).not.toMatch(/setTimeout\s*\(\s*["'`]/);
    },
  );

  it('keeps the script-tag bundle within 20 KB gzip, and the embed helper within 1 KB', () => {
    expect(gzipSync(read('vform.js'), { level: 9 }).length).toBeLessThanOrEqual(20 * 1024);
    expect(gzipSync(read('vform-embed.js'), { level: 9 }).length).toBeLessThanOrEqual(1024);
  });

  it('installs window.Verity.vform once, however many times the bundle runs', () => {
    const window: { Verity?: VerityGlobal } = {};
    const context = { window, URL, URLSearchParams, TextEncoder, setTimeout, queueMicrotask, console };
    runInNewContext(read('vform.js'), context);
    const first = window.Verity;
    const mount = first?.vform?.mount;
    runInNewContext(read('vform.js'), context);
    expect(typeof mount).toBe('function');
    expect(window.Verity).toBe(first);
    expect(window.Verity?.vform?.mount).toBe(mount);
  });

  it('installs the embed listener once, however many times the helper runs', () => {
    let listeners = 0;
    const window = { addEventListener: () => listeners++, document: {} };
    runInNewContext(read('vform-embed.js'), { window });
    runInNewContext(read('vform-embed.js'), { window });
    expect(listeners).toBe(1);
  });
});
