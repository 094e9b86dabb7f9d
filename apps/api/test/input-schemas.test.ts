/**
 * Every API route accepts only what it declares. The route list comes from the app itself (like
 * malformed-input.test.ts), so a route added later is held to the same rules without a test of its own:
 * a strict zod schema for its query, its body (on a write) and its path parameters, and an unknown key in
 * any of them answered 400 "The {key} field is not allowed", in house words, one entry per field.
 */
import {
  businessPermissions,
  hasAllPermissions,
  moduleCountryPaths,
  organizationPermissions,
  verificationModules,
  ZMultipartBody,
  ZSignedRawBody,
} from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { roles } from '../src/db/schema.js';
import type { RegisteredRoute } from '../src/http/app-instance.js';
import { isStrictSchema, looseObjectPaths, pathParamNames } from '../src/http/route-input.js';
import { RequestValidationError } from '../src/http/zod-validation.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor, user } from './harness.js';
import { insertFields, insertTemplate, ownerOf } from './vform-fixtures.js';

const KEY = 'unexpectedKey';
const NOT_ALLOWED = `The ${KEY} field is not allowed`;

let t: TestApp;
let owner: string;
let admin: string;
/** Organization staff (given every permission), for the organization-scoped routes the owner may not call. */
let branch: string;
let ownerPermissions: string[];
/** A value for each path parameter that its schema takes and the caller may name. */
const known: Record<string, string> = {
  country: 'ng',
  countryCode: 'NG',
  type: 'nin',
  token: 'a-token-that-names-nothing',
  name: 'file.png',
};
/** A published form with a file field, for the respondent's upload route. */
let upload = { templateId: '', fieldId: '' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  admin = await tokenFor(t.app, 'admin@verity.local');
  const me = await call<{ user: { role: { permissions: string[] } } }>(t.app, 'GET', user('/users/me'), {
    token: owner,
  });
  ownerPermissions = me.body.data.user.role.permissions;
  await t.app.ctx.db
    .update(roles)
    .set({ permissions: [...businessPermissions, ...organizationPermissions] })
    .where(eq(roles.name, 'Branch Officer'));
  branch = await tokenFor(t.app, 'branch@acme.local');
  const acme = await ownerOf(t.app, ACME_OWNER);
  known.businessId = acme.businessId;
  known.organizationId = (await ownerOf(t.app, 'branch@acme.local')).organizationId as string;
  const templateId = await insertTemplate(t.app, { owner: acme });
  const [fieldId] = await insertFields(t.app, templateId, [
    { type: 'file-upload', label: 'Proof of address', required: true },
  ]);
  upload = { templateId, fieldId: fieldId as string };
  known.templateId = templateId;
});
afterAll(() => t.close());

const ANY_ID = '0190a6f0-0000-7000-8000-000000000000';

/** The route's path with each parameter filled by a value its params schema accepts. */
function concrete(route: RegisteredRoute): string {
  const shape = (route.schema.params as z.ZodObject | undefined)?.shape ?? {};
  let url = route.url;
  for (const name of pathParamNames(route.url)) {
    const schema = shape[name] as z.ZodType | undefined;
    const options = (schema as { options?: unknown[] } | undefined)?.options ?? [];
    const candidates = [known[name], ...options.map(String), ANY_ID].filter((v) => v !== undefined);
    const value = candidates.find((candidate) => schema?.safeParse(candidate).success) ?? ANY_ID;
    url = url.replace(`:${name}`, encodeURIComponent(value));
  }
  return url;
}

const apiRoutes = () =>
  t.app.routeList.filter((route) => route.url.startsWith('/api/') && route.method !== 'OPTIONS');
const isWrite = (route: RegisteredRoute) => route.method !== 'GET';

/**
 * Who asks: nobody on public routes, platform staff on platform ones, the owner elsewhere, and organization
 * staff where the owner lacks the permission (an organization's own pages).
 */
function tokenOf(route: RegisteredRoute): string | undefined {
  if (route.access?.tenancy === 'public') return undefined;
  if (route.access?.tenancy === 'platform') return admin;
  return hasAllPermissions(ownerPermissions, route.access?.permissions ?? []) ? owner : branch;
}

