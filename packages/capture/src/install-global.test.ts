import { afterEach, describe, expect, it, vi } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { installGlobal } from './install-global.js';
import { VERSION } from './version.js';

describe('installGlobal', () => {
  it('adds Verity.capture with the version', () => {
    const win: { Verity?: VerityGlobal } = {};
    expect(installGlobal(win)).toEqual({ capture: { version: VERSION } });
  });

  it('is harmless when installed twice, and keeps what another bundle put there', () => {
    const existing = { q: [['open']], version: '9.9.9' } as VerityGlobal;
    const win = { Verity: existing };

    installGlobal(win);
    const capture = existing.capture;
    installGlobal(win);

    expect(win.Verity).toBe(existing);
    expect(existing.capture).toBe(capture);
    expect(existing).toEqual({ q: [['open']], version: '9.9.9', capture: { version: VERSION } });
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
    vi.resetModules();
    await import('./global.js');

    expect(installed).toEqual({ capture: { version: VERSION } });
    expect(win.Verity).toBe(installed);
  });
});

describe('VERSION', () => {
  it('matches package.json', () => {
    expect(VERSION).toBe(pkg.version);
  });
});
