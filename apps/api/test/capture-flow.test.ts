/**
 * The capture flow over HTTP (features/capture/capture-flow-routes.ts): start, frames and
 * document sides uploaded with the session token, each analysed as it arrives and sealed on disk, and the
 * server's decision at `complete`, stored, listed, charged once for a live session and sent as a webhook.
 * The photos are cut and drawn at test time (identity/face/test-faces.ts, capture/test-documents.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type PageList,
  type TCaptureAttempt,
  type TCaptureDetail,
  type TCaptureDocumentResult,
  type TCaptureFrameResult,
  type TCaptureOutcome,
  type TCaptureRecord,
  type TCreatedCaptureSession,
  type TDocumentText,
  ZCaptureRecord,
} from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, captureUploads, webhookMessages } from '../src/db/schema.js';
import {
  CAPTURE_ATTEMPT_STALE,
  CAPTURE_FRAME_REPEATED,
  CAPTURE_NOT_LIVENESS,
  CAPTURE_SIDE_UNKNOWN,
} from '../src/features/capture/capture-flow-routes.js';
import { CAPTURE_SESSION_INVALID } from '../src/features/capture/capture-routes.js';
import { IMAGE_REQUIRED, IMAGE_UNREADABLE } from '../src/features/capture/capture-upload.js';
import { blurred, documentPhoto } from '../src/features/capture/test-documents.js';
import { FACES, face } from '../src/features/identity/face/test-faces.js';
import { runHousekeeping } from '../src/lib/housekeeping.js';
import { ACME_WALLET_KOBO } from '../src/seed/seed.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor, user } from './harness.js';
import { walletBalance, walletCharges } from './wallet.js';

const sdk = (path: string) => `/api/identity/v1/sdk${path}`;

let t: TestApp;
let owner: string;
let globex: string;
let clockShift = 0;
const photos = {} as Record<'man1' | 'man2' | 'woman' | 'passport', Buffer>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockShift) });
  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
  photos.man1 = await face(FACES.manPhoto1, 'jpeg');
  photos.man2 = await face(FACES.manPhoto2, 'jpeg');
  photos.woman = await face(FACES.woman, 'jpeg');
  photos.passport = await documentPhoto(await face(FACES.manPhoto1, 'png'), [
    'PASSPORT',
    'SURNAME ADEBAYO',
    'GIVEN NAMES TOLU',
    'DATE OF BIRTH 1990-01-31',
  ]);
}, 60_000);
afterAll(() => t.close());

const createSession = (body: unknown) =>
  call<TCreatedCaptureSession>(t.app, 'POST', sdk('/identity/capture-sessions'), { token: owner, body });
const start = (token: string) =>
  call<TCaptureAttempt>(t.app, 'POST', sdk('/capture/start'), { body: { token } });
const complete = (token: string, attempt: number) =>
  call<TCaptureOutcome>(t.app, 'POST', sdk('/capture/complete'), { body: { token, attempt } });

/** A multipart upload as the client sends it (FormData encoded by the platform). */
async function upload<T>(path: string, fields: Record<string, string>, image?: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type }), 'image.jpg');
  const encoded = new Request('http://upload.invalid/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: sdk(path),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: T; message: string; fieldErrors?: Record<string, string> },
  };
}
const frame = (token: string, attempt: number, sequence: number, image: Buffer) =>
  upload<TCaptureFrameResult>(
    '/capture/frames',
    { token, attempt: String(attempt), sequence: String(sequence) },
    image,
  );
const side = (token: string, attempt: number, which: string, image: Buffer) =>
  upload<TCaptureDocumentResult>(
    '/capture/document',
    { token, attempt: String(attempt), side: which },
    image,
  );

async function liveness() {
  const created = await createSession({ kind: 'liveness', reference: 'cust-1' });
  expect(created.status).toBe(201);
  const attempt = await start(created.body.data.token);
  expect(attempt.status).toBe(200);
  return { session: created.body.data, attempt: attempt.body.data };
}

