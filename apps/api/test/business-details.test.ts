/**
 * `PUT /businesses/me` (the public details a business keeps up
 * to date: logo, support email and phone, website) and `PUT /businesses/me/settings` (force 2FA and a cap
 * on every member's idle timeout). Only business:settings:manage may change them; only the fields sent
 * change; every change is audited.
 */
import { type TBusinessProfile, type TSessionResponse, ZUploadResponse } from '@verity/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_ANALYST, ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';
import { multipart } from './multipart.js';

let t: TestApp;
let owner: string;
let analyst: string;
let branch: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  analyst = await tokenFor(t.app, ACME_ANALYST);
  branch = await tokenFor(t.app, 'branch@acme.local');
});
afterAll(() => t.close());

const details = (body: unknown, token = owner) =>
  call<TBusinessProfile>(t.app, 'PUT', user('/businesses/me'), { token, body });
const settings = (body: unknown, token = owner) =>
  call<TBusinessProfile>(t.app, 'PUT', user('/businesses/me/settings'), { token, body });
const session = (token = owner) => call<TSessionResponse>(t.app, 'GET', user('/users/me'), { token });

async function uploadLogo(token: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  const body = multipart([{ name: 'logo.png', content: png, type: 'image/png' }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media/v1/uploads/media',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return ZUploadResponse.parse(response.json().data).items[0]?.location ?? '';
}

describe('PUT /businesses/me', () => {
  it('saves the public details sent, keeps the rest, and answers the whole profile', async () => {
    const saved = await details({
      supportEmail: 'Help@Acme.test',
      supportPhone: '+2348012345678',
      website: 'https://acme.test',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Business details saved');
    expect(saved.body.data).toMatchObject({
      supportEmail: 'help@acme.test',
      supportPhone: '+2348012345678',
      website: 'https://acme.test',
      information: { companyName: 'Acme Ltd', registrationNumber: 'RC1234567' },
    });

    const partial = await details({ website: null });
    expect(partial.body.data).toMatchObject({ supportEmail: 'help@acme.test', website: null });
    expect((await session()).body.data.businessProfile?.supportPhone).toBe('+2348012345678');
  });

  it('takes an uploaded logo, shows it back as a signed link, and refuses a logo from elsewhere', async () => {
    const location = await uploadLogo(owner);
    const saved = await details({ logo: location });
    expect(saved.status).toBe(200);
    expect(saved.body.data.information.logo).toMatch(/\/logo\.png\?expires=\d+&signature=/);

    const foreign = await details({ logo: 'https://elsewhere.test/logo.png' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('The logo should be an uploaded image');
    // Nothing already saved is lost.
    expect((await session()).body.data.businessProfile?.information.logo).toMatch(/\/logo\.png\?/);
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const bad = await details({ supportEmail: 'not-an-email', website: 'ftp://acme.test' });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toBe('ValidationError');
    expect(bad.body.message).toContain('The support email field should be a valid email');
    const unknown = await details({ companyName: 'Renamed Ltd' });
    expect(unknown.status).toBe(400);
    expect((await session()).body.data.businessProfile?.information.companyName).toBe('Acme Ltd');
  });

  it('is refused to members without business:settings:manage and to organization staff (403)', async () => {
    expect((await details({ website: 'https://x.test' }, analyst)).status).toBe(403);
    expect((await details({ website: 'https://x.test' }, branch)).status).toBe(403);
  });

  it('is audited with what changed', async () => {
    await details({ supportEmail: 'desk@acme.test' });
    const logs = await call<{ items: { event: string; resource: string; changes: unknown }[] }>(
      t.app,
      'GET',
      '/api/audit/v1/auditlogs?limit=5',
      { token: owner },
    );
    expect(logs.body.data.items[0]).toMatchObject({
      event: 'update',
      resource: 'business',
      changes: [{ field: 'supportEmail', before: 'help@acme.test', after: 'desk@acme.test' }],
    });
  });
});

describe('PUT /businesses/me/settings', () => {
  it("caps every member's idle timeout and refuses a longer choice until the cap is lifted", async () => {
    // The analyst chose never to be logged out.
    await call(t.app, 'PUT', user('/users/me'), {
      token: analyst,
      body: { settings: { sessionTimeoutInMinutes: -1 } },
    });
    const capped = await settings({ maxSessionTimeoutInMinutes: 15 });
    expect(capped.status).toBe(200);
    expect(capped.body.data.settings).toEqual({ maxSessionTimeoutInMinutes: 15 });

    const analystSession = await session(analyst);
    expect(analystSession.body.data.user.settings).toEqual({
      sessionTimeoutInMinutes: 15,
      maxSessionTimeoutInMinutes: 15,
    });
    const longer = await call(t.app, 'PUT', user('/users/me'), {
      token: analyst,
      body: { settings: { sessionTimeoutInMinutes: 60 } },
    });
    expect(longer.status).toBe(400);
    expect(longer.body.message).toBe('Your business allows a session timeout of at most 15 minutes');
    const shorter = await call(t.app, 'PUT', user('/users/me'), {
      token: analyst,
      body: { settings: { sessionTimeoutInMinutes: 10 } },
    });
    expect(shorter.status).toBe(200);

    await settings({ maxSessionTimeoutInMinutes: null });
    expect((await session(analyst)).body.data.user.settings.sessionTimeoutInMinutes).toBe(10);
  });

  it('refuses a cap out of range, and members without business:settings:manage', async () => {
    const zero = await settings({ maxSessionTimeoutInMinutes: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('maximum session timeout in minutes');
    expect((await settings({ force2FA: true }, analyst)).status).toBe(403);
    expect((await session()).body.data.businessProfile?.force2FA).toBe(false);
  });

  it('forces two-factor for the team, the same switch as POST /businesses/settings/2fa', async () => {
    const forced = await settings({ force2FA: true });
    expect(forced.body.data.force2FA).toBe(true);
    expect((await session(analyst)).body.data.user.force2FA).toBe(true);
    // The owner, without 2FA, must now set it up before anything else: this test comes last.
    expect((await settings({ force2FA: false })).status).toBe(403);
  });
});
