/**
 * vForms beneath the business-admin and organization scopes: the platform admin
 * reads a business's forms and history with admin:business:vforms:view; organization staff read their
 * organization's forms (the ones its staff made) and their responses with organization:vforms:view. A
 * business, organization, form or response outside the scope answers 404; a missing gate 403.
 */
import type { PageList, TVFormResponse, TVFormTemplateSummary } from '@verity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { DEMO_VFORM_ID, DEMO_VFORM_TITLE } from '../src/seed/seed-vform-demo.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';
import { insertFields, insertTemplate, type Owner, ownerOf, submit, vform } from './vform-fixtures.js';

const BRANCH = 'branch@acme.local';

let t: TestApp;
let acme: Owner;
let branch: Owner;
let tokens: { admin: string; owner: string; branch: string; globex: string };
const ids = {
  branchForm: '',
  branchResponse: '',
  acmeForm: '',
  acmeResponse: '',
  globexForm: '',
  otherOrganization: '',
};

const list = <T>(token: string, path: string) => call<PageList<T>>(t.app, 'GET', vform(path), { token });

beforeAll(async () => {
  t = await createTestApp();
  acme = await ownerOf(t.app, ACME_OWNER);
  branch = await ownerOf(t.app, BRANCH);
  tokens = {
    admin: await tokenFor(t.app, 'admin@verity.local'),
    owner: await tokenFor(t.app, ACME_OWNER),
    branch: await tokenFor(t.app, BRANCH),
    globex: await tokenFor(t.app, GLOBEX_OWNER),
  };

  // A form the branch officer made (it takes their organization) and one Acme's owner made.
  ids.branchForm = await insertTemplate(t.app, { owner: branch, title: 'Lagos walk-in' });
  const [branchField] = await insertFields(t.app, ids.branchForm, [
    { type: 'short-text', label: 'Full name', required: true },
  ]);
  ids.acmeForm = await insertTemplate(t.app, { owner: acme, title: 'Head office intake' });
  const [acmeField] = await insertFields(t.app, ids.acmeForm, [
    { type: 'short-text', label: 'Full name', required: true },
  ]);
  const globex = await ownerOf(t.app, GLOBEX_OWNER);
  ids.globexForm = await insertTemplate(t.app, { owner: globex, title: 'Globex intake' });

  const answered = await submit(t.app, ids.branchForm, { [branchField as string]: 'Bisi Walk-in' });
  expect(answered.status).toBe(201);
  ids.branchResponse = answered.body.data.id;
  const other = await submit(t.app, ids.acmeForm, { [acmeField as string]: 'Ola Head' }, { ip: '10.0.0.2' });
  expect(other.status).toBe(201);
  ids.acmeResponse = other.body.data.id;

  // Another organization of Acme, whose id the branch officer must not read.
  ids.otherOrganization = newId();
  await t.app.ctx.db
    .insert(organizations)
    .values({ id: ids.otherOrganization, businessId: acme.businessId, name: 'Acme Abuja Branch' });
});
afterAll(() => t.close());

