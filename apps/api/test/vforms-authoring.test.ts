/**
 * The vForm authoring API: templates, fields, theme, banners, estimated charge and sharing, as a business
 * builds a form. Another business's ids answer 404.
 */
import {
  type PageList,
  type TVFormEstimatedCharge,
  type TVFormField,
  type TVFormShareResult,
  type TVFormTemplate,
  type TVFormTemplateSummary,
  ZVFormEstimatedCharge,
  ZVFormFieldOptions,
  ZVFormFieldTemplateList,
  ZVFormTemplate,
  ZVFormTemplateSummary,
  ZVFormTheme,
} from '@verity/client';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, vformTemplates } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  mailbox,
  type TestApp,
  tokenFor,
} from './harness.js';

const vf = (path: string) => `/api/vform/v1/v-forms${path}`;

let t: TestApp;
let acme: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
});
afterAll(() => t.close());

async function createBlank(title: string, token = acme): Promise<TVFormTemplate> {
  const answer = await call<TVFormTemplate>(t.app, 'POST', vf('/templates/blank'), {
    token,
    body: { title, description: 'A form' },
  });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

async function addField(templateId: string, body: Record<string, unknown>): Promise<TVFormField> {
  const answer = await call<TVFormField>(t.app, 'POST', vf(`/templates/${templateId}/fields`), {
    token: acme,
    body,
  });
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data;
}

async function fieldsOf(templateId: string): Promise<TVFormField[]> {
  const answer = await call<{ items: TVFormField[] }>(t.app, 'GET', vf(`/templates/${templateId}/fields`), {
    token: acme,
  });
  return answer.body.data.items;
}

async function publishedForm(title: string): Promise<TVFormTemplate> {
  const form = await createBlank(title);
  await addField(form.id, { type: 'email', label: 'Your email' });
  const published = await call<TVFormTemplate>(t.app, 'POST', vf(`/templates/${form.id}/publish`), {
    token: acme,
  });
  expect(published.status).toBe(200);
  return published.body.data;
}

function multipartCsv(name: string, content: string) {
  const boundary = '----verity-vforms-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadCsv(token: string, name: string, content: string): Promise<string> {
  const body = multipartCsv(name, content);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/media/v1/uploads/documents',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: { items: Array<{ cachedLocation: string }> } }).data.items[0]
    ?.cachedLocation as string;
}

describe('vForm templates', () => {
  it('creates a blank form with the defaults and the business theme', async () => {
    const theme = await call(t.app, 'POST', vf('/themes/default'), {
      token: acme,
      body: { titleColor: '#112233', pageBreak: { primaryAction: 'Continue' } },
    });
    expect(theme.status).toBe(200);
    const stored = ZVFormTheme.parse(
      (await call(t.app, 'GET', vf('/themes/default'), { token: acme })).body.data,
    );
    expect(stored).toMatchObject({
      titleColor: '#112233',
      backgroundColor: '#FFFFFF',
      submitButtonColor: '#46B2C8',
      highlightColor: '#0F808C',
      pageBreak: { primaryAction: 'Continue', secondaryAction: 'Back', display: 'both' },
    });

    const answer = await call<TVFormTemplate>(t.app, 'POST', vf('/templates/blank'), {
      token: acme,
      body: { title: 'Loan application', description: 'Apply for a loan' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('vForm created successfully');
    const form = ZVFormTemplate.parse(answer.body.data);
    expect(form).toMatchObject({
      title: 'Loan application',
      description: 'Apply for a loan',
      __type: 'VFormTemplate',
      status: 'unpublished',
      entries: 0,
      environment: 'sandbox',
      titleColor: '#112233',
      logoShape: 'circle',
      pagination: { type: 'percentage', highlightColor: '#0F808C' },
      fields: [],
      presetVFormId: null,
    });

    // Globex's forms start from its own (default) theme.
    const theirs = await createBlank('Globex form', globex);
    expect(theirs.titleColor).toBe('#000000');
  });

  it('requires a title for a blank form and a known preset for a preset form', async () => {
    const blank = await call(t.app, 'POST', vf('/templates/blank'), { token: acme, body: {} });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('The title field is required');
    const unknown = await call(t.app, 'POST', vf('/templates/preset'), {
      token: acme,
      body: { presetVFormId: 'no-such-preset' },
    });
    expect(unknown.status).toBe(404);
    const badType = await call(t.app, 'POST', vf('/templates/copy'), { token: acme, body: { title: 'x' } });
    expect(badType.status).toBe(400);
  });

  it('lists presets and creates a form from one, copying its fields with new ids', async () => {
    const presets = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates/preset/published'),
      { token: acme },
    );
    expect(presets.status).toBe(200);
    const titles = presets.body.data.items.map((item) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Customer onboarding',
        'Business onboarding',
        'Guarantor form',
        'Employee onboarding',
      ]),
    );
    for (const item of presets.body.data.items) ZVFormTemplateSummary.parse(item);
    const onboarding = presets.body.data.items.find((item) => item.title === 'Customer onboarding');
    expect(onboarding).toMatchObject({
      __type: 'PresetVFormTemplate',
      status: 'published',
      businessId: null,
    });

    const preset = await call<TVFormTemplate>(t.app, 'GET', vf(`/templates/presets/${onboarding?.id}`), {
      token: acme,
    });
    expect(preset.body.data.fields.map((field) => field.type)).toEqual([
      'personal-information',
      'identity-verification',
      'address',
    ]);
    const employee = presets.body.data.items.find((item) => item.title === 'Employee onboarding');
    const employeeFields = await call<TVFormTemplate>(
      t.app,
      'GET',
      vf(`/templates/presets/${employee?.id}`),
      {
        token: acme,
      },
    );
    expect(employeeFields.body.data.fields.some((field) => field.type === 'page-break')).toBe(true);

    const copy = await call<TVFormTemplate>(t.app, 'POST', vf('/templates/preset'), {
      token: acme,
      body: { presetVFormId: onboarding?.id },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      title: 'Customer onboarding',
      presetVFormId: onboarding?.id,
      status: 'unpublished',
      __type: 'VFormTemplate',
    });
    const copied = copy.body.data.fields;
    expect(copied.map((field) => [field.type, field.label, field.position])).toEqual(
      preset.body.data.fields.map((field) => [field.type, field.label, field.position]),
    );
    const presetIds = new Set(preset.body.data.fields.map((field) => field.id));
    expect(copied.every((field) => !presetIds.has(field.id) && field.templateId === copy.body.data.id)).toBe(
      true,
    );
    // The preset itself is not the business's to edit.
    expect(
      (await call(t.app, 'PUT', vf(`/templates/${onboarding?.id}`), { token: acme, body: { title: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('updates only the supplied settings, nested pagination key by key', async () => {
    const form = await createBlank('Partial update');
    const first = await call<TVFormTemplate>(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { backgroundColor: '#abcdef', pagination: { hidePageNumber: true }, allowedEntries: 50 },
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('vForm updated successfully');
    expect(first.body.data).toMatchObject({
      title: 'Partial update',
      description: 'A form',
      backgroundColor: '#ABCDEF',
      titleColor: form.titleColor,
      allowedEntries: 50,
      pagination: { ...form.pagination, hidePageNumber: true },
      confirmation: form.confirmation,
    });
    const second = await call<TVFormTemplate>(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { title: 'Renamed', confirmation: { title: 'Thanks!' } },
    });
    expect(second.body.data).toMatchObject({
      title: 'Renamed',
      backgroundColor: '#ABCDEF',
      allowedEntries: 50,
      pagination: { hidePageNumber: true, type: 'percentage' },
      confirmation: { title: 'Thanks!', message: form.confirmation.message },
    });
    const read = await call<TVFormTemplate>(t.app, 'GET', vf(`/templates/${form.id}`), { token: acme });
    expect(read.body.data).toEqual(second.body.data);
    // The audit row of the rename names what the save changed, before and after.
    const [renamed] = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, form.id))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(renamed?.changes).toEqual(
      expect.arrayContaining([{ field: 'title', before: 'Partial update', after: 'Renamed' }]),
    );
  });

  it('keeps the verification result from respondents until the form is set to show it', async () => {
    const form = await createBlank('Result shown');
    expect(form.confirmation.showVerificationResult).toBe(false);
    const shown = await call<TVFormTemplate>(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { confirmation: { showVerificationResult: true } },
    });
    expect(shown.body.data.confirmation).toEqual({ ...form.confirmation, showVerificationResult: true });
    const bad = await call(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { confirmation: { showVerificationResult: 'yes' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The show verification result field should be true or false');
  });

  it('validates updates: colours, dates, the default personal information field, unknown keys', async () => {
    const form = await createBlank('Validation');
    const colour = await call(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { titleColor: 'red' },
    });
    expect(colour.status).toBe(400);
    expect(colour.body.message).toBe('The title colour field should be a colour like #46B2C8');
    const dates = await call(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' },
    });
    expect(dates.status).toBe(400);
    expect(dates.body.fieldErrors).toHaveProperty('startDate');
    const email = await addField(form.id, { type: 'email' });
    expect(
      (
        await call(t.app, 'PUT', vf(`/templates/${form.id}`), {
          token: acme,
          body: { defaultPersonalInformationFieldId: email.id },
        })
      ).status,
    ).toBe(400);
    const person = await addField(form.id, { type: 'personal-information' });
    const set = await call<TVFormTemplate>(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { defaultPersonalInformationFieldId: person.id },
    });
    expect(set.body.data.defaultPersonalInformationFieldId).toBe(person.id);
    // Deleting that field clears it.
    await call(t.app, 'DELETE', vf(`/templates/${form.id}/fields/${person.id}`), { token: acme });
    const after = await call<TVFormTemplate>(t.app, 'GET', vf(`/templates/${form.id}`), { token: acme });
    expect(after.body.data.defaultPersonalInformationFieldId).toBeNull();
    const unknown = await call(t.app, 'PUT', vf(`/templates/${form.id}`), {
      token: acme,
      body: { status: 'published' },
    });
    expect(unknown.status).toBe(400);
  });

  it('lists newest first by type and searches titles, ignoring case', async () => {
    const a = await createBlank('Zebra intake one');
    const b = await publishedForm('Zebra intake two');
    const all = await call<PageList<TVFormTemplateSummary>>(t.app, 'GET', vf('/templates?limit=100'), {
      token: acme,
    });
    expect(all.status).toBe(200);
    const ids = all.body.data.items.map((item) => item.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(all.body.data.items.find((item) => item.id === b.id)?.fieldCount).toBe(1);
    expect(all.body.data.pagination).toMatchObject({ page: 1, limit: 100, total: ids.length });
    expect(all.body.data.items.every((item) => item.businessId === a.businessId)).toBe(true);

    const paged = await call<PageList<TVFormTemplateSummary>>(t.app, 'GET', vf('/templates?limit=1&page=2'), {
      token: acme,
    });
    expect(paged.body.data.items).toHaveLength(1);
    expect(paged.body.data.pagination.totalPages).toBe(ids.length);

    const published = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates?type=published'),
      {
        token: acme,
      },
    );
    expect(published.body.data.items.every((item) => item.status === 'published')).toBe(true);
    expect(published.body.data.items.map((item) => item.id)).toContain(b.id);
    const alsoPublished = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates/published'),
      {
        token: acme,
      },
    );
    expect(alsoPublished.body.data.items.map((item) => item.id)).toEqual(
      published.body.data.items.map((item) => item.id),
    );

    const search = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates/search?title=zEBRA'),
      {
        token: acme,
      },
    );
    expect(search.body.data.items.map((item) => item.id)).toEqual([b.id, a.id]);
    const searchPublished = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates/search/publish?title=zebra'),
      { token: acme },
    );
    expect(searchPublished.body.data.items.map((item) => item.id)).toEqual([b.id]);
    const wildcard = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates/search?title=%25'),
      {
        token: acme,
      },
    );
    expect(wildcard.body.data.items).toEqual([]);
    expect((await call(t.app, 'GET', vf('/templates?type=deleted'), { token: acme })).status).toBe(400);
  });

  it('publishes and unpublishes, refusing a form without questions', async () => {
    const form = await createBlank('Publishing');
    const empty = await call(t.app, 'POST', vf(`/templates/${form.id}/publish`), { token: acme });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Add at least one question before publishing');
    await addField(form.id, { type: 'page-break' });
    expect((await call(t.app, 'POST', vf(`/templates/${form.id}/publish`), { token: acme })).status).toBe(
      400,
    );
    await addField(form.id, { type: 'short-text', label: 'Name' });
    const published = await call<TVFormTemplate>(t.app, 'POST', vf(`/templates/${form.id}/publish`), {
      token: acme,
    });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe('vForm published successfully');
    expect(published.body.data).toMatchObject({ id: form.id, status: 'published' });
    expect(published.body.data.publishedAt).not.toBeNull();
    const unpublished = await call<TVFormTemplate>(t.app, 'POST', vf(`/templates/${form.id}/unpublish`), {
      token: acme,
    });
    expect(unpublished.body.message).toBe('vForm unpublished successfully');
    expect(unpublished.body.data).toMatchObject({ id: form.id, status: 'unpublished' });
  });

  it('deletes a form without responses and archives one with responses', async () => {
    const gone = await createBlank('To delete');
    await addField(gone.id, { type: 'email' });
    const deleted = await call<TVFormTemplate>(t.app, 'DELETE', vf(`/templates/${gone.id}`), { token: acme });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('vForm deleted successfully');
    expect(deleted.body.data.id).toBe(gone.id);
    expect((await call(t.app, 'GET', vf(`/templates/${gone.id}`), { token: acme })).status).toBe(404);

    const kept = await publishedForm('To archive');
    await t.app.ctx.db.update(vformTemplates).set({ entries: 3 }).where(eq(vformTemplates.id, kept.id));
    const archived = await call<TVFormTemplate>(t.app, 'DELETE', vf(`/templates/${kept.id}`), {
      token: acme,
    });
    expect(archived.status).toBe(200);
    expect(archived.body.message).toBe('vForm archived: it has responses, so it was kept');
    expect(archived.body.data).toMatchObject({ id: kept.id, status: 'archived', entries: 3 });
    expect(archived.body.data.archivedAt).not.toBeNull();

    const list = (type: string) =>
      call<PageList<TVFormTemplateSummary>>(t.app, 'GET', vf(`/templates?type=${type}&limit=100`), {
        token: acme,
      });
    expect((await list('archived')).body.data.items.map((item) => item.id)).toContain(kept.id);
    expect((await list('all')).body.data.items.map((item) => item.id)).not.toContain(kept.id);
    // Archived forms are read-only.
    const edit = await call(t.app, 'PUT', vf(`/templates/${kept.id}`), { token: acme, body: { title: 'x' } });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('This vForm is archived');
    expect((await call(t.app, 'POST', vf(`/templates/${kept.id}/publish`), { token: acme })).status).toBe(
      400,
    );
    expect(
      (
        await call(t.app, 'POST', vf(`/templates/${kept.id}/fields`), {
          token: acme,
          body: { type: 'email' },
        })
      ).status,
    ).toBe(400);
  });

  it('shares a published form with the business', async () => {
    const draft = await createBlank('Not shareable yet');
    const refused = await call(t.app, 'POST', vf('/templates/shared/template'), {
      token: acme,
      body: { templateId: draft.id },
    });
    expect(refused.status).toBe(400);
    const form = await publishedForm('Shared with the team');
    const shared = await call<TVFormTemplate>(t.app, 'POST', vf('/templates/shared/template'), {
      token: acme,
      body: { templateId: form.id },
    });
    expect(shared.status).toBe(200);
    expect(shared.body.data.shared).toBe(true);
    const list = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates/shared/published'),
      {
        token: acme,
      },
    );
    expect(list.body.data.items.map((item) => item.id)).toEqual([form.id]);
    const theirs = await call<PageList<TVFormTemplateSummary>>(
      t.app,
      'GET',
      vf('/templates/shared/published'),
      {
        token: globex,
      },
    );
    expect(theirs.body.data.items).toEqual([]);
  });
});

