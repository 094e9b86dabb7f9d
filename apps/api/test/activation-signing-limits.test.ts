/**
 * How often a business may have the service agreement mailed (PUT /businesses/{id}/sla-upload): each mail
 * asks an address the business typed to sign for a company named as it chose. Not again to a signee whose
 * agreement waits within the hour, at most 5 to one signee and 10 in all in 24 hours; refused with 429
 * before a PDF is rendered, counted from the database (a restart forgets nothing), one at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, users } from '../src/db/schema.js';
import { renderAgreementPdf } from '../src/features/sla/agreement-pdf.js';
import {
  ACME_OWNER,
  type Answer,
  call,
  createTestApp,
  mailbox,
  type TestApp,
  tokenFor,
  user,
} from './harness.js';

// Counts the agreements rendered: a refused send must not render one.
vi.mock('../src/features/sla/agreement-pdf.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/features/sla/agreement-pdf.js')>();
  return { ...actual, renderAgreementPdf: vi.fn(actual.renderAgreementPdf) };
});
const renders = () => vi.mocked(renderAgreementPdf).mock.calls.length;

const SIGNEE = 'ceo@acme.example';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const dataDir = mkdtempSync(join(tmpdir(), 'verity-signing-limits-'));
let clock = Date.now();
let t: TestApp;
let owner: string;
let businessId: string;

const step = (path: string) => user(`/businesses/${businessId}${path}`);
type Refusal = { timeRemainingInSeconds: number };

async function send(app = t.app): Promise<Answer<Refusal>> {
  return call<Refusal>(app, 'PUT', step('/sla-upload'), { token: owner, body: {} });
}

async function expectOk(answer: Promise<Answer<unknown>>): Promise<void> {
  const { status, body } = await answer;
  expect({ status, message: body.message }).toMatchObject({ status: 200 });
}

/** Sends, then cancels, so the next send is a new agreement rather than the waiting one again. */
async function sendAndCancel(): Promise<void> {
  await expectOk(send());
  await expectOk(call(t.app, 'POST', step('/signature-request/cancel'), { token: owner, body: {} }));
}

async function nameSignee(email: string): Promise<void> {
  await expectOk(
    call(t.app, 'PUT', step('/sla-signee'), {
      token: owner,
      body: { firstName: 'Ada', lastName: 'Signer', email, jobTitle: 'Chief Executive' },
    }),
  );
}

function expectRefused(answer: Answer<Refusal>, message: string, seconds: number): void {
  expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 429, message });
  expect(answer.body.data).toEqual({ timeRemainingInSeconds: seconds });
  expect(answer.headers['retry-after']).toBe(String(seconds));
}

/** Moves the clock on; a session idle that long has ended, so the owner signs in again. */
async function later(ms: number): Promise<void> {
  clock += ms;
  owner = await tokenFor(t.app, ACME_OWNER);
}

const signingMails = async (to: string) =>
  (await mailbox(t.app, to)).filter((mail) => mail.subject?.startsWith('Please sign')).length;

