import { describe, expect, it } from 'vitest';
import { organizationsScope } from './organizations-scope';

describe('organizationsScope', () => {
  it("links the business's own staff to /organizations", () => {
    const own = organizationsScope(null);
    expect(own.listPath).toBe('/organizations');
    expect(own.createPath).toBe('/organizations/create');
    expect(own.organizationPath('org-1')).toBe('/organizations/org-1');
  });

  it("links platform staff to the business's admin view, the ids escaped", () => {
    const admin = organizationsScope('biz 1');
    expect(admin.listPath).toBe('/businesses/admin/biz%201/organizations');
    expect(admin.createPath).toBe('/businesses/admin/biz%201/organizations/create');
    expect(admin.organizationPath('org/2')).toBe('/businesses/admin/biz%201/organizations/org%2F2');
  });
});