/**
 * The country paths of the kit's modules answer only "Unknown country" (their params never pass), and a
 * country they serve reaches the declared route instead: their query is checked on the schema.
 */
const countryPaths = new Set(
  verificationModules.flatMap((module) =>
    moduleCountryPaths(module).map(({ method, path }) => `${method} /api/${module.service}/v1${path}`),
  ),
);

const EMPTY_FORM_BOUNDARY = '----verity-walker';
/** An upload's form data with no part at all. */
const emptyForm = {
  'content-type': `multipart/form-data; boundary=${EMPTY_FORM_BOUNDARY}`,
  payload: `--${EMPTY_FORM_BOUNDARY}--\r\n`,
};

function send(route: RegisteredRoute, query: string, body?: string) {
  const token = tokenOf(route);
  const form = route.schema.body === ZMultipartBody && body === undefined;
  return t.app.inject({
    method: route.method as 'GET',
    url: `${concrete(route)}${query}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(form ? { 'content-type': emptyForm['content-type'] } : {}),
    },
    ...(body !== undefined ? { payload: body } : form ? { payload: emptyForm.payload } : {}),
  });
}

/** What an answer is missing to be the house refusal of KEY (empty when it is). */
function refusalProblem(response: { statusCode: number; body: string }): string {
  if (response.statusCode !== 400) return `answered ${response.statusCode}: ${response.body.slice(0, 160)}`;
  const body = JSON.parse(response.body) as { fieldErrors?: Record<string, string>; errors?: string[] };
  if (body.fieldErrors?.[KEY] !== NOT_ALLOWED) return `fieldErrors: ${JSON.stringify(body.fieldErrors)}`;
  if (!body.errors?.includes(`${KEY}: ${NOT_ALLOWED}`)) return `errors: ${JSON.stringify(body.errors)}`;
  return '';
}

describe('every API route declares what it accepts', () => {
  it('has a strict zod schema for its query, its body (writes) and its path parameters, at every depth', () => {
    const loose: string[] = [];
    for (const route of apiRoutes()) {
      const where = `${route.method} ${route.url}`;
      const parts = {
        querystring: true,
        body: isWrite(route),
        params: pathParamNames(route.url).length > 0,
      } as const;
      for (const [part, required] of Object.entries(parts)) {
        if (!required) continue;
        const schema = route.schema[part as keyof typeof parts];
        if (!isStrictSchema(schema))
          loose.push(`${where}: ${part} takes unknown keys at [${looseObjectPaths(schema).join(', ')}]`);
      }
      if (parts.params) {
        const named = Object.keys((route.schema.params as z.ZodObject | undefined)?.shape ?? {});
        if (named.sort().join() !== pathParamNames(route.url).sort().join())
          loose.push(`${where}: params name ${named.join(', ')}`);
      }
    }
    expect(loose).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(300);
  });

  it('refuses an unknown query key on every route with 400 "The {key} field is not allowed"', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of apiRoutes()) {
      const where = `${route.method} ${route.url}`;
      // Fastify checks the body before the query: a write whose body needs fields is probed on the
      // schema itself, through the same error the server answers with.
      const body = route.schema.body as z.ZodType | undefined;
      const bodyFirst = isWrite(route) && body !== ZSignedRawBody && body && !body.safeParse({}).success;
      if (bodyFirst || countryPaths.has(where)) {
        const parsed = (route.schema.querystring as z.ZodType).safeParse({ [KEY]: '1' });
        const fieldErrors = parsed.success
          ? {}
          : new RequestValidationError('querystring', parsed.error).fieldErrors();
        if (fieldErrors[KEY] !== NOT_ALLOWED) failures.push(`${where}: ${JSON.stringify(fieldErrors)}`);
        continue;
      }
      const response = await send(
        route,
        `?${KEY}=1`,
        isWrite(route) && body !== ZMultipartBody ? '{}' : undefined,
      );
      sent += 1;
      const problem = refusalProblem(response);
      if (problem) failures.push(`${where}: ${problem}`);
    }
    console.info(`unknown query key: ${sent} routes asked over HTTP, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(200);
  });

  it('refuses an unknown body key on every write with 400 "The {key} field is not allowed"', async () => {
    const failures: string[] = [];
    const writes = apiRoutes().filter(isWrite);
    for (const route of writes) {
      const where = `${route.method} ${route.url}`;
      const response = await send(route, '', JSON.stringify({ [KEY]: true }));
      if (route.schema.body === ZSignedRawBody) {
        // Nothing in a signed body is read before its signature checks out.
        if (response.statusCode !== 400 || !/signature/.test(response.body))
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        continue;
      }
      if (route.schema.body === ZMultipartBody) {
        // An upload takes form data only; its form fields are walked below.
        if (response.statusCode !== 415) failures.push(`${where}: JSON answered ${response.statusCode}`);
        continue;
      }
      const problem = refusalProblem(response);
      if (problem) failures.push(`${where}: ${problem}`);
    }
    expect(failures).toEqual([]);
    expect(writes.length).toBeGreaterThan(100);
  });

  it('refuses an unknown form field on every upload, and form data on every other write', async () => {
    const boundary = '----verity-walker';
    const form = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${KEY}"\r\n\r\nx\r\n--${boundary}--\r\n`,
    );
    const failures: string[] = [];
    const uploads: string[] = [];
    for (const route of apiRoutes().filter(isWrite)) {
      const token = tokenOf(route);
      const query = route.url.endsWith('/:templateId/uploads') ? `?fieldId=${upload.fieldId}` : '';
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: `${concrete(route)}${query}`,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: form,
      });
      const where = `${route.method} ${route.url}`;
      if (route.schema.body === ZMultipartBody) {
        uploads.push(where);
        const problem = refusalProblem(response);
        if (problem) failures.push(`${where}: ${problem}`);
      } else if (response.statusCode !== 415)
        failures.push(`${where}: form data answered ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    expect(uploads).toEqual(
      expect.arrayContaining([
        'POST /api/media/v1/uploads/media',
        'POST /api/media/v1/uploads/documents',
        'POST /api/vform/v1/v-forms/:templateId/uploads',
        'POST /api/identity/v1/sdk/capture/frames',
      ]),
    );
  });
});

describe('validation answers', () => {
  it('gives each unknown field its own entry and message', async () => {
    const answer = await call(t.app, 'POST', user('/auth/lookup'), {
      body: { email: 'owner@acme.local', fullName: 'Ada', title: 'Dr' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      fullName: 'The fullName field is not allowed',
      title: 'The title field is not allowed',
    });
    expect(answer.body.errors).toEqual([
      'fullName: The fullName field is not allowed',
      'title: The title field is not allowed',
    ]);
    expect(answer.body.message).toBe('The fullName field is not allowed');
  });

  it('words a history query’s unknown key in house words, not zod’s', async () => {
    const answer = await call(
      t.app,
      'GET',
      '/api/identity/v1/verifications/identity/history?startAfter=0190a6f0',
      { token: owner },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The startAfter field is not allowed');
    expect(answer.body.fieldErrors).toEqual({ startAfter: 'The startAfter field is not allowed' });
  });

  it('words a rule no schema words itself in house words (a query value too long)', async () => {
    const answer = await call(
      t.app,
      'GET',
      `/api/identity/v1/verifications/identity/history?type=${'x'.repeat(65)}`,
      { token: owner },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ type: 'The type field should be not more than 64 characters' });
  });

  it('refuses any body on the writes that take none', async () => {
    for (const url of [
      user('/users/2fa/initiate'),
      user('/users/2fa/phone/remove'),
      user('/settings/developer/signing-secret/regenerate'),
    ]) {
      const answer = await call(t.app, 'POST', url, { token: owner, body: { anything: 1 } });
      expect(answer.status, url).toBe(400);
      expect(answer.body.fieldErrors, url).toEqual({ anything: 'The anything field is not allowed' });
    }
  });

  it('answers 404 for paying the upcoming bill of a plan that does not exist', async () => {
    const answer = await call(t.app, 'POST', `/api/billing/v1/plans/${ANY_ID}/upcoming-bill/pay`, {
      token: owner,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ name: 'NotFoundError', message: 'Plan not found' });
  });
});
