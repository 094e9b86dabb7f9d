import { describe, expect, it } from 'vitest';
import { creditReportModule } from '../credit-report/credit-report-module.js';
import { identityModule } from '../identity/identity-module.js';
import { moduleCountryPaths, moduleRouteAccess, unknownCountryMessage } from './module-declaration.js';

describe('moduleCountryPaths', () => {
  it('gives each shape of route that names a country a :country path with the countries it serves', () => {
    const paths = moduleCountryPaths(creditReportModule);
    expect(paths.map(({ method, path, countries }) => ({ method, path, countries }))).toEqual([
      {
        method: 'POST',
        path: '/verifications/identity/credit-report/:country/individual',
        countries: ['ng', 'ke', 'gb'],
      },
      {
        method: 'POST',
        path: '/verifications/identity/credit-report/:country/business',
        countries: ['ng', 'ke'],
      },
    ]);
    const access = moduleRouteAccess(creditReportModule);
    expect(access['POST /api/identity/v1/verifications/identity/credit-report/:country/business']).toEqual({
      tenancy: 'tenant',
      permissions: ['credit:view'],
    });
  });

  it('leaves a shape to the route that already takes any country there', () => {
    const paths = moduleCountryPaths(identityModule).map(({ method, path }) => `${method} ${path}`);
    // `gh/voter` is answered by `:country/:type`.
    expect(paths).not.toContain('POST /verifications/identity/:country/voter');
    expect(paths).toContain('GET /verifications/identity/:country/banks');
  });

  it('words the refusal naming the countries', () => {
    expect(unknownCountryMessage(['ng'])).toBe('Unknown country: use ng');
    expect(unknownCountryMessage(['ng', 'gh', 'ke', 'za'])).toBe('Unknown country: use ng, gh, ke or za');
  });
});