describe('a liveness capture', () => {
  it('analyses each frame as it arrives and decides at the end: a photo held up is declined', async () => {
    const { session, attempt } = await liveness();
    for (let sequence = 0; sequence < 5; sequence += 1) {
      const sent = await frame(session.token, attempt.attempt, sequence, photos.man1);
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ sequence, faceFound: true, framesReceived: sequence + 1 });
    }
    const again = await frame(session.token, attempt.attempt, 0, photos.man1);
    expect([again.status, again.body.message]).toEqual([409, CAPTURE_FRAME_REPEATED]);

    const outcome = await complete(session.token, attempt.attempt);
    expect(outcome.status).toBe(200);
    expect(outcome.body.data).toEqual({
      sessionId: session.id,
      status: 'in_progress',
      decision: 'declined',
      canRetry: true,
      attemptsLeft: 2,
    });
    // The verdict is the server's, once per attempt: nothing more is taken for a decided attempt.
    expect((await complete(session.token, attempt.attempt)).body.message).toBe(CAPTURE_ATTEMPT_STALE);
    expect((await frame(session.token, attempt.attempt, 5, photos.man1)).status).toBe(409);

    const list = await call<PageList<TCaptureRecord>>(t.app, 'GET', sdk('/identity/liveness'), {
      token: owner,
    });
    const record = list.body.data.items.find((item) => item.id === session.id);
    expect(() => ZCaptureRecord.parse(record)).not.toThrow();
    expect(record?.result).toMatchObject({
      decision: 'declined',
      attempt: 1,
      liveness: { frames: 5, consistency: 1 },
    });
    expect(record?.result?.reasons).toContain('challenge_not_followed');
    expect(record?.result?.liveness?.challenge.map((step) => step.action)).toEqual(attempt.challenge);

    // The frames are on disk sealed, never as the JPEG that was sent; their face descriptors are gone.
    const folder = join(t.app.ctx.config.uploadsDir, 'captures', await acmeId(), session.id);
    const files = (await readdir(folder)).sort();
    expect(files).toEqual([0, 1, 2, 3, 4].map((i) => `a1-frame-0${i}.sealed`));
    const sealed = await readFile(join(folder, files[0] ?? ''));
    expect(sealed.subarray(0, 3).equals(photos.man1.subarray(0, 3))).toBe(false);
    const uploads = await t.app.ctx.db
      .select()
      .from(captureUploads)
      .where(eq(captureUploads.sessionId, session.id));
    expect(uploads).toHaveLength(5);
    expect(uploads.every((row) => row.embedding === null)).toBe(true);

    // A retry is the next attempt, with a challenge drawn anew.
    const retry = await start(session.token);
    expect(retry.body.data).toMatchObject({ attempt: 2, attemptsLeft: 1 });
    expect((await frame(session.token, 2, 0, photos.man1)).status).toBe(200);
  }, 60_000);

  it('opens nothing with a token whose session is decided for good', async () => {
    const { session, attempt } = await liveness();
    for (let sequence = 0; sequence < 4; sequence += 1)
      await frame(session.token, attempt.attempt, sequence, photos.man1);
    // Spend the attempts: two more starts, then the last attempt decided.
    await start(session.token);
    const last = await start(session.token);
    expect(last.body.data.attemptsLeft).toBe(0);
    const outcome = await complete(session.token, last.body.data.attempt);
    expect(outcome.body.data).toMatchObject({ status: 'failed', canRetry: false, attemptsLeft: 0 });
    for (const replay of [
      await start(session.token),
      await frame(session.token, 3, 0, photos.man1),
      await complete(session.token, 3),
    ]) {
      expect(replay.status).toBe(400);
      expect(replay.body.message).toBe(CAPTURE_SESSION_INVALID);
    }
  }, 60_000);
});