describe('vForm fields', () => {
  it('offers a palette without the hidden types, and the settings options with prices', async () => {
    const palette = ZVFormFieldTemplateList.parse(
      (await call(t.app, 'GET', vf('/fields'), { token: acme })).body.data,
    );
    const types = palette.items.map((item) => item.type);
    expect(types).not.toContain('payment');
    expect(types).not.toContain('business-information');
    expect(types).not.toContain('certificate');
    const byType = Object.fromEntries(palette.items.map((item) => [item.type, item]));
    expect(byType.dropdown?.defaults.options).toEqual(['Option 1', 'Option 2']);
    expect(byType['identity-verification']?.defaults).toMatchObject({
      label: 'NIN verification',
      country: 'ng',
      verificationType: 'nin',
      performVerification: true,
    });
    expect(byType['personal-information']?.defaults.customFields).toHaveLength(6);
    // Acme changed its theme's primary action earlier in this file.
    expect(byType['page-break']?.defaults.pageBreak?.primaryAction).toBe('Continue');

    const options = ZVFormFieldOptions.parse(
      (await call(t.app, 'GET', vf('/fields/options'), { token: acme })).body.data,
    );
    expect(Object.keys(options.verificationTypes).sort()).toEqual(['gh', 'ke', 'ng', 'za']);
    expect(options.verificationTypes.ng?.find((type) => type.value === 'nin')?.price).toEqual({
      amount: 10000,
      currency: 'NGN',
    });
    expect(options.customFields).toContain('dateOfBirth');
    expect(options.certificateTypes.map((type) => type.value)).toContain('waec');
  });

  it('adds at a position, moves, duplicates and deletes, keeping positions dense', async () => {
    const form = await createBlank('Field order');
    const a = await addField(form.id, { type: 'short-text', label: 'A' });
    const b = await addField(form.id, { type: 'short-text', label: 'B' });
    const c = await addField(form.id, { type: 'short-text', label: 'C', position: 0 });
    expect(c.position).toBe(0);
    const order = async () => (await fieldsOf(form.id)).map((field) => [field.label, field.position]);
    expect(await order()).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    const far = await addField(form.id, { type: 'email', label: 'D', position: 99 });
    expect(far.position).toBe(3);

    const moved = await call<{ items: TVFormField[] }>(
      t.app,
      'POST',
      vf(`/templates/${form.id}/fields/${c.id}/reorder`),
      { token: acme, body: { position: 2 } },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.items.map((field) => [field.label, field.position])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
      ['D', 3],
    ]);
    await call(t.app, 'POST', vf(`/templates/${form.id}/fields/${far.id}/reorder`), {
      token: acme,
      body: { position: 0 },
    });
    expect(await order()).toEqual([
      ['D', 0],
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);

    const copy = await call<TVFormField>(
      t.app,
      'POST',
      vf(`/templates/${form.id}/fields/${a.id}/duplicate`),
      {
        token: acme,
      },
    );
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ label: 'A (copy)', position: 2, type: 'short-text' });
    expect(copy.body.data.id).not.toBe(a.id);
    expect(await order()).toEqual([
      ['D', 0],
      ['A', 1],
      ['A (copy)', 2],
      ['B', 3],
      ['C', 4],
    ]);

    const removed = await call<{ id: string }>(t.app, 'DELETE', vf(`/templates/${form.id}/fields/${b.id}`), {
      token: acme,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: b.id });
    expect(await order()).toEqual([
      ['D', 0],
      ['A', 1],
      ['A (copy)', 2],
      ['C', 3],
    ]);
    expect(
      (await call(t.app, 'DELETE', vf(`/templates/${form.id}/fields/${b.id}`), { token: acme })).status,
    ).toBe(404);
  });

  it('updates only the supplied field settings and validates them', async () => {
    const form = await createBlank('Field settings');
    const choice = await addField(form.id, { type: 'dropdown', label: 'Colour', description: 'Pick one' });
    expect(choice.options).toEqual(['Option 1', 'Option 2']);
    const updated = await call<TVFormField>(t.app, 'PUT', vf(`/templates/${form.id}/fields/${choice.id}`), {
      token: acme,
      body: { options: ['Red', 'Blue'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      label: 'Colour',
      description: 'Pick one',
      options: ['Red', 'Blue'],
      required: false,
    });
    // Field edits are filed under the form; the row names what the save changed.
    const [edit] = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.resourceId, form.id))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(edit?.changes).toEqual([
      { field: 'options', before: ['Option 1', 'Option 2'], after: ['Red', 'Blue'] },
    ]);
    const empty = await call(t.app, 'PUT', vf(`/templates/${form.id}/fields/${choice.id}`), {
      token: acme,
      body: { options: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toHaveProperty('options');

    const check = await call(t.app, 'POST', vf(`/templates/${form.id}/fields`), {
      token: acme,
      body: { type: 'identity-verification', country: 'gh', verificationType: 'nin' },
    });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe(
      'The verification type field should be one of new_voter_card, old_voter_card, passport',
    );
    const colour = await call(t.app, 'POST', vf(`/templates/${form.id}/fields`), {
      token: acme,
      body: { type: 'short-text', colors: { labelColor: 'blue' } },
    });
    expect(colour.status).toBe(400);
    expect(colour.body.message).toBe('The label colour field should be a colour like #46B2C8');
    const unknown = await call(t.app, 'POST', vf(`/templates/${form.id}/fields`), {
      token: acme,
      body: { type: 'hologram' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('estimated charge', () => {
  it('adds the live price of each verification the form runs', async () => {
    const form = await createBlank('Charged');
    const charge = async () =>
      ZVFormEstimatedCharge.parse(
        (
          await call<TVFormEstimatedCharge>(t.app, 'GET', vf(`/templates/${form.id}/estimated-charge`), {
            token: acme,
          })
        ).body.data,
      );
    expect(await charge()).toEqual({ totalAmount: 0, currency: 'NGN', details: [] });
    const nin = await addField(form.id, { type: 'identity-verification' });
    expect(await charge()).toMatchObject({
      totalAmount: 10000,
      details: [{ fieldId: nin.id, country: 'ng', verificationType: 'nin', amount: 10000 }],
    });
    await addField(form.id, { type: 'identity-verification', country: 'za', verificationType: 'said' });
    expect((await charge()).totalAmount).toBe(35000);
    await call(t.app, 'PUT', vf(`/templates/${form.id}/fields/${nin.id}`), {
      token: acme,
      body: { performVerification: false },
    });
    expect((await charge()).totalAmount).toBe(25000);
  });
});

describe('sharing', () => {
  it('mails the link to each address once', async () => {
    const form = await publishedForm('Share by email');
    const answer = await call<TVFormShareResult>(t.app, 'POST', vf(`/templates/${form.id}/share`), {
      token: acme,
      body: {
        to: ['ada@share.test', 'bola@share.test', 'ADA@share.test'],
        customNote: 'Please fill <this> in',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('vForm shared successfully');
    expect(answer.body.data).toMatchObject({
      sent: 2,
      invalid: [{ row: 3, value: 'ada@share.test', message: 'Email already added' }],
    });
    const link = `http://verity.test/v-forms/${form.id}`;
    for (const to of ['ada@share.test', 'bola@share.test']) {
      const mails = await mailbox(t.app, to);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(link);
      expect(mails[0]?.text).toContain('Please fill <this> in');
      expect(mails[0]?.html).toContain('Please fill &#60;this&#62; in');
    }
  });

  it('mails the valid rows of an uploaded CSV and reports the bad ones by line', async () => {
    const form = await publishedForm('Share by CSV');
    const csv = [
      'Name,Email',
      'Chi,chi@csv.test',
      'Dee,not-an-email',
      '',
      'Eze,eze@csv.test',
      'Again,CHI@csv.test',
    ].join('\n');
    const csvLink = await uploadCsv(acme, 'people.csv', csv);
    const answer = await call<TVFormShareResult>(t.app, 'POST', vf(`/templates/${form.id}/uploadcsv`), {
      token: acme,
      body: { csvLink, customNote: 'Welcome' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: form.id,
      sent: 2,
      invalid: [
        { row: 3, value: 'not-an-email', message: 'Invalid email' },
        { row: 6, value: 'CHI@csv.test', message: 'Email already added' },
      ],
    });
    expect((await mailbox(t.app, 'chi@csv.test'))[0]?.text).toContain(`/v-forms/${form.id}`);
    expect(await mailbox(t.app, 'eze@csv.test')).toHaveLength(1);

    // A headerless file uses its first column.
    const plain = await uploadCsv(acme, 'plain.csv', 'fay@csv.test,Fay\ngus@csv.test,Gus\n');
    const second = await call<TVFormShareResult>(t.app, 'POST', vf(`/templates/${form.id}/uploadcsv`), {
      token: acme,
      body: { csvLink: plain },
    });
    expect(second.body.data).toMatchObject({ sent: 2, invalid: [] });
  });

  it("refuses an unpublished form, another business's file, a non-CSV and an oversized list", async () => {
    const draft = await createBlank('Unpublished share');
    const refused = await call(t.app, 'POST', vf(`/templates/${draft.id}/share`), {
      token: acme,
      body: { to: ['x@share.test'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Publish the vForm before sharing it');
    expect(await mailbox(t.app, 'x@share.test')).toHaveLength(0);

    const form = await publishedForm('Guarded CSV share');
    const theirs = await uploadCsv(globex, 'theirs.csv', 'email\nspy@csv.test\n');
    const stolen = await call(t.app, 'POST', vf(`/templates/${form.id}/uploadcsv`), {
      token: acme,
      body: { csvLink: theirs },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('The csv link field should be a CSV file you uploaded');
    for (const csvLink of ['https://elsewhere.test/list.csv', '/api/media/v1/files/../../etc/passwd'])
      expect(
        (await call(t.app, 'POST', vf(`/templates/${form.id}/uploadcsv`), { token: acme, body: { csvLink } }))
          .status,
      ).toBe(400);

    const big = await uploadCsv(
      acme,
      'big.csv',
      ['email', ...Array.from({ length: 1001 }, (_, i) => `p${i}@big.test`)].join('\n'),
    );
    const tooMany = await call(t.app, 'POST', vf(`/templates/${form.id}/uploadcsv`), {
      token: acme,
      body: { csvLink: big },
    });
    expect(tooMany.status).toBe(400);
    expect(await mailbox(t.app, 'p0@big.test')).toHaveLength(0);
  });
});

describe('banners', () => {
  it('lists stock banners served as public SVG', async () => {
    const list = await call<{ items: Array<{ id: string; url: string }> }>(t.app, 'GET', vf('/banner'), {
      token: acme,
    });
    expect(list.body.data.items.length).toBeGreaterThan(2);
    const [first] = list.body.data.items;
    expect(first?.url).toBe(`/api/vform/v1/v-forms/banner/${first?.id}.svg`);
    const image = await t.app.inject({ method: 'GET', url: first?.url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(image.body).toMatch(/^<svg /);
    expect((await t.app.inject({ method: 'GET', url: vf('/banner/nope.svg') })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it("answers 404 for another business's form and its fields", async () => {
    const form = await publishedForm('Acme only');
    const [field] = form.fields;
    const probes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/templates/${form.id}`],
      ['PUT', `/templates/${form.id}`, { title: 'Mine now' }],
      ['GET', `/templates/${form.id}/fields`],
      ['POST', `/templates/${form.id}/fields`, { type: 'email' }],
      ['PUT', `/templates/${form.id}/fields/${field?.id}`, { label: 'x' }],
      ['DELETE', `/templates/${form.id}/fields/${field?.id}`],
      ['POST', `/templates/${form.id}/fields/${field?.id}/reorder`, { position: 0 }],
      ['POST', `/templates/${form.id}/fields/${field?.id}/duplicate`],
      ['GET', `/templates/${form.id}/estimated-charge`],
      ['POST', `/templates/${form.id}/share`, { to: ['g@globex.test'] }],
      ['POST', `/templates/${form.id}/publish`],
      ['POST', `/templates/${form.id}/unpublish`],
      ['DELETE', `/templates/${form.id}`],
      ['POST', '/templates/shared/template', { templateId: form.id }],
    ];
    for (const [method, path, body] of probes) {
      const answer = await call(t.app, method, vf(path), { token: globex, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message, `${method} ${path}`).toBe('vForm template not found');
    }
    const intact = await call<TVFormTemplate>(t.app, 'GET', vf(`/templates/${form.id}`), { token: acme });
    expect(intact.body.data).toMatchObject({ title: 'Acme only', status: 'published' });
    expect(intact.body.data.fields).toHaveLength(1);
    const globexList = await call<PageList<TVFormTemplateSummary>>(t.app, 'GET', vf('/templates?limit=100'), {
      token: globex,
    });
    expect(globexList.body.data.items.map((item) => item.id)).not.toContain(form.id);
  });

  it('needs a session and vform:view', async () => {
    expect((await call(t.app, 'GET', vf('/templates'), {})).status).toBe(401);
    expect((await call(t.app, 'POST', vf('/templates/blank'), { body: { title: 'x' } })).status).toBe(401);
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    expect((await call(t.app, 'GET', vf('/templates'), { token: analyst })).status).toBe(403);
    expect((await call(t.app, 'GET', vf('/fields'), { token: analyst })).status).toBe(403);
  });

  it('records template and field writes in the audit log, field edits filed under their form', async () => {
    const form = await createBlank('Audited');
    await addField(form.id, { type: 'email' });
    await call(t.app, 'PUT', vf(`/templates/${form.id}`), { token: acme, body: { title: 'Audited 2' } });
    const log = await call<{ items: Array<{ event: string; resource: string; resourceId: string | null }> }>(
      t.app,
      'GET',
      `/api/audit/v1/auditlogs/filter?resource_id=${form.id}&limit=10`,
      { token: acme },
    );
    // The builder's activity list: this form's writes only, newest first.
    expect(log.body.data.items.map((item) => `${item.event} ${item.resource}`)).toEqual([
      'update vForm',
      'create vForm field',
      'create vForm',
    ]);
    expect(log.body.data.items.every((item) => item.resourceId === form.id)).toBe(true);
  });
});
