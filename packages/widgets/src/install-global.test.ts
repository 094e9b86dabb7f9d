import { afterEach, describe, expect, it, vi } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { installGlobal } from './install-global.js';
import { VERSION } from './version.js';

describe('installGlobal', () => {
  it('creates window.Verity with the version', () => {
    const win: { Verity?: VerityGlobal } = {};
    expect(installGlobal(win)).toEqual({ version: VERSION });
    expect(win.Verity?.version).toBe(VERSION);
  });

  it('adds members only where missing', () => {
    const mount = () => ({}) as never;
    const win: { Verity?: VerityGlobal } = {};
    const first = installGlobal(win, { vform: { mount } });
    installGlobal(win, { vform: { mount: () => ({}) as never } });
    expect(first.vform?.mount).toBe(mount);
  });

  it('is harmless when installed twice, and keeps what a loader or another bundle put there', () => {
    const queued = [['open', 'frm_1']];
    const existing = { q: queued, version: '0.0.9' };
    const win = { Verity: existing as VerityGlobal };

    const first = installGlobal(win);
    const second = installGlobal(win);

    expect(first).toBe(existing);
    expect(second).toBe(existing);
    expect(existing).toEqual({ q: queued, version: '0.0.9' });
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
    const vform = installed?.vform;
    vi.resetModules();
    await import('./global.js');

    expect(installed?.version).toBe(VERSION);
    expect(typeof installed?.vform?.mount).toBe('function');
    expect(win.Verity).toBe(installed);
    // The second copy kept the first one's mount: one registry of mounted forms per page.
    expect(win.Verity?.vform).toBe(vform);
  });
});

describe('VERSION', () => {
  it('matches package.json', () => {
    expect(VERSION).toBe(pkg.version);
  });
});
