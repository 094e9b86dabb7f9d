/**
 * Document capture and liveness, first slice (features/capture): the business's liveness
 * settings, capture sessions with a one-time token (hashed at rest, 10 minutes, the settings' attempts),
 * and the capture flow starting attempts, each with a challenge the server drew.
 */
import {
  DEFAULT_LIVENESS_SETTINGS,
  type PageList,
  type TCaptureAttempt,
  type TCaptureRecord,
  type TCaptureSession,
  type TCreatedCaptureSession,
  type TLivenessSettings,
} from '@verity/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, businesses, captureSessions, users } from '../src/db/schema.js';
import { CAPTURE_PAGE_CSP } from '../src/features/capture/capture-page-routes.js';
import { CAPTURE_ATTEMPTS_SPENT, CAPTURE_SESSION_INVALID } from '../src/features/capture/capture-routes.js';
import { NO_CHECKS_ON } from '../src/features/capture/liveness-settings.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  type TestApp,
  tokenFor,
} from './harness.js';

const sdk = (path: string) => `/api/identity/v1/sdk${path}`;

let t: TestApp;
let now = new Date('2026-11-26T10:00:00Z');
let owner: string;
let analyst: string;
let globex: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  owner = await tokenFor(t.app, ACME_OWNER);
  analyst = await tokenFor(t.app, ACME_ANALYST);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
});
afterAll(() => t.close());

const settings = (token: string) =>
  call<TLivenessSettings>(t.app, 'GET', sdk('/identity/liveness/settings'), { token });
const saveSettings = (body: unknown, token = owner) =>
  call<TLivenessSettings>(t.app, 'POST', sdk('/identity/liveness/settings'), { token, body });
const createSession = (body: unknown, token = owner) =>
  call<TCreatedCaptureSession>(t.app, 'POST', sdk('/identity/capture-sessions'), { token, body });
const start = (token: string) =>
  call<TCaptureAttempt>(t.app, 'POST', sdk('/capture/start'), { body: { token } });

describe('liveness settings', () => {
  it('start from the defaults, change only what a save names, and record what changed', async () => {
    expect((await settings(owner)).body.data).toEqual(DEFAULT_LIVENESS_SETTINGS);
    const saved = await saveSettings({
      challengeLength: 4,
      thresholds: { faceMatch: 0.7 },
      branding: { primaryColor: '#aa00cc' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      ...DEFAULT_LIVENESS_SETTINGS,
      challengeLength: 4,
      thresholds: { ...DEFAULT_LIVENESS_SETTINGS.thresholds, faceMatch: 0.7 },
      branding: { ...DEFAULT_LIVENESS_SETTINGS.branding, primaryColor: '#AA00CC' },
    });
    expect((await settings(analyst)).body.data).toEqual(saved.body.data);
    // Another business keeps its own.
    expect((await settings(globex)).body.data).toEqual(DEFAULT_LIVENESS_SETTINGS);

    const [row] = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, 'liveness-settings'), eq(auditLogs.userEmail, ACME_OWNER)));
    expect(row?.changes?.map((change) => change.field).sort()).toEqual([
      'branding',
      'challengeLength',
      'thresholds',
    ]);
  });

  it('refuses bad values with the field’s message, and a role without business settings', async () => {
    const bad = await saveSettings({ challengeLength: 9, branding: { primaryColor: 'purple' }, colour: 1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('The colour field is not allowed');
    const length = await saveSettings({ challengeLength: 9 });
    expect(length.body.message).toMatch(/challenge length/i);
    const colour = await saveSettings({ branding: { primaryColor: 'purple' } });
    expect(colour.body.message).toBe('The primary colour field should be a colour like #46B2C8');
    expect((await saveSettings({ maxAttempts: 2 }, analyst)).status).toBe(403);
    expect((await settings(owner)).body.data.challengeLength).toBe(4);
  });
});