describe('the business-admin scope', () => {
  const admin = (path: string) => `/admin/businesses/${acme.businessId}${path}`;

  it("shows the platform admin a business's forms, history, a form's responses and a response", async () => {
    const forms = await list<TVFormTemplateSummary>(tokens.admin, admin('/v-forms/templates?limit=100'));
    expect(forms.status).toBe(200);
    const titles = forms.body.data.items.map((form) => form.title);
    expect(titles).toEqual(expect.arrayContaining([DEMO_VFORM_TITLE, 'Lagos walk-in', 'Head office intake']));
    expect(titles).not.toContain('Globex intake');
    expect(forms.body.data.items.every((form) => form.businessId === acme.businessId)).toBe(true);
    const saved = await list<TVFormTemplateSummary>(
      tokens.admin,
      admin('/v-forms/templates?type=unpublished'),
    );
    expect(saved.body.data.items.every((form) => form.status === 'unpublished')).toBe(true);

    const history = await list<TVFormResponse>(tokens.admin, admin('/v-forms?limit=100'));
    expect(history.status).toBe(200);
    expect(history.body.data.items.map((r) => r.id)).toEqual(
      expect.arrayContaining([ids.branchResponse, ids.acmeResponse]),
    );
    const filtered = await list<TVFormResponse>(tokens.admin, admin('/v-forms?title=walk-in'));
    expect(filtered.body.data.items.map((r) => r.id)).toEqual([ids.branchResponse]);

    const responses = await list<TVFormResponse>(tokens.admin, admin(`/v-forms/${ids.acmeForm}/responses`));
    expect(responses.status).toBe(200);
    expect(responses.body.data.items.map((r) => r.id)).toEqual([ids.acmeResponse]);
    expect((await list(tokens.admin, admin(`/v-forms/${DEMO_VFORM_ID}/responses`))).status).toBe(200);

    const one = await call<TVFormResponse>(
      t.app,
      'GET',
      vform(admin(`/v-forms/responses/${ids.acmeResponse}`)),
      {
        token: tokens.admin,
      },
    );
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: ids.acmeResponse, templateTitle: 'Head office intake' });
  });

  it('answers 404 for an unknown business and for a form or response of another business', async () => {
    expect((await list(tokens.admin, '/admin/businesses/unknown/v-forms/templates')).status).toBe(404);
    expect((await list(tokens.admin, '/admin/businesses/unknown/v-forms')).status).toBe(404);
    const globexForm = await list(tokens.admin, admin(`/v-forms/${ids.globexForm}/responses`));
    expect(globexForm.status).toBe(404);
    expect(globexForm.body.message).toBe('vForm template not found');
    expect((await list(tokens.admin, admin('/v-forms/responses/nope'))).status).toBe(404);
  });

  it("refuses anyone without admin:business:vforms:view, even the business's owner", async () => {
    for (const path of [
      '/v-forms/templates',
      '/v-forms',
      `/v-forms/${ids.acmeForm}/responses`,
      `/v-forms/responses/${ids.acmeResponse}`,
    ]) {
      const answer = await list(tokens.owner, admin(path));
      expect(answer.status).toBe(403);
      expect(answer.body.name).toBe('ForbiddenError');
    }
    expect((await list(tokens.branch, admin('/v-forms'))).status).toBe(403);
  });
});

describe('the organization scope', () => {
  const organization = (path: string, id = branch.organizationId) => `/organizations/${id}${path}`;

  it("shows the branch officer the branch's forms and responses only", async () => {
    const forms = await list<TVFormTemplateSummary>(
      tokens.branch,
      organization('/v-forms/templates?limit=100'),
    );
    expect(forms.status).toBe(200);
    expect(forms.body.data.items.map((form) => form.title)).toEqual(['Lagos walk-in']);
    expect(forms.body.data.pagination.total).toBe(1);

    const history = await list<TVFormResponse>(tokens.branch, organization('/v-forms'));
    expect(history.status).toBe(200);
    expect(history.body.data.items.map((r) => r.id)).toEqual([ids.branchResponse]);

    const responses = await list<TVFormResponse>(
      tokens.branch,
      organization(`/v-forms/${ids.branchForm}/responses`),
    );
    expect(responses.body.data.items.map((r) => r.id)).toEqual([ids.branchResponse]);
    const one = await call<TVFormResponse>(
      t.app,
      'GET',
      vform(organization(`/v-forms/responses/${ids.branchResponse}`)),
      { token: tokens.branch },
    );
    expect(one.status).toBe(200);
    expect(one.body.data.templateId).toBe(ids.branchForm);
  });

  it("answers 404 for Acme's other forms and responses, another business's form and another organization", async () => {
    for (const path of [
      `/v-forms/${ids.acmeForm}/responses`,
      `/v-forms/${DEMO_VFORM_ID}/responses`,
      `/v-forms/${ids.globexForm}/responses`,
      `/v-forms/responses/${ids.acmeResponse}`,
    ])
      expect((await list(tokens.branch, organization(path))).status).toBe(404);

    for (const id of [ids.otherOrganization, 'unknown']) {
      const answer = await list(tokens.branch, organization('/v-forms/templates', id));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Organization not found');
    }
    // The platform admin holds the gate, but Acme's branch is not an organization of its business.
    expect((await list(tokens.admin, organization('/v-forms'))).status).toBe(404);
  });

  it('refuses anyone without organization:vforms:view', async () => {
    expect((await list(tokens.owner, organization('/v-forms/templates'))).status).toBe(403);
    expect((await list(tokens.globex, organization('/v-forms'))).status).toBe(403);
  });
});
