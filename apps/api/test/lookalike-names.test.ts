/**
 * Names others must tell apart are compared as a reader sees them: a role "Оwner" with a Cyrillic О, an API
 * key "Prod\u200Buction" with a zero-width space, or an organization differing only by look-alike letters
 * is refused beside the real one with 409, while a name that merely resembles another is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

const post = (path: string, body: unknown) =>
  call<{ id: string }>(t.app, 'POST', user(path), { token: owner, body });

describe('look-alike names', () => {
  it('refuses a role named like Owner, or like another role, on create and on rename', async () => {
    const cyrillicOwner = await post('/roles', { name: 'Оwner', permissions: ['identity:view'] });
    expect(cyrillicOwner.status).toBe(409);
    expect(cyrillicOwner.body.message).toBe('A role with this name already exists');
    expect((await post('/roles', { name: 'ﬁnance desk', permissions: ['identity:view'] })).status).toBe(201);
    expect((await post('/roles', { name: 'Finance Desk', permissions: ['identity:view'] })).status).toBe(409);

    const other = await post('/roles', { name: 'Support', permissions: ['identity:view'] });
    expect(other.status).toBe(201);
    const renamed = await call(t.app, 'PUT', user(`/roles/${other.body.data.id}`), {
      token: owner,
      body: { name: 'Аnalyst', permissions: ['identity:view'] }, // Cyrillic А
    });
    expect(renamed.status).toBe(409);
    // Keeping its own name is no clash.
    const kept = await call(t.app, 'PUT', user(`/roles/${other.body.data.id}`), {
      token: owner,
      body: { name: 'Support', permissions: ['identity:view'] },
    });
    expect(kept.status).toBe(200);
  });

  it('refuses an API key named like another key of its environment', async () => {
    const keys = '/settings/developer/api-keys';
    expect((await post(keys, { name: 'Production', scopes: ['identity:view'] })).status).toBe(200);
    const lookalike = await post(keys, { name: 'Prod\u200Buction', scopes: ['identity:view'] });
    expect(lookalike.status).toBe(409);
    expect(lookalike.body.message).toBe('An API key with this name already exists');
    expect((await post(keys, { name: 'Production 2', scopes: ['identity:view'] })).status).toBe(200);
  });

  it('refuses an organization named like another of the business', async () => {
    const branch = (name: string, email: string) => ({
      name,
      firstName: 'Ife',
      lastName: 'Manager',
      email,
      supportEmail: 'branch@acme.example',
      countryCode: 'NG',
      mobile: '08035556666',
      location: 'Lagos',
      branchAddress: '1 Marina, Lagos',
    });
    expect(
      (await post('/organizations/account/create', branch('Acme Lekki', 'lekki@acme.example'))).status,
    ).toBe(201);
    const lookalike = await post(
      '/organizations/account/create',
      branch('Асme Lekki', 'lekki2@acme.example'),
    );
    expect(lookalike.status).toBe(409);
    expect(lookalike.body.message).toBe('An organization with this name already exists');
  });
});