describe('capture sessions', () => {
  it('gives a one-time token and URL, stores only the token’s hash, and shows the session to its business only', async () => {
    const created = await createSession({ kind: 'liveness', reference: 'customer-42' });
    expect(created.status).toBe(201);
    const session = created.body.data;
    expect(session).toMatchObject({
      kind: 'liveness',
      documentType: null,
      status: 'created',
      reference: 'customer-42',
      environment: 'sandbox',
      attemptsUsed: 0,
      maxAttempts: 3,
      expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
    });
    expect(session.token).toMatch(/^cst_[\w-]{40,}$/);
    expect(session.url).toMatch(new RegExp(`/sdk/liveness-check#token=${session.token}$`));

    const [row] = await t.app.ctx.db.select().from(captureSessions).where(eq(captureSessions.id, session.id));
    expect(row?.tokenHash).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(session.token.slice(4));

    const read = await call<TCaptureSession>(t.app, 'GET', sdk(`/identity/capture-sessions/${session.id}`), {
      token: owner,
    });
    expect(read.body.data).not.toHaveProperty('token');
    expect(read.body.data.status).toBe('created');
    expect(
      (await call(t.app, 'GET', sdk(`/identity/capture-sessions/${session.id}`), { token: globex })).status,
    ).toBe(404);
  });

  it('needs a document type for a document capture', async () => {
    const missing = await createSession({ kind: 'document_and_liveness' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The document type field is required for a document capture');
    expect((await createSession({ kind: 'document', documentType: 'library_card' })).status).toBe(400);
  });

  it('starts attempts with the token: a fresh challenge each time, the sides to capture, then no more than allowed', async () => {
    const { token } = (await createSession({ kind: 'document_and_liveness', documentType: 'national_id' }))
      .body.data;
    const attempts: TCaptureAttempt[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = await start(token);
      expect(started.status).toBe(200);
      attempts.push(started.body.data);
    }
    expect(attempts.map((attempt) => [attempt.attempt, attempt.attemptsLeft])).toEqual([
      [1, 2],
      [2, 1],
      [3, 0],
    ]);
    for (const attempt of attempts) {
      expect(attempt.challenge).toHaveLength(4); // the business set challengeLength 4
      expect(attempt.challenge.filter((action) => action === 'blink')).toHaveLength(1);
      expect(attempt.documentSides).toEqual(['front', 'back']);
      expect(attempt.branding.primaryColor).toBe('#AA00CC');
    }
    const spent = await start(token);
    expect(spent.status).toBe(403);
    expect(spent.body.message).toBe(CAPTURE_ATTEMPTS_SPENT);

    // The session's current challenge is the last one drawn, kept on the server for the decision.
    const [row] = await t.app.ctx.db
      .select()
      .from(captureSessions)
      .where(eq(captureSessions.id, attempts[0]?.sessionId ?? ''));
    expect(row?.challenge).toEqual(attempts[2]?.challenge);
    expect(row?.status).toBe('in_progress');
  });

  it('never lets parallel starts take more attempts than the session has', async () => {
    await saveSettings({ maxAttempts: 2 });
    const { token, id } = (await createSession({ kind: 'liveness' })).body.data;
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403, 403, 403, 403]);
    const [row] = await t.app.ctx.db.select().from(captureSessions).where(eq(captureSessions.id, id));
    expect(row?.attemptsUsed).toBe(2);
  });

  it('refuses an unknown token, and a session past its 10 minutes', async () => {
    expect((await start('cst_not-a-real-token')).body.message).toBe(CAPTURE_SESSION_INVALID);
    const { token, id } = (await createSession({ kind: 'liveness' })).body.data;
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    const late = await start(token);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(CAPTURE_SESSION_INVALID);
    owner = await tokenFor(t.app, ACME_OWNER);
    const read = await call<TCaptureSession>(t.app, 'GET', sdk(`/identity/capture-sessions/${id}`), {
      token: owner,
    });
    expect(read.body.data.status).toBe('expired');
  });
});

