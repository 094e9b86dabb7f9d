/**
 * A vForm's identity capture step (features/vforms/form-capture.ts): the builder's field, the
 * public call that makes a capture session for the form's business when a respondent reaches the field,
 * and the submission, which takes only a decided session made for that field of that form, once.
 */
import type {
  TCaptureAttempt,
  TCaptureOutcome,
  TVFormCaptureStart,
  TVFormEstimatedCharge,
  TVFormField,
  TVFormFieldTemplateList,
  TVFormResponse,
} from '@verity/client';
import { DOCUMENT_TYPE_REQUIRED } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureSessions, vformResponses } from '../src/db/schema.js';
import { CAPTURE_ALREADY_USED, NOT_A_CAPTURE_FIELD } from '../src/features/vforms/form-capture.js';
import { CANNOT_TAKE_RESPONSES } from '../src/features/vforms/run-form-verifications.js';
import { ACME_OWNER, call, createTestApp, type TestApp, tokenFor } from './harness.js';
import {
  type FieldSeed,
  insertFields,
  insertTemplate,
  type Owner,
  ownerOf,
  submit,
  type TemplateSeed,
  vform,
} from './vform-fixtures.js';
import { setWalletBalance, walletBalance } from './wallet.js';

const sdk = (path: string) => `/api/identity/v1/sdk${path}`;