describe('a document with a liveness check', () => {
  it('asks again for a blurred side, reads the document, and matches its portrait to the selfie', async () => {
    const created = await createSession({
      kind: 'document_and_liveness',
      documentType: 'passport',
      supplied: { firstName: 'Tolu', lastName: 'Adebayo' },
    });
    const { token } = created.body.data;
    const attempt = (await start(token)).body.data;
    expect(attempt.documentSides).toEqual(['front']);

    const shaky = await side(token, attempt.attempt, 'front', await blurred(photos.passport));
    expect(shaky.body.data).toMatchObject({ side: 'front', accepted: false });
    expect(shaky.body.data.problems).toContain('blurry');
    expect((await side(token, attempt.attempt, 'back', photos.passport)).body.message).toBe(
      CAPTURE_SIDE_UNKNOWN,
    );
    const sharp = await side(token, attempt.attempt, 'front', photos.passport);
    expect(sharp.body.data).toEqual({ side: 'front', accepted: true, problems: [] });
    for (let sequence = 0; sequence < 4; sequence += 1)
      await frame(token, attempt.attempt, sequence, photos.man2);
    await complete(token, attempt.attempt);

    const detail = await call<TCaptureRecord>(
      t.app,
      'GET',
      sdk(`/identity/document-capture/${created.body.data.id}`),
      {
        token: owner,
      },
    );
    const result = detail.body.data.result;
    expect(result?.faceMatch?.match).toBe(true);
    expect(result?.reasons).not.toContain('face_mismatch');
    expect(result?.document?.sides).toEqual([{ side: 'front', accepted: true, problems: [] }]);
    expect(result?.document?.text?.text).toMatch(/ADEBAYO/);
    expect(result?.document?.fields.find((field) => field.field === 'lastName')).toMatchObject({
      match: true,
    });

    const stranger = await createSession({ kind: 'document_and_liveness', documentType: 'passport' });
    const other = (await start(stranger.body.data.token)).body.data;
    await side(stranger.body.data.token, other.attempt, 'front', photos.passport);
    for (let sequence = 0; sequence < 4; sequence += 1)
      await frame(stranger.body.data.token, other.attempt, sequence, photos.woman);
    await complete(stranger.body.data.token, other.attempt);
    const declined = await call<TCaptureRecord>(
      t.app,
      'GET',
      sdk(`/identity/document-capture/${stranger.body.data.id}`),
      {
        token: owner,
      },
    );
    expect(declined.body.data.result?.faceMatch?.match).toBe(false);
    expect(declined.body.data.result?.reasons).toContain('face_mismatch');
  }, 120_000);
});