describe('the capture lists', () => {
  const list = (path: string, token = owner) =>
    call<PageList<TCaptureRecord>>(t.app, 'GET', sdk(`/identity${path}`), { token });

  it('lists document captures and liveness checks apart, newest first, filtered by name, document type, status and date', async () => {
    const amaka = (
      await createSession({
        kind: 'document',
        documentType: 'national_id',
        supplied: { firstName: 'Amaka', lastName: 'Obi' },
      })
    ).body.data;
    await createSession({ kind: 'document', documentType: 'passport', supplied: { firstName: 'Tunde' } });

    const documents = (await list('/document-capture?limit=100')).body.data;
    expect(documents.items.length).toBeGreaterThanOrEqual(3);
    expect(documents.items.every((capture) => capture.kind !== 'liveness')).toBe(true);
    expect(documents.items[0]?.name).toBe('Tunde');
    expect(documents.items[1]).toMatchObject({ id: amaka.id, name: 'Amaka Obi', status: 'created' });

    const byName = (await list('/document-capture/filter?name=AMAKA')).body.data;
    expect(byName.items.map((capture) => capture.id)).toEqual([amaka.id]);
    const passports = (await list('/document-capture/filter?document_type=passport')).body.data;
    expect(passports.items.map((capture) => capture.documentType)).toEqual(['passport']);
    // The sessions made before the clock moved past their 10 minutes show as expired, and filter so.
    const expired = (await list('/document-capture/filter?status=expired&limit=100')).body.data;
    expect(expired.items.length).toBeGreaterThan(0);
    expect(expired.items.every((capture) => capture.status === 'expired')).toBe(true);
    expect(expired.items.map((capture) => capture.id)).not.toContain(amaka.id);
    expect((await list('/document-capture/filter?status=lost')).status).toBe(400);

    const liveness = (await list('/liveness?limit=100')).body.data;
    expect(liveness.items.length).toBeGreaterThan(0);
    expect(liveness.items.every((capture) => capture.kind !== 'document')).toBe(true);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`/liveness/filter?end_date=${yesterday}`)).body.data.pagination.total).toBe(0);
    expect((await list(`/liveness/filter?start_date=${today}&limit=100`)).body.data.pagination.total).toBe(
      liveness.pagination.total,
    );
    expect((await list('/liveness', analyst)).status).toBe(200);
  });

  it('shows one document capture to its business only', async () => {
    const capture = (await createSession({ kind: 'document', documentType: 'voters_card' })).body.data;
    const read = await list(`/document-capture/${capture.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: capture.id, documentType: 'voters_card' });
    expect((await list(`/document-capture/${capture.id}`, globex)).status).toBe(404);
    const selfieOnly = (await createSession({ kind: 'liveness' })).body.data;
    expect((await list(`/document-capture/${selfieOnly.id}`)).status).toBe(404);
    expect((await list('/document-capture', globex)).body.data.pagination.total).toBe(0);
  });

  it('repeat beneath the scopes: a business to the platform admin, an organization to its staff', async () => {
    const scoped = (prefix: string, path: string, token: string) =>
      call<PageList<TCaptureRecord>>(t.app, 'GET', `/api/identity/v1${prefix}/sdk/identity${path}`, {
        token,
      });
    const ids = (answer: { body: { data: PageList<TCaptureRecord> } }) =>
      answer.body.data.items.map((capture) => capture.id);
    const admin = await tokenFor(t.app, 'admin@verity.local');
    const branch = await tokenFor(t.app, 'branch@acme.local');
    const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
    const [branchUser] = await t.app.ctx.db.select().from(users).where(eq(users.email, 'branch@acme.local'));
    const organization = `/organizations/${branchUser?.organizationId}`;
    const business = `/admin/businesses/${acme?.id}`;
    const mine = (await createSession({ kind: 'document', documentType: 'passport' })).body.data;
    const theirs = (await createSession({ kind: 'document_and_liveness', documentType: 'passport' })).body
      .data;
    await t.app.ctx.db
      .update(captureSessions)
      .set({ organizationId: branchUser?.organizationId })
      .where(eq(captureSessions.id, theirs.id));

    const asAdmin = await scoped(business, '/document-capture?limit=100', admin);
    expect(ids(asAdmin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await scoped(business, `/liveness/${theirs.id}`, admin)).status).toBe(200);
    expect((await scoped('/admin/businesses/unknown', '/document-capture', admin)).status).toBe(404);
    expect((await scoped(business, '/document-capture', owner)).status).toBe(403);

    const asBranch = await scoped(organization, '/document-capture/filter?document_type=passport', branch);
    expect(ids(asBranch)).toContain(theirs.id);
    expect(ids(asBranch)).not.toContain(mine.id);
    expect(ids(await scoped(organization, '/liveness?limit=100', branch))).toContain(theirs.id);
    expect((await scoped(organization, `/document-capture/${theirs.id}`, branch)).status).toBe(200);
    expect((await scoped(organization, `/document-capture/${mine.id}`, branch)).status).toBe(404);
    // Another business's owner holds no organization gate: refused before the organization is looked up.
    expect((await scoped(organization, '/document-capture', globex)).status).toBe(403);
  });
});

describe('a session without a kind', () => {
  it('captures what the business’s liveness settings turn on, and says so when they turn on nothing', async () => {
    // Globex: its own settings, so the other tests' business keeps the defaults.
    const kindOf = async (body: object) => {
      const answer = await createSession(body, globex);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data.kind;
    };
    expect(await kindOf({ documentType: 'passport' })).toBe('document_and_liveness');
    expect((await saveSettings({ checks: { document: false } }, globex)).status).toBe(200);
    expect(await kindOf({})).toBe('liveness');
    expect((await saveSettings({ checks: { document: true, liveness: false } }, globex)).status).toBe(200);
    const noType = await createSession({}, globex);
    expect(noType.status).toBe(400);
    expect(noType.body.message).toBe('The document type field is required for a document capture');
    expect(await kindOf({ documentType: 'national_id' })).toBe('document');
    expect((await saveSettings({ checks: { document: false } }, globex)).status).toBe(200);
    const nothing = await createSession({}, globex);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(NO_CHECKS_ON);
    // Naming the kind still works: the settings only choose for a session that does not.
    expect(await kindOf({ kind: 'liveness' })).toBe('liveness');
    await saveSettings({ checks: { document: true, liveness: true } }, globex);
  });
});

describe('the hosted capture pages', () => {
  it('are HTML with their own CSP, the camera for their origin only, no referrer and no caching', async () => {
    for (const path of ['/sdk/liveness-check', '/sdk/document-capture', '/web-view/liveness/passive/ios']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toBe(CAPTURE_PAGE_CSP);
      expect(page.headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=()');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<script src="/capture/capture.iife.js" defer></script>');
    }
  });
});
