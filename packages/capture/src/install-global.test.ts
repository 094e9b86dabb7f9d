import { afterEach, describe, expect, it, vi } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { installGlobal } from './install-global.js';
import { start } from './start.js';
import { VERSION } from './version.js';

describe('installGlobal', () => {
  it('adds Verity.capture with the version and start()', () => {
    const win: { Verity?: VerityGlobal } = {};
    expect(installGlobal(win, start)).toEqual({ capture: { version: VERSION, start } });
  });

  it('is harmless when installed twice, and keeps what another bundle put there', () => {
    const existing = { q: [['open']], version: '9.9.9' } as VerityGlobal;
    const win = { Verity: existing };

    installGlobal(win, start);
    const capture = existing.capture;
    const otherCopy = (() => ({ close() {} })) as typeof start;
    installGlobal(win, otherCopy);

    expect(win.Verity).toBe(existing);
    expect(existing.capture).toBe(capture);
    expect(existing.capture?.start).toBe(start);
    expect(existing).toEqual({ q: [['open']], version: '9.9.9', capture: { version: VERSION, start } });
  });
});

describe('global.ts (the script-tag entry)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('installs on window when loaded, and loading it again changes nothing', async () => {
    const win: { Verity?: VerityGlobal } = {};
    vi.stubGlobal('window', win);

    vi.resetModules();
    await import('./global.js');
    const installed = win.Verity;
    const first = installed?.capture?.start;
    vi.resetModules();
    await import('./global.js');

    expect(installed).toEqual({ capture: { version: VERSION, start: expect.any(Function) } });
    expect(win.Verity).toBe(installed);
    expect(win.Verity?.capture?.start).toBe(first);
  });
});

describe('VERSION', () => {
  it('matches package.json', () => {
    expect(VERSION).toBe(pkg.version);
  });
});