describe('the images of a capture', () => {
  it('are shown to their business by short signed links, and forgotten past its retention', async () => {
    const { session, attempt } = await liveness();
    for (let sequence = 0; sequence < 3; sequence += 1)
      await frame(session.token, attempt.attempt, sequence, photos.man1);
    await complete(session.token, attempt.attempt);
    const detail = await call<TCaptureDetail>(t.app, 'GET', sdk(`/identity/liveness/${session.id}`), {
      token: owner,
    });
    expect(detail.body.data.images.map(({ attempt: a, kind, key }) => `${a}-${kind}-${key}`)).toEqual([
      '1-frame-00',
      '1-frame-01',
      '1-frame-02',
    ]);
    const link = new URL(detail.body.data.images[0]?.url ?? '');
    const image = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/^private/);
    expect(image.rawPayload.equals(photos.man1)).toBe(true);
    // Another image's name under the same signature, a changed signature, or another business: nothing.
    const otherName = link.pathname.replace('frame-00', 'frame-01');
    for (const url of [
      `${otherName}${link.search}`,
      `${link.pathname}${link.search.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`)}`,
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', sdk(`/identity/liveness/${session.id}`), { token: globex })).status,
    ).toBe(404);

    await call(t.app, 'POST', sdk('/identity/liveness/settings'), {
      token: owner,
      body: { imageRetentionDays: 1 },
    });
    clockShift = 2 * 86_400_000;
    try {
      await runHousekeeping(t.app.ctx);
      // Two days on, yesterday's session has timed out: sign in again.
      const later = await call<TCaptureDetail>(t.app, 'GET', sdk(`/identity/liveness/${session.id}`), {
        token: await tokenFor(t.app, ACME_OWNER),
      });
      expect(later.body.data.images.every((one) => one.url === null)).toBe(true);
      expect(later.body.data.result?.decision).toBe('declined');
      expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(
        404,
      );
    } finally {
      clockShift = 0;
      owner = await tokenFor(t.app, ACME_OWNER);
      await call(t.app, 'POST', sdk('/identity/liveness/settings'), {
        token: owner,
        body: { imageRetentionDays: 90 },
      });
    }
  }, 60_000);
});

describe('partners’ pages', () => {
  it('may call the flow from any origin, and never read a signed-in capture route', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: sdk('/capture/frames'),
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
    const started = await call(t.app, 'POST', sdk('/capture/start'), {
      body: { token: 'cst_nothing' },
      headers: { origin: 'https://partner.example' },
    });
    expect(started.headers['access-control-allow-origin']).toBe('*');
    const list = await call(t.app, 'GET', sdk('/identity/liveness'), {
      token: owner,
      headers: { origin: 'https://partner.example' },
    });
    expect(list.status).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('what the flow refuses', () => {
  it('answers a clear 4xx for anything that is not a capture upload', async () => {
    const { session, attempt } = await liveness();
    const fields = { token: session.token, attempt: String(attempt.attempt), sequence: '0' };
    const json = await call(t.app, 'POST', sdk('/capture/frames'), { body: fields });
    expect(json.status).toBe(415);
    const missing = await upload('/capture/frames', fields);
    expect([missing.status, missing.body.message]).toEqual([400, IMAGE_REQUIRED]);
    const notImage = await upload('/capture/frames', fields, Buffer.from('GIF89a nope'), 'image/gif');
    expect([notImage.status, notImage.body.message]).toEqual([400, IMAGE_UNREADABLE]);
    const late = await upload('/capture/frames', { ...fields, sequence: '99' }, photos.man1);
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors?.sequence).toMatch(/at most 39/);
    const stale = await frame(session.token, attempt.attempt + 1, 0, photos.man1);
    expect(stale.status).toBe(409);
    const unknown = await frame('cst_not-a-token', 1, 0, photos.man1);
    expect([unknown.status, unknown.body.message]).toEqual([400, CAPTURE_SESSION_INVALID]);
    const documentOnly = await createSession({ kind: 'document', documentType: 'national_id' });
    const started = (await start(documentOnly.body.data.token)).body.data;
    const wrongKind = await frame(documentOnly.body.data.token, started.attempt, 0, photos.man1);
    expect([wrongKind.status, wrongKind.body.message]).toEqual([400, CAPTURE_NOT_LIVENESS]);
    expect(started.documentSides).toEqual(['front', 'back']);
  }, 60_000);
});

describe('a live capture', () => {
  it('is charged once, with its ledger row, and sent to the business’s webhook', async () => {
    await call(t.app, 'POST', user('/settings/developer/webhook'), {
      token: owner,
      body: { url: 'https://hooks.acme.example/verity', events: ['capture.completed'] },
    });
    await call(t.app, 'POST', user('/users/settings/switch-environment'), {
      token: owner,
      body: { environment: 'live' },
    });
    try {
      const { session, attempt } = await liveness();
      expect(session.environment).toBe('live');
      for (let sequence = 0; sequence < 4; sequence += 1)
        await frame(session.token, attempt.attempt, sequence, photos.man1);
      await complete(session.token, attempt.attempt);
      const second = (await start(session.token)).body.data;
      for (let sequence = 0; sequence < 4; sequence += 1)
        await frame(session.token, second.attempt, sequence, photos.man1);
      await complete(session.token, second.attempt);

      const businessId = await acmeId();
      const wallet = { balance: await walletBalance(t.app, businessId) };
      expect(wallet?.balance).toBe(ACME_WALLET_KOBO - 10000);
      const ledger = await walletCharges(t.app, session.id);
      expect(ledger).toMatchObject([{ amount: -10000, description: 'Liveness check' }]);
      const sent = await t.app.ctx.db
        .select()
        .from(webhookMessages)
        .where(
          and(eq(webhookMessages.businessId, businessId), eq(webhookMessages.type, 'capture.completed')),
        );
      expect(sent).toHaveLength(2);
      const event = JSON.parse(sent[0]?.body ?? '{}') as { data: unknown };
      expect(ZCaptureRecord.strict().parse(event.data)).toMatchObject({
        id: session.id,
        environment: 'live',
      });
    } finally {
      await call(t.app, 'POST', user('/users/settings/switch-environment'), {
        token: owner,
        body: { environment: 'sandbox' },
      });
    }
  }, 60_000);
});

async function acmeId(): Promise<string> {
  const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
  return acme?.id ?? '';
}

describe('reading a document (POST /sdk/identity/document-capture/ocr)', () => {
  it('answers the text a signed-in business sends, and refuses what is not an image', async () => {
    const form = async (image: Buffer, type: string, token: string | null) => {
      const body = new FormData();
      body.append('image', new Blob([new Uint8Array(image)], { type }), 'document.jpg');
      const encoded = new Request('http://upload.invalid/', { method: 'POST', body });
      const response = await t.app.inject({
        method: 'POST',
        url: sdk('/identity/document-capture/ocr'),
        headers: {
          'content-type': encoded.headers.get('content-type') ?? '',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      return {
        status: response.statusCode,
        body: response.json() as { data: TDocumentText; message: string },
      };
    };
    const read = await form(photos.passport, 'image/jpeg', owner);
    expect(read.status).toBe(200);
    expect(read.body.data.text).toMatch(/ADEBAYO/);
    expect(read.body.data.confidence).toBeGreaterThan(0.5);
    expect((await form(Buffer.from('not an image'), 'image/jpeg', owner)).status).toBe(400);
    expect((await form(photos.passport, 'image/jpeg', null)).status).toBe(401);
  }, 60_000);
});
