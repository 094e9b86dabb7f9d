import type { TBusinessCheck } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { describeBusinessCheck, isCleanCheck } from './business-check';

const found: TBusinessCheck = {
  status: 'found',
  registrationNumber: 'RC1234567',
  registeredName: 'Sandbox Industries Limited',
  companyStatus: 'active',
  nameMatches: true,
  checkedAt: '2026-03-05T10:00:00Z',
};
const missing: TBusinessCheck = {
  ...found,
  status: 'not_found',
  registeredName: null,
  companyStatus: null,
  nameMatches: null,
};

describe('the business check', () => {
  it('found, active and named as given: clean', () => {
    expect(isCleanCheck(found)).toBe(true);
    expect(describeBusinessCheck(found)).toEqual({
      tone: 'success',
      title: 'Found in the registry',
      text: 'RC1234567 is Sandbox Industries Limited (active) in the registry. The name matches.',
    });
  });

  it('a name that differs is a warning naming the registered name', () => {
    const check = { ...found, nameMatches: false };
    expect(isCleanCheck(check)).toBe(false);
    const summary = describeBusinessCheck(check);
    expect(summary.tone).toBe('warning');
    expect(summary.title).toBe('The company name does not match the registry');
    expect(summary.text).toContain('Sandbox Industries Limited');
  });

  it('an inactive or struck-off company is a warning', () => {
    const check = { ...found, registeredName: 'Dormant Traders Limited', companyStatus: 'struck_off' };
    expect(isCleanCheck(check)).toBe(false);
    expect(describeBusinessCheck(check)).toMatchObject({
      tone: 'warning',
      text: expect.stringContaining('(struck off)'),
    });
  });

  it('not found asks to check the number and country', () => {
    expect(isCleanCheck(missing)).toBe(false);
    expect(describeBusinessCheck(missing)).toMatchObject({
      tone: 'warning',
      title: 'Not found in the registry',
    });
  });

  it('a registry that is down lets the business go on', () => {
    const check = { ...missing, status: 'unavailable' as const };
    expect(isCleanCheck(check)).toBe(false);
    expect(describeBusinessCheck(check)).toMatchObject({ tone: 'info' });
  });

  it('no check yet is not clean', () => {
    expect(isCleanCheck(null)).toBe(false);
  });
});