let t: TestApp;
let owner: string;
let acme: Owner;
/** Each test's respondent calls from an address of its own, so the per-IP limit is the one test's. */
let nextIp = 10;
const freshIp = () => `10.20.0.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  acme = await ownerOf(t.app, ACME_OWNER);
  // One attempt per session, so a declined attempt is the session's final decision.
  await call(t.app, 'POST', sdk('/identity/liveness/settings'), { token: owner, body: { maxAttempts: 1 } });
});
afterAll(() => t.close());

const livenessField = (label = 'Selfie check'): FieldSeed => ({
  type: 'identity-capture',
  label,
  required: true,
  capture: { kind: 'liveness', documentType: null },
});

async function formWith(fields: FieldSeed[], seed: TemplateSeed = {}) {
  const id = await insertTemplate(t.app, { owner: acme, title: 'Account opening', ...seed });
  return { id, fieldIds: await insertFields(t.app, id, fields) };
}

const startCapture = (templateId: string, fieldId: string, ip = '10.9.9.9') =>
  call<TVFormCaptureStart>(t.app, 'POST', vform(`/v-forms/${templateId}/captures`), {
    body: { fieldId },
    ip,
  });

/** The respondent's device runs the flow: one attempt, no frames, so the server declines it (finally). */
async function declinedCapture(url: string) {
  const token = new URLSearchParams(new URL(url).hash.slice(1)).get('token') ?? '';
  const attempt = await call<TCaptureAttempt>(t.app, 'POST', sdk('/capture/start'), { body: { token } });
  expect(attempt.status).toBe(200);
  const outcome = await call<TCaptureOutcome>(t.app, 'POST', sdk('/capture/complete'), {
    body: { token, attempt: attempt.body.data.attempt },
  });
  expect(outcome.body.data).toMatchObject({ decision: 'declined', canRetry: false, status: 'failed' });
}

describe('the identity capture field in the builder', () => {
  it('is in the palette, and keeps a document capture from losing its document type', async () => {
    const palette = await call<TVFormFieldTemplateList>(t.app, 'GET', vform('/v-forms/fields'), {
      token: owner,
    });
    expect(palette.body.data.items.find((item) => item.type === 'identity-capture')).toMatchObject({
      __type: 'verification',
      group: 'Verification',
      label: 'Identity capture',
      defaults: { capture: { kind: 'document_and_liveness', documentType: 'passport' } },
    });

    const { id } = await formWith([], { status: 'unpublished' });
    const fields = vform(`/v-forms/templates/${id}/fields`);
    const added = await call<TVFormField>(t.app, 'POST', fields, {
      token: owner,
      body: { type: 'identity-capture' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.capture).toEqual({ kind: 'document_and_liveness', documentType: 'passport' });
    const field = `${fields}/${added.body.data.id}`;
    const noDocument = await call(t.app, 'PUT', field, {
      token: owner,
      body: { capture: { kind: 'document', documentType: null } },
    });
    expect(noDocument.status).toBe(400);
    expect(noDocument.body).toMatchObject({
      message: DOCUMENT_TYPE_REQUIRED,
      fieldErrors: { 'capture.documentType': DOCUMENT_TYPE_REQUIRED },
    });
    const liveness = await call<TVFormField>(t.app, 'PUT', field, {
      token: owner,
      body: { capture: { kind: 'liveness', documentType: null } },
    });
    expect(liveness.body.data.capture).toEqual({ kind: 'liveness', documentType: null });

    // A response pays for the capture as the capture modules price it: a liveness check is 100 NGN.
    const charge = await call<TVFormEstimatedCharge>(
      t.app,
      'GET',
      vform(`/v-forms/templates/${id}/estimated-charge`),
      { token: owner },
    );
    expect(charge.body.data).toMatchObject({
      totalAmount: 10_000,
      details: [{ fieldId: added.body.data.id, verificationType: 'capture', amount: 10_000 }],
    });
  });
});

describe('starting a capture from a form', () => {
  it('makes a session for the form’s business, tied to the form and field, on the vForm capture page', async () => {
    const { id, fieldIds } = await formWith([
      livenessField(),
      {
        type: 'identity-capture',
        label: 'Passport',
        required: false,
        capture: { kind: 'document_and_liveness', documentType: 'passport' },
      },
    ]);
    const started = await startCapture(id, fieldIds[0] as string, freshIp());
    expect(started.status).toBe(201);
    const { captureId, url } = started.body.data;
    expect(started.body.data).toMatchObject({ kind: 'liveness', documentType: null });
    expect(url).toMatch(new RegExp(`^http://verity\\.test/v-forms/capture/${captureId}/liveness#token=cst_`));
    const [row] = await t.app.ctx.db.select().from(captureSessions).where(eq(captureSessions.id, captureId));
    expect(row).toMatchObject({
      businessId: acme.businessId,
      environment: 'sandbox',
      vformTemplateId: id,
      vformFieldId: fieldIds[0],
      vformResponseId: null,
      requestedByName: 'vForm: Account opening',
      maxAttempts: 1,
    });
    // The token runs the capture flow like any session's.
    const token = new URLSearchParams(new URL(url).hash.slice(1)).get('token');
    const attempt = await call<TCaptureAttempt>(t.app, 'POST', sdk('/capture/start'), { body: { token } });
    expect(attempt.body.data.kind).toBe('liveness');

    const both = await startCapture(id, fieldIds[1] as string, freshIp());
    expect(both.body.data.url).toMatch(
      new RegExp(`^http://verity\\.test/v-forms/${both.body.data.captureId}/capture#token=cst_`),
    );
  });

  it('refuses a field that takes no capture, a form that is not open, and a flood from one address', async () => {
    const { id, fieldIds } = await formWith([livenessField(), { type: 'short-text', label: 'Name' }]);
    for (const fieldId of [fieldIds[1] as string, 'no-such-field']) {
      const refused = await startCapture(id, fieldId, freshIp());
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: NOT_A_CAPTURE_FIELD });
    }
    const draft = await formWith([livenessField()], { status: 'unpublished' });
    expect((await startCapture(draft.id, draft.fieldIds[0] as string, freshIp())).status).toBe(404);
    const full = await formWith([livenessField()], { entries: 1, settings: { allowedEntries: 1 } });
    expect((await startCapture(full.id, full.fieldIds[0] as string, freshIp())).status).toBe(403);

    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await startCapture(id, fieldIds[0] as string, ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('on a live form, refuses before the respondent starts when the owner’s wallet cannot pay', async () => {
    const { id, fieldIds } = await formWith([livenessField()], { environment: 'live' });
    const wallet = { balance: await walletBalance(t.app, acme.businessId) };
    await setWalletBalance(t.app, acme.businessId, 0);
    try {
      const refused = await startCapture(id, fieldIds[0] as string, freshIp());
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ message: CANNOT_TAKE_RESPONSES });
    } finally {
      await setWalletBalance(t.app, acme.businessId, wallet?.balance ?? 0);
    }
    expect((await startCapture(id, fieldIds[0] as string, freshIp())).status).toBe(201);
  });
});

