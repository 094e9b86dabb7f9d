/**
 * Organization staff see and touch only their organization's records, on every route.
 * The route list comes from the app itself (like malformed-input.test.ts), so a route added tomorrow is
 * walked without a new test. The branch officer is given every business and organization permission
 * first, so that nothing but tenancy stands between them and the business-level records planted here.
 */
import { businessPermissions, organizationPermissions } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityChecks,
  mediaFiles,
  roles,
  users,
  vformFields,
  vformResponses,
  vformTemplates,
} from '../src/db/schema.js';
import { storeFile } from '../src/features/media/file-store.js';
import type { RegisteredRoute } from '../src/http/app-instance.js';
import { newId } from '../src/lib/ids.js';
import { DEMO_VFORM_ID } from '../src/seed/seed-vform-demo.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor } from './harness.js';
import { insertFields, insertTemplate, ownerOf, submit, vform } from './vform-fixtures.js';

const BRANCH = 'branch@acme.local';
const SECRET_TITLE = 'Head office only SECRET-7731';
const SECRET_NAME = 'Secretia Headoffice';
const SECRET_EMAIL = 'secretia.headoffice@example.com';

let t: TestApp;
let branchToken: string;
let ownerToken: string;
/** Business-level records (made by the owner), by the route parameter names that can carry them. */
const planted = { template: '', field: '', response: '', check: '', file: '', organization: '' };

beforeAll(async () => {
  t = await createTestApp();
  const acme = await ownerOf(t.app, ACME_OWNER);
  const branch = await ownerOf(t.app, BRANCH);
  planted.organization = branch.organizationId as string;
  await t.app.ctx.db
    .update(roles)
    .set({ permissions: [...businessPermissions, ...organizationPermissions] })
    .where(eq(roles.name, 'Branch Officer'));
  ownerToken = await tokenFor(t.app, ACME_OWNER);
  branchToken = await tokenFor(t.app, BRANCH);

  planted.template = await insertTemplate(t.app, { owner: acme, title: SECRET_TITLE });
  const [nameField, emailField] = await insertFields(t.app, planted.template, [
    { type: 'short-text', label: 'Full name', required: true },
    { type: 'email', label: 'Email', required: true },
  ]);
  planted.field = nameField as string;
  const answered = await submit(t.app, planted.template, {
    [nameField as string]: SECRET_NAME,
    [emailField as string]: SECRET_EMAIL,
  });
  expect(answered.status).toBe(201);
  planted.response = answered.body.data.id;
  const check = await call<{ id: string }>(t.app, 'POST', '/api/identity/v1/verifications/identity/ng/nin', {
    token: ownerToken,
    body: { number: '11111111111', isConsent: true },
  });
  expect(check.status).toBe(200);
  planted.check = check.body.data.id;

  // A document the owner uploaded (stored as an upload is).
  planted.file = newId();
  const content = Buffer.from('name,email\nSecretia,secretia.headoffice@example.com\n');
  const stored = await storeFile(t.app.ctx.config.uploadsDir, planted.file, 'csv', content);
  await t.app.ctx.db.insert(mediaFiles).values({
    id: planted.file,
    businessId: acme.businessId,
    uploadedBy: acme.userId,
    kind: 'document',
    name: 'head-office.csv',
    mimeType: 'text/csv',
    size: content.length,
    ...stored,
  });
});
afterAll(() => t.close());

/** Values to try for a path parameter: every business-level id that could fit it. */
function candidates(param: string): string[] {
  switch (param) {
    case 'templateId':
      return [planted.template, DEMO_VFORM_ID];
    case 'fieldId':
      return [planted.field];
    case 'reportId':
      return [planted.response];
    case 'organizationId':
      return [planted.organization];
    default:
      return [planted.template, DEMO_VFORM_ID, planted.response, planted.check, planted.field, planted.file];
  }
}

/** Every concrete URL for a route: the cross product of its parameters' candidates. */
function urlsOf(route: RegisteredRoute): string[] {
  let urls = [route.url];
  for (const [, param] of route.url.matchAll(/:([A-Za-z]+)/g))
    urls = urls.flatMap((url) => candidates(param as string).map((id) => url.replace(`:${param}`, id)));
  return urls;
}

const secrets = () => [
  SECRET_TITLE,
  SECRET_NAME,
  SECRET_EMAIL,
  planted.template,
  DEMO_VFORM_ID,
  planted.response,
  planted.check,
  planted.field,
  planted.file,
];

