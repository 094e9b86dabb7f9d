import { describe, expect, it } from 'vitest';
import { keyGroups, recoveryCodesText } from './recovery-codes';

describe('keyGroups', () => {
  it('splits a base32 key into groups of four', () => {
    expect(keyGroups('JBSWY3DPEHPK3PXPAB')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP', 'AB']);
    expect(keyGroups(' JBSW Y3DP ')).toEqual(['JBSW', 'Y3DP']);
    expect(keyGroups('')).toEqual([]);
  });
});

describe('recoveryCodesText', () => {
  it('lists every code on its own line', () => {
    const text = recoveryCodesText(['aaaa-bbbb-cccc', 'dddd-eeee-ffff'], 'owner@acme.local', new Date(0));
    expect(text).toContain('Account: owner@acme.local');
    expect(text).toContain('Created: 1970-01-01T00:00:00.000Z');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['aaaa-bbbb-cccc', 'dddd-eeee-ffff']));
    expect(recoveryCodesText([], null, new Date(0))).not.toContain('Account:');
  });
});
