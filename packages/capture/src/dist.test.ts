/**
 * The shipped files, when built (`npm run build`): CSP-safe (no eval, no new Function, no inline style
 * strings), within the size budget, and the minified script-tag bundle installs `window.Verity.capture`
 * once when loaded twice.
 */
import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** The script-tag bundle's budget, minified and gzipped. */
export const IIFE_BUDGET_BYTES = 50 * 1024;

const dist = new URL('../dist/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dist), 'utf8');
const built = existsSync(new URL('capture.iife.js', dist)) && existsSync(new URL('index.js', dist));

describe.skipIf(!built)('dist (the minified build)', () => {
  it.each(['capture.iife.js', 'index.js', 'global.js', 'chunks/start.js'])(
    '%s has no eval, no new Function, no string timers and no style attribute',
    (name) => {
      const code = read(name);
      expect(code).not.toMatch(/\beval\s*\(/);
      expect(code).not.toMatch(/new\s+Function\b/);
      expect(code).not.toMatch(/\bFunction\s*\(\s*["'`]/);
      expect(code).not.toMatch(/set(Timeout|Interval)\s*\(\s*["'`]/);
      // CSSOM writes (style.setProperty, even cssText) are allowed by a strict CSP; the attribute is not.
      expect(code).not.toMatch(/setAttribute\(\s*["'`]style["'`]/);
    },
  );

  it('keeps the script-tag bundle within 50 KB gzip', () => {
    expect(gzipSync(read('capture.iife.js'), { level: 9 }).length).toBeLessThanOrEqual(IIFE_BUDGET_BYTES);
  });

  it('carries no face or ML model, and no remote asset', () => {
    const code = read('capture.iife.js');
    expect(code).not.toMatch(/\.(onnx|tflite|wasm|woff2?|ttf)\b/);
    expect(code).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('installs window.Verity.capture = { version, start } once, however many times the bundle runs', () => {
    const window: { Verity?: VerityGlobal } = {};
    const context = { window, setTimeout, queueMicrotask, console };
    runInNewContext(read('capture.iife.js'), context);
    const first = window.Verity?.capture;
    runInNewContext(read('capture.iife.js'), context);
    expect(first?.version).toBe('0.1.0');
    expect(typeof first?.start).toBe('function');
    expect(window.Verity?.capture).toBe(first);
  });
});
