import { describe, expect, it } from 'vitest';
import { businessScope, checkPath, historyPath, scopeKey } from './scope';

describe('scope paths', () => {
  it('puts the list and detail under the scope', () => {
    expect(historyPath(businessScope)).toBe('/customer-verification');
    expect(checkPath(businessScope, 'chk_1')).toBe('/customer-verification/chk_1');
    expect(checkPath({ kind: 'admin', businessId: 'b 1' }, 'chk_1')).toBe(
      '/businesses/b%201/customer-verification/chk_1',
    );
    expect(historyPath({ kind: 'organization', organizationId: 'org_9' })).toBe(
      '/organizations/org_9/customer-verification',
    );
  });

  it('keys the cache per scope', () => {
    expect(scopeKey(businessScope)).toBe('business');
    expect(scopeKey({ kind: 'admin', businessId: 'b1' })).toBe('admin:b1');
    expect(scopeKey({ kind: 'organization', organizationId: 'o1' })).toBe('organization:o1');
  });
});