describe('submitting a form with a capture', () => {
  it('stores the server’s decision with the response, from the session and never from the browser', async () => {
    const { id, fieldIds } = await formWith([livenessField()]);
    const fieldId = fieldIds[0] as string;
    const ip = freshIp();
    const missing = await submit(t.app, id, {}, { ip });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ [`fields.${fieldId}`]: 'The Selfie check field is required' });

    const started = (await startCapture(id, fieldId, ip)).body.data;
    const early = await submit(t.app, id, { [fieldId]: { captureId: started.captureId } }, { ip });
    expect(early.status).toBe(400);
    expect(early.body.fieldErrors).toEqual({
      [`fields.${fieldId}`]: 'Finish the identity check in the Selfie check field before submitting',
    });

    await declinedCapture(started.url);
    const sent = await submit(
      t.app,
      id,
      // Whatever else the browser says about the capture is dropped: the session says what it was.
      { [fieldId]: { captureId: started.captureId, decision: 'approved' } },
      { ip },
    );
    expect(sent.status).toBe(201);
    const response = await call<TVFormResponse>(
      t.app,
      'GET',
      vform(`/v-forms/responses/${sent.body.data.id}`),
      {
        token: owner,
      },
    );
    expect(response.body.data.status).toBe('unverified');
    expect(response.body.data.answers).toEqual([
      expect.objectContaining({
        fieldId,
        type: 'identity-capture',
        value: { captureId: started.captureId, kind: 'liveness', documentType: null },
        verification: { checkId: started.captureId, status: 'declined', verified: false },
      }),
    ]);
    const [session] = await t.app.ctx.db
      .select()
      .from(captureSessions)
      .where(eq(captureSessions.id, started.captureId));
    expect(session?.vformResponseId).toBe(sent.body.data.id);

    // One capture answers one response.
    const again = await submit(t.app, id, { [fieldId]: { captureId: started.captureId } }, { ip: freshIp() });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual({ [`fields.${fieldId}`]: CAPTURE_ALREADY_USED });
  });

  it('takes an approved capture as verified, and refuses one made for another field or form', async () => {
    const { id, fieldIds } = await formWith([livenessField(), livenessField('Second selfie')]);
    const [first, second] = fieldIds as [string, string];
    const other = await formWith([livenessField()]);
    const ip = freshIp();
    const mine = (await startCapture(id, first, ip)).body.data;
    const forSecond = (await startCapture(id, second, ip)).body.data;
    const elsewhere = (await startCapture(other.id, other.fieldIds[0] as string, ip)).body.data;
    // An approval needs a live person in front of a camera; the decision is written as the flow would.
    for (const captureId of [mine.captureId, forSecond.captureId, elsewhere.captureId])
      await t.app.ctx.db
        .update(captureSessions)
        .set({
          status: 'completed',
          result: { decision: 'approved', attempt: 1 } as never,
          decidedAt: new Date(),
        })
        .where(eq(captureSessions.id, captureId));

    const swapped = await submit(
      t.app,
      id,
      { [first]: { captureId: forSecond.captureId }, [second]: { captureId: elsewhere.captureId } },
      { ip },
    );
    expect(swapped.status).toBe(400);
    expect(swapped.body.fieldErrors).toEqual({
      [`fields.${first}`]: 'The Selfie check field should be an identity check taken on this form',
      [`fields.${second}`]: 'The Second selfie field should be an identity check taken on this form',
    });

    const sent = await submit(
      t.app,
      id,
      { [first]: { captureId: mine.captureId }, [second]: { captureId: forSecond.captureId } },
      { ip },
    );
    expect(sent.status).toBe(201);
    const [row] = await t.app.ctx.db
      .select()
      .from(vformResponses)
      .where(eq(vformResponses.id, sent.body.data.id));
    expect(row?.status).toBe('verified');
    const answers = (row?.answers ?? []) as TVFormResponse['answers'];
    expect(answers.map((answer) => answer.verification)).toEqual([
      { checkId: mine.captureId, status: 'approved', verified: true },
      { checkId: forSecond.captureId, status: 'approved', verified: true },
    ]);
  });
});
