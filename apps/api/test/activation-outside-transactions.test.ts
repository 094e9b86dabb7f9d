/**
 * Activation's slow steps hold no transaction: the company registry is asked, and the agreement rendered,
 * signed and counter-signed, before the request's transaction opens. On embedded PGlite an open
 * transaction holds the one connection every other request needs, so any of these inside one would stall
 * the whole API for as long as it takes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heldTransaction } from '../src/db/request-transaction.js';
import { businesses, users } from '../src/db/schema.js';
import type { CompanyProvider } from '../src/features/company/company-provider.js';
import { SandboxCompanyProvider } from '../src/features/company/sandbox-company-provider.js';
import { renderAgreementPdf } from '../src/features/sla/agreement-pdf.js';
import { signFirst, signIncrementally } from '../src/features/sla/pades-signing.js';
import { ACME_OWNER, call, createTestApp, fromLatestMail, type TestApp, tokenFor, user } from './harness.js';

/** What each slow step saw when it ran: the transaction it was inside, if any. */
const seen: Array<{ step: string; held: string | undefined }> = [];
const noting =
  <A extends unknown[], R>(step: string, work: (...args: A) => R) =>
  (...args: A): R => {
    seen.push({ step, held: heldTransaction() });
    return work(...args);
  };

vi.mock('../src/features/sla/agreement-pdf.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/features/sla/agreement-pdf.js')>();
  return { ...actual, renderAgreementPdf: vi.fn(actual.renderAgreementPdf) };
});
vi.mock('../src/features/sla/pades-signing.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/features/sla/pades-signing.js')>();
  return {
    ...actual,
    signFirst: vi.fn(actual.signFirst),
    signIncrementally: vi.fn(actual.signIncrementally),
  };
});

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SIGNEE = 'signer@acme.example';

let t: TestApp;
let owner: string;
let businessId: string;
const step = (path: string) => user(`/businesses/${businessId}${path}`);

beforeAll(async () => {
  vi.mocked(renderAgreementPdf).mockImplementation(
    noting(
      'render',
      (
        await vi.importActual<typeof import('../src/features/sla/agreement-pdf.js')>(
          '../src/features/sla/agreement-pdf.js',
        )
      ).renderAgreementPdf,
    ),
  );
  const pades = await vi.importActual<typeof import('../src/features/sla/pades-signing.js')>(
    '../src/features/sla/pades-signing.js',
  );
  vi.mocked(signFirst).mockImplementation(noting('sign', pades.signFirst));
  vi.mocked(signIncrementally).mockImplementation(noting('countersign', pades.signIncrementally));
  // The sandbox registry, noting when it is asked.
  const registry = new SandboxCompanyProvider();
  const sandbox: CompanyProvider = {
    name: registry.name,
    lookup: noting('registry', registry.lookup.bind(registry)),
    verifyBusinessAccount: registry.verifyBusinessAccount.bind(registry),
    search: registry.search.bind(registry),
  };
  t = await createTestApp({ companyProviders: { sandbox, live: undefined } });
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, ACME_OWNER));
  businessId = row?.businessId ?? '';
  await t.app.ctx.db.update(businesses).set({ status: 'not_activated' }).where(eq(businesses.id, businessId));
  t.app.ctx.authCache.forgetBusiness(businessId);
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

const put = async (path: string, body: unknown, token = owner) => {
  const answer = await call(t.app, 'PUT', step(path), { token, body });
  expect({ path, status: answer.status, message: answer.body.message }).toMatchObject({ status: 200 });
};

describe('activation’s slow steps', () => {
  it('ask the registry, render, sign and counter-sign outside every transaction, and still save', async () => {
    await put('/information', {
      companyName: 'Sandbox Industries Ltd',
      registrationNumber: 'rc 1234567',
      countryCode: 'NG',
      industry: 'Fintech',
    });
    await put('/subscription-and-pricing', { model: 'pay_as_you_go' });
    await put('/sla-signee', { firstName: 'Ada', lastName: 'Signer', email: SIGNEE, jobTitle: 'Director' });
    await put('/sla-upload', {});

    const token = await fromLatestMail(t.app, SIGNEE, /\/sla\/sign\/([\w-]+)/);
    const signed = await call(t.app, 'POST', user(`/sla/signature-requests/${token}/sign`), {
      body: { signedName: 'Ada Signer', signature: SIGNATURE, consent: true },
    });
    expect(signed.status).toBe(200);

    // Review is platform staff's; the business is put straight in line for it here.
    await t.app.ctx.db
      .update(businesses)
      .set({ status: 'pending_activation' })
      .where(eq(businesses.id, businessId));
    const admin = await tokenFor(t.app, 'admin@verity.local');
    const activated = await call(t.app, 'POST', step('/activate'), { token: admin, body: {} });
    expect(activated.status).toBe(200);

    expect(seen.map((entry) => entry.step)).toEqual(['registry', 'render', 'sign', 'countersign']);
    expect(seen.filter((entry) => entry.held !== undefined)).toEqual([]);

    // What each step wrote was kept, with its audit row.
    const [business] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(business).toMatchObject({ name: 'Sandbox Industries Ltd', status: 'activated' });
  });
});
