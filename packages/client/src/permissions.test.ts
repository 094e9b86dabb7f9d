import { describe, expect, it } from 'vitest';
import {
  adminPermissions,
  businessPermissions,
  hasAllPermissions,
  organizationPermissions,
} from './permissions.js';

describe('hasAllPermissions', () => {
  const held = ['wallet:view', 'user:view', 'aml:view'];

  it('nothing required: passes, even with nothing held', () => {
    expect(hasAllPermissions(held, [])).toBe(true);
    expect(hasAllPermissions([], [])).toBe(true);
  });
  it('one required and held', () => {
    expect(hasAllPermissions(held, ['user:view'])).toBe(true);
  });
  it('all required and held', () => {
    expect(hasAllPermissions(held, ['wallet:view', 'aml:view'])).toBe(true);
  });
  it('one of several missing: fails (all, not any)', () => {
    expect(hasAllPermissions(held, ['wallet:view', 'wallet:fund'])).toBe(false);
  });
  it('nothing held: fails', () => {
    expect(hasAllPermissions([], ['user:view'])).toBe(false);
  });
  it('exact match only: no prefix, wildcard or case folding', () => {
    expect(hasAllPermissions(['wallet'], ['wallet:view'])).toBe(false);
    expect(hasAllPermissions(['wallet:*'], ['wallet:view'])).toBe(false);
    expect(hasAllPermissions(['Wallet:View'], ['wallet:view'])).toBe(false);
    expect(hasAllPermissions(['admin:business:view'], ['admin:business:users:view'])).toBe(false);
  });
  it('duplicates in the request do not matter', () => {
    expect(hasAllPermissions(held, ['user:view', 'user:view'])).toBe(true);
  });
});

describe('permission lists', () => {
  it('no permission is listed twice', () => {
    const all = [...businessPermissions, ...adminPermissions, ...organizationPermissions];
    expect(new Set(all).size).toBe(all.length);
  });
  it('admin and organization permissions carry their prefix', () => {
    for (const permission of adminPermissions) expect(permission).toMatch(/^admin:/);
    for (const permission of organizationPermissions) expect(permission).toMatch(/^organization:/);
  });
});
