import { describe, expect, it } from 'vitest';
import { fillPath, path } from './path.js';

describe('path', () => {
  it('leaves a path without parameters as written', () => {
    expect(path`/users/me`).toBe('/users/me');
  });
  it('inserts parameters', () => {
    expect(path`/countries/${'NG'}/states`).toBe('/countries/NG/states');
    expect(path`/a/${'x'}/b/${'y'}`).toBe('/a/x/b/y');
  });
  it('encodes every parameter', () => {
    expect(path`/auth/password/token/${'a/b?c=d#e f'}/verify`).toBe(
      '/auth/password/token/a%2Fb%3Fc%3Dd%23e%20f/verify',
    );
    expect(path`/x/${'../admin'}`).toBe('/x/..%2Fadmin');
    expect(path`/x/${'%2e%2e'}`).toBe('/x/%252e%252e');
    expect(path`/x/${'é'}`).toBe('/x/%C3%A9');
  });
  it('numbers, including 0, are parameters', () => {
    expect(path`/invoices/${0}`).toBe('/invoices/0');
    expect(path`/invoices/${42}/download`).toBe('/invoices/42/download');
  });
  it('a parameter of dots that is not a path segment of its own is fine', () => {
    expect(path`/x/${'...'}`).toBe('/x/...');
    expect(path`/x/${'a.b'}`).toBe('/x/a.b');
  });
  it.each(['', '.', '..'])('throws on %j', (param) => {
    expect(() => path`/businesses/users/token/${param}/verify`).toThrow(TypeError);
    expect(() => path`/businesses/users/token/${param}/verify`).toThrow(
      `Path parameter ${JSON.stringify(param)} is not allowed`,
    );
  });
  it('checks every parameter, not only the first', () => {
    expect(() => path`/a/${'ok'}/b/${'..'}`).toThrow(TypeError);
  });
});

describe('fillPath', () => {
  it('fills a declared route path, encoding each parameter', () => {
    expect(fillPath('/verifications/company/:id/pdf', { id: 'a/b c' })).toBe(
      '/verifications/company/a%2Fb%20c/pdf',
    );
    expect(fillPath('/organizations/:organizationId/x/:id', { organizationId: 'o-1', id: 0 })).toBe(
      '/organizations/o-1/x/0',
    );
  });
  it.each(['', '.', '..'])('throws on %j, and on a missing parameter', (param) => {
    expect(() => fillPath('/x/:id', { id: param })).toThrow(TypeError);
    expect(() => fillPath('/x/:id', {})).toThrow('Path parameter id is missing');
  });
});
