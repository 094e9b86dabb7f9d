import { describe, expect, it } from 'vitest';
import { scopePrefix } from './scope.js';

describe('scopePrefix', () => {
  it('puts nothing in front of the default path', () => {
    expect(scopePrefix({ kind: 'business' })).toBe('');
  });
  it('names the business or organization, encoded', () => {
    expect(scopePrefix({ kind: 'admin', businessId: 'b-1' })).toBe('/admin/businesses/b-1');
    expect(scopePrefix({ kind: 'organization', organizationId: 'o 1/x' })).toBe('/organizations/o%201%2Fx');
  });
  it('refuses an id that would climb out of the scope', () => {
    expect(() => scopePrefix({ kind: 'organization', organizationId: '..' })).toThrow(TypeError);
  });
});