beforeAll(async () => {
  t = await createTestApp({ dataDir, keep: true, now: () => new Date(clock) });
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_OWNER));
  businessId = row?.businessId ?? '';
  // Acme is seeded activated; its agreement can be sent only while it fills in its activation.
  await t.app.ctx.db.update(businesses).set({ status: 'not_activated' }).where(eq(businesses.id, businessId));
  t.app.ctx.authCache.forgetBusiness(businessId);
  owner = await tokenFor(t.app, ACME_OWNER);
  await expectOk(
    call(t.app, 'PUT', step('/information'), {
      token: owner,
      body: {
        companyName: 'Sandbox Industries Ltd',
        registrationNumber: 'rc 1234567',
        countryCode: 'NG',
        industry: 'Fintech',
      },
    }),
  );
  await expectOk(
    call(t.app, 'PUT', step('/subscription-and-pricing'), { token: owner, body: { model: 'pay_as_you_go' } }),
  );
  await nameSignee(SIGNEE);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mailing the agreement to the signee', () => {
  it('does not mail a waiting agreement to its signee again within the hour of its last mail', async () => {
    const before = renders();
    await expectOk(send());
    expect(renders()).toBe(before + 1);
    expect(await signingMails(SIGNEE)).toBe(1);

    const again = await send();
    expectRefused(
      again,
      `The agreement was mailed to ${SIGNEE} less than an hour ago and is waiting for their signature. You can send it again in 1 hour`,
      3600,
    );
    expect(renders()).toBe(before + 1);
    expect(await signingMails(SIGNEE)).toBe(1);

    await later(59 * MINUTE);
    expectRefused(
      await send(),
      `The agreement was mailed to ${SIGNEE} less than an hour ago and is waiting for their signature. You can send it again in 1 minute`,
      60,
    );
    await later(MINUTE);
    await expectOk(send());
    expect(renders()).toBe(before + 2);

    // A reminder is a mail too: the hour runs again from it, for reminders and sends alike.
    await later(10 * MINUTE);
    await expectOk(call(t.app, 'POST', step('/signature-request/send-reminder'), { token: owner, body: {} }));
    await later(20 * MINUTE);
    const reminder = await call<Refusal>(t.app, 'POST', step('/signature-request/send-reminder'), {
      token: owner,
      body: {},
    });
    expectRefused(
      reminder,
      'A reminder was sent less than an hour ago. You can send another in 40 minutes',
      2400,
    );
    expectRefused(
      await send(),
      `The agreement was mailed to ${SIGNEE} less than an hour ago and is waiting for their signature. You can send it again in 40 minutes`,
      2400,
    );
    expect(renders()).toBe(before + 2);
  });

  it('sends at most 5 agreements to one signee and 10 in all in 24 hours', async () => {
    await later(25 * HOUR);
    const start = clock;
    for (let sent = 0; sent < 5; sent++) {
      await sendAndCancel();
      await later(MINUTE);
    }
    const before = renders();
    expectRefused(
      await send(),
      `The agreement has been sent to ${SIGNEE} 5 times in the last 24 hours. You can send it to them again in 23 hours 55 minutes`,
      (start + 24 * HOUR - clock) / 1000,
    );
    expect(renders()).toBe(before);

    // Another signee: the business's own count goes on.
    await nameSignee('cfo@acme.example');
    for (let sent = 0; sent < 5; sent++) await sendAndCancel();
    await nameSignee('coo@acme.example');
    expectRefused(
      await send(),
      'The agreement has been sent 10 times in the last 24 hours. You can send it again in 23 hours 55 minutes',
      (start + 24 * HOUR - clock) / 1000,
    );
    expect(renders()).toBe(before + 5);
    expect(await signingMails('coo@acme.example')).toBe(0);

    // A day after the first, one more can go.
    clock = start + 24 * HOUR;
    owner = await tokenFor(t.app, ACME_OWNER);
    await expectOk(send());
    expect(await signingMails('coo@acme.example')).toBe(1);
  });

  it('lets only one of two sends at once through', async () => {
    await later(25 * HOUR);
    await nameSignee(SIGNEE);
    const before = renders();
    const mailsBefore = await signingMails(SIGNEE);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    // Both passed the first count, before either rendered (no transaction is held while a PDF renders);
    // the count under the lock let one through.
    expect(renders()).toBeLessThanOrEqual(before + 2);
    expect(await signingMails(SIGNEE)).toBe(mailsBefore + 1);
  });

  it('remembers what was sent across a restart', async () => {
    await later(25 * HOUR);
    const start = clock;
    for (let sent = 0; sent < 5; sent++) await sendAndCancel();
    await t.close();

    t = await createTestApp({ dataDir, seed: false, now: () => new Date(clock) });
    owner = await tokenFor(t.app, ACME_OWNER);
    const before = renders();
    expectRefused(
      await send(),
      `The agreement has been sent to ${SIGNEE} 5 times in the last 24 hours. You can send it to them again in 24 hours`,
      (start + 24 * HOUR - clock) / 1000,
    );
    expect(renders()).toBe(before);
  });
});