describe('organization staff on every route', () => {
  it('see no business-level record and change none, whatever id they name', async () => {
    const walked = t.app.routeList.filter(
      (route) =>
        route.access &&
        ['tenant', 'business', 'scoped', 'own-business'].includes(route.access.tenancy) &&
        route.method !== 'OPTIONS',
    );
    const leaks: string[] = [];
    let requests = 0;
    for (const route of walked)
      for (const url of urlsOf(route)) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            authorization: `Bearer ${branchToken}`,
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET' ? {} : { payload: '{}' }),
        });
        requests += 1;
        const where = `${route.method} ${url} -> ${response.statusCode}`;
        const named = url !== route.url && secrets().some((id) => url.includes(id));
        // A business-level id named in the path must be unknown to them.
        if (named && response.statusCode < 300) leaks.push(`${where}: answered a business-level id`);
        const shown = secrets().find((secret) => response.body.includes(secret));
        if (shown && !url.includes(shown)) leaks.push(`${where}: shows ${shown}`);
        else if (shown && response.statusCode < 300) leaks.push(`${where}: shows ${shown}`);
      }
    console.info(`organization scope: ${walked.length} routes, ${requests} requests, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    expect(walked.length).toBeGreaterThan(60);

    // Nothing they sent changed the business's records.
    const db = t.app.ctx.db;
    const [template] = await db.select().from(vformTemplates).where(eq(vformTemplates.id, planted.template));
    expect(template).toMatchObject({ title: SECRET_TITLE, status: 'published', organizationId: null });
    expect(
      await db.select().from(vformFields).where(eq(vformFields.templateId, planted.template)),
    ).toHaveLength(2);
    expect(
      await db.select().from(vformResponses).where(eq(vformResponses.id, planted.response)),
    ).toHaveLength(1);
    expect(await db.select().from(identityChecks).where(eq(identityChecks.id, planted.check))).toHaveLength(
      1,
    );
    const [demo] = await db.select().from(vformTemplates).where(eq(vformTemplates.id, DEMO_VFORM_ID));
    expect(demo?.status).toBe('published');
  });

  it('still see and change what their organization made', async () => {
    const created = await call<{ id: string; organizationId?: string }>(
      t.app,
      'POST',
      vform('/v-forms/templates/blank'),
      { token: branchToken, body: { title: 'Lagos walk-in' } },
    );
    expect(created.status).toBe(201);
    const mine = await call<{ items: Array<{ id: string }> }>(t.app, 'GET', vform('/v-forms/templates'), {
      token: branchToken,
    });
    expect(mine.body.data.items.map((form) => form.id)).toEqual([created.body.data.id]);
    const renamed = await call(t.app, 'PUT', vform(`/v-forms/templates/${created.body.data.id}`), {
      token: branchToken,
      body: { title: 'Lagos walk-in (v2)' },
    });
    expect(renamed.status).toBe(200);
    // The owner sees the organization's form beside the business's own.
    const all = await call<{ items: Array<{ id: string }> }>(
      t.app,
      'GET',
      vform('/v-forms/templates?limit=100'),
      {
        token: ownerToken,
      },
    );
    expect(all.body.data.items.map((form) => form.id)).toEqual(
      expect.arrayContaining([created.body.data.id, planted.template]),
    );
  });

  it('are refused business-level settings with 403', async () => {
    const theme = await call(t.app, 'POST', vform('/v-forms/themes/default'), {
      token: branchToken,
      body: { colors: {} },
    });
    expect(theme.status).toBe(403);
    expect(theme.body.message).toBe('This is available to business staff, not organization staff');
    const audit = await call(t.app, 'GET', '/api/audit/v1/auditlogs', { token: branchToken });
    expect(audit.status).toBe(403);
  });

  it('leave the business owner able to read what organization staff cannot', async () => {
    const response = await call(t.app, 'GET', vform(`/v-forms/responses/${planted.response}`), {
      token: ownerToken,
    });
    expect(response.status).toBe(200);
    const [branchUser] = await t.app.ctx.db.select().from(users).where(eq(users.email, BRANCH));
    expect(branchUser?.organizationId).toBe(planted.organization);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/media/v1/files/${planted.file}/head-office.csv`,
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(SECRET_EMAIL);
  });
});
