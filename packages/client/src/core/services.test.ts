import { describe, expect, it } from 'vitest';
import {
  resolveAppEnvironment,
  resolveOrigin,
  serviceBaseUrl,
  serviceNames,
  servicePrefix,
} from './services.js';

describe('services', () => {
  it('the versioned services, in order', () => {
    expect(serviceNames).toEqual([
      'user',
      'identity',
      'company',
      'aml',
      'address',
      'vform',
      'billing',
      'audit',
      'media',
    ]);
  });
  it('base URL is {origin}/api/{service}/v1', () => {
    expect(serviceBaseUrl('https://api.verity.africa', 'user')).toBe('https://api.verity.africa/api/user/v1');
    expect(serviceBaseUrl('http://127.0.0.1:8080', 'vform')).toBe('http://127.0.0.1:8080/api/vform/v1');
  });
  it('trailing slashes on the origin are dropped', () => {
    expect(serviceBaseUrl('https://api.verity.africa//', 'media')).toBe(
      'https://api.verity.africa/api/media/v1',
    );
  });
  it("an empty origin is the page's own", () => {
    expect(serviceBaseUrl('', 'billing')).toBe('/api/billing/v1');
  });
  it('the unversioned routes beside the services (root) are at {origin}/api', () => {
    expect(servicePrefix('root')).toBe('/api');
    expect(servicePrefix('audit')).toBe('/api/audit/v1');
    expect(serviceBaseUrl('https://api.verity.africa/', 'root')).toBe('https://api.verity.africa/api');
  });
});

describe('resolveAppEnvironment (the e=s / e=p host rule)', () => {
  it.each([
    ['?e=s', 'production', 'staging'],
    ['?e=p', 'staging', 'production'],
    ['?e=p', 'development', 'production'],
    ['?e=s&x=1', 'development', 'staging'],
    ['?x=1&e=s', 'production', 'staging'],
    ['e=s', 'production', 'staging'],
    ['', 'production', 'production'],
    ['', 'development', 'development'],
    ['?x=1', 'staging', 'staging'],
    ['?e=', 'development', 'development'],
    ['?e=x', 'development', 'development'],
    ['?e=S', 'development', 'development'],
  ] as const)('%j with fallback %s -> %s', (search, fallback, expected) => {
    expect(resolveAppEnvironment(search, fallback)).toBe(expected);
  });
});

describe('resolveOrigin', () => {
  const hosts = {
    production: 'https://api.verity.africa',
    staging: 'https://staging-api.verity.africa',
    development: 'http://127.0.0.1:8080',
  };
  it('picks the host of the environment', () => {
    expect(resolveOrigin(hosts, '?e=s', 'production')).toBe(hosts.staging);
    expect(resolveOrigin(hosts, '?e=p', 'development')).toBe(hosts.production);
    expect(resolveOrigin(hosts, '', 'development')).toBe(hosts.development);
  });
  it('falls back to production when the environment has no host', () => {
    expect(resolveOrigin({ production: hosts.production }, '?e=s', 'development')).toBe(hosts.production);
    expect(resolveOrigin({ production: hosts.production }, '', 'development')).toBe(hosts.production);
  });
});
