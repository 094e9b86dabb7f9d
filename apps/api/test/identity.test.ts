import { ZIdentityCheck } from '@verity/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, identityChecks } from '../src/db/schema.js';
import { ACME_WALLET_KOBO } from '../src/seed/seed.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';
import { appWithUpstream, type UpstreamDouble } from './upstream-double.js';
import { walletBalance, walletCharges } from './wallet.js';

const identity = (path: string) => `/api/identity/v1${path}`;
const ok = { isConsent: true };

let t: TestApp;
let upstream: UpstreamDouble;
let owner: string;
let globex: string;

let live: Awaited<ReturnType<typeof appWithUpstream>>;

// Seeding 5,000 past checks takes ~10 s on a quiet machine; a loaded one (npm run test:stress beside the
// API suite) took over the default 60 s, so this hook gets room rather than failing for nothing.
beforeAll(async () => {
  live = await appWithUpstream({ identityHistory: true });
  ({ t, upstream } = live);
  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
}, 180_000);
afterAll(() => live.close());

async function switchTo(token: string, environment: 'sandbox' | 'live') {
  await call(t.app, 'POST', '/api/user/v1/users/settings/switch-environment', {
    token,
    body: { environment },
  });
}

describe('running checks in sandbox', () => {
  const valid: Array<[string, string, Record<string, string>]> = [
    ['ng', 'nin', { number: '12345678901' }],
    ['ng', 'bvn', { number: '22345678901' }],
    ['ng', 'vnin', { number: 'AB12CD34EF56GH78' }],
    ['ng', 'drivers-license', { number: 'ABC12345AA12' }],
    ['ng', 'passport', { number: 'A12345678' }],
    ['ng', 'pvc', { number: '90F5 B1F0 2929 4513 021' }],
    ['ng', 'bav', { accountNumber: '0123456789', bankCode: '058' }],
    ['ng', 'premium-bav', { accountNumber: '0123456789', bankCode: '058' }],
    ['ng', 'phone', { number: '08031234567' }],
    ['gh', 'new_voter_card', { number: '1234567890' }],
    ['gh', 'old_voter_card', { number: '12345678901' }],
    ['gh', 'passport', { number: 'G1234567' }],
    ['ke', 'national-id', { number: '12345678' }],
    ['ke', 'id-scrub', { number: '1234567' }],
    ['ke', 'alien-id', { number: '123456' }],
    ['ke', 'passport', { number: 'AK1234567' }],
    ['ke', 'drivers-license', { number: 'ABC123456' }],
    ['ke', 'bav', { accountNumber: '1234567890', bankCode: '68' }],
    ['ke', 'pin-check', { number: 'A123456789Z' }],
    ['ke', 'address', { number: '12345678' }],
    ['ke', 'phone', { number: '0712345678' }],
    ['ke', 'employment', { number: '12345678' }],
    ['ke', 'plate-number', { number: 'KAA 123A' }],
    ['ke', 'vehicle-collateral', { number: 'KBZ001' }],
    ['za', 'said', { number: '8001015009087' }],
    ['za', 'bav', { accountNumber: '62123456789', bankCode: '250655' }],
    ['za', 'poa', { number: '8001015009087' }],
  ];

  it.each(valid)(
    '%s/%s: a valid number gives a stable synthetic person, free of charge',
    async (country, type, input) => {
      const first = await call(t.app, 'POST', identity(`/verifications/identity/${country}/${type}`), {
        token: owner,
        body: { ...input, ...ok },
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const check = ZIdentityCheck.parse(first.body.data);
      expect(check).toMatchObject({ status: 'found', country, environment: 'sandbox', cost: { amount: 0 } });
      expect(check.result?.photo).toMatch(/^data:image\//);
      const again = await call(t.app, 'POST', identity(`/verifications/identity/${country}/${type}`), {
        token: owner,
        body: { ...input, ...ok },
      });
      expect((again.body.data as { result: unknown }).result).toEqual(check.result);
    },
  );

  it.each([
    ['ng', 'nin', { number: '123' }, 'The NIN field should be exactly 11 digits'],
    ['ng', 'bvn', { number: '1234567890a' }, 'The BVN field should be exactly 11 digits'],
    ['ng', 'vnin', { number: 'AB12' }, 'The vNIN field should be exactly 16 letters or digits'],
    ['ng', 'pvc', { number: '90F5' }, 'The PVC number field should be a valid PVC number'],
    [
      'ng',
      'passport',
      { number: '123456789' },
      'The passport number field should be a letter followed by 8 digits',
    ],
    ['ng', 'phone', { number: '0803' }, 'The phone number field should be a valid phone number'],
    ['ng', 'bav', { accountNumber: '0123456789' }, 'The bank field is required'],
    [
      'za',
      'said',
      { number: '8001015009088' },
      'The ID number field should be a valid South African ID number',
    ],
    [
      'za',
      'said',
      { number: '8013015009086' },
      'The ID number field should be a valid South African ID number',
    ],
    [
      'ke',
      'pin-check',
      { number: 'B123456789Z' },
      'The KRA PIN field should be A or P, 9 digits and a letter, e.g. A123456789Z',
    ],
    ['gh', 'passport', { number: 'H1234567' }, 'The passport number field should be G followed by 7 digits'],
  ])('%s/%s rejects a malformed number: %j', async (country, type, input, message) => {
    const answer = await call(t.app, 'POST', identity(`/verifications/identity/${country}/${type}`), {
      token: owner,
      body: { ...input, ...ok },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('finds 11111111111 and does not find 00000000000 for every 11-digit type', async () => {
    for (const type of ['nin', 'bvn']) {
      const found = await call(t.app, 'POST', identity(`/verifications/identity/ng/${type}`), {
        token: owner,
        body: { number: '11111111111', ...ok },
      });
      expect((found.body.data as { status: string }).status).toBe('found');
      const missing = await call(t.app, 'POST', identity(`/verifications/identity/ng/${type}`), {
        token: owner,
        body: { number: '00000000000', ...ok },
      });
      expect(missing.body).toMatchObject({
        message: 'No record was found for this number',
        data: { status: 'not_found', result: null },
      });
    }
  });

  it('reports name and date matches, and a mismatch for the documented mismatch value', async () => {
    const found = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: { number: '11111111111', ...ok },
    });
    const person = (
      found.body.data as { result: { firstName: string; lastName: string; dateOfBirth: string } }
    ).result;
    const matched = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: {
        number: '11111111111',
        firstName: person.firstName.toUpperCase(),
        lastName: ` ${person.lastName} `,
        dateOfBirth: person.dateOfBirth,
        ...ok,
      },
    });
    expect((matched.body.data as { match: unknown }).match).toEqual({
      firstName: true,
      lastName: true,
      dateOfBirth: true,
    });
    const mismatch = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: { number: '22222222222', firstName: person.firstName, ...ok },
    });
    expect((mismatch.body.data as { match: unknown }).match).toEqual({
      firstName: false,
      lastName: null,
      dateOfBirth: null,
    });
  });

  it('answers 503 when the registry is down and keeps a free failed check', async () => {
    const down = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: { number: '33333333333', ...ok },
    });
    expect(down.status).toBe(503);
    expect(down.body.name).toBe('ServiceUnavailableError');
    const id = (down.body.data as { id: string }).id;
    const stored = await call(t.app, 'GET', identity(`/verifications/identity/${id}`), { token: owner });
    expect(stored.body.data).toMatchObject({ status: 'failed', cost: { amount: 0 } });
  });

  it('requires consent and rejects unknown fields and types', async () => {
    const noConsent = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: { number: '11111111111' },
    });
    expect(noConsent.body.message).toBe('The consent field is required');
    const refused = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: { number: '11111111111', isConsent: false },
    });
    expect(refused.status).toBe(400);
    const extra = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: { number: '11111111111', ...ok, x: 1 },
    });
    expect(extra.status).toBe(400);
    expect(
      (await call(t.app, 'POST', identity('/verifications/identity/ng/ssn'), { token: owner, body: ok }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', identity('/verifications/identity/us/nin'), { token: owner, body: ok }))
        .status,
    ).toBe(400);
  });

  it('runs Ghana voter checks by their own path, bank resolves, and global validation', async () => {
    const voter = await call(t.app, 'POST', identity('/verifications/identity/gh/voter'), {
      token: owner,
      body: { type: 'new_voter_card', number: '1234567890', ...ok },
    });
    expect(voter.body.data).toMatchObject({ type: 'ghVoter', status: 'found' });
    const bank = await call(
      t.app,
      'POST',
      identity('/verifications/identity/ng/bank-account-number/resolve'),
      {
        token: owner,
        body: { accountNumber: '0123456789', bankCode: '058', ...ok },
      },
    );
    expect(bank.body.data).toMatchObject({
      type: 'bav',
      result: { extra: { bankName: 'Guaranty Trust Bank' } },
    });
    const validated = await call(t.app, 'POST', identity('/verifications/identity/global/validate'), {
      token: owner,
      body: { country: 'ke', type: 'national-id', number: '12345678', ...ok },
    });
    expect(validated.body.data).toMatchObject({ country: 'ke', type: 'keNationalId' });
    const options = await call<{ items: Array<{ country: string; types: unknown[] }> }>(
      t.app,
      'GET',
      identity('/verifications/identity/global/validate/options'),
      { token: owner },
    );
    expect(options.body.data.items.map((o) => o.country)).toEqual(['ng', 'gh', 'ke', 'za']);
  });

  it('lists real bank names and codes', async () => {
    const ng = await call<{ items: Array<{ code: string; name: string }> }>(
      t.app,
      'GET',
      identity('/verifications/identity/ng/bank-account-number/bank-list'),
      { token: owner },
    );
    expect(ng.body.data.items).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    const ke = await call<{ items: Array<{ code: string; name: string }> }>(
      t.app,
      'GET',
      identity('/verifications/identity/ke/banks'),
      { token: owner },
    );
    expect(ke.body.data.items).toContainEqual({ code: '68', name: 'Equity Bank Kenya' });
  });
});

describe('live checks: charging, 402, idempotency', () => {
  it('debits the wallet with a ledger row in the same transaction as the check', async () => {
    await switchTo(owner, 'live');
    try {
      const answer = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
        token: owner,
        body: { number: '12345678901', ...ok },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        environment: 'live',
        cost: { amount: 10000, currency: 'NGN' },
        result: { fullName: 'Live Person' },
      });
      expect(upstream.calls.at(-1)).toMatchObject({
        auth: 'Bearer test-key',
        body: { country: 'ng', type: 'nin', number: '12345678901' },
      });
      const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
      const wallet = { balance: await walletBalance(t.app, acme?.id ?? '') };
      expect(wallet?.balance).toBe(ACME_WALLET_KOBO - 10000);
      const ledger = await walletCharges(t.app, (answer.body.data as { id: string }).id);
      expect(ledger).toMatchObject([{ amount: -10000, balanceAfter: ACME_WALLET_KOBO - 10000 }]);

      const down = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
        token: owner,
        body: { number: '12345679999', ...ok },
      });
      expect(down.status).toBe(503);
      const after = { balance: await walletBalance(t.app, acme?.id ?? '') };
      expect(after?.balance).toBe(ACME_WALLET_KOBO - 10000);
    } finally {
      await switchTo(owner, 'sandbox');
    }
  });

  it('charges once for a retried request with the same Idempotency-Key and answers the same', async () => {
    await switchTo(owner, 'live');
    try {
      const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
      const balance = async () => (await walletBalance(t.app, acme?.id ?? '')) ?? 0;
      const before = await balance();
      const send = () =>
        call(t.app, 'POST', identity('/verifications/identity/ng/bvn'), {
          token: owner,
          body: { number: '12345678902', ...ok },
          headers: { 'idempotency-key': 'retry-123' },
        });
      const [a, b] = await Promise.all([send(), send()]);
      const c = await send();
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      expect(c.body).toEqual(a.body);
      expect(await balance()).toBe(before - 10000);
      const stored = await t.app.ctx.db
        .select()
        .from(identityChecks)
        .where(eq(identityChecks.id, (a.body.data as { id: string }).id));
      expect(stored).toHaveLength(1);
    } finally {
      await switchTo(owner, 'sandbox');
    }
  });

  it('answers 402 with too little balance and stores nothing', async () => {
    await switchTo(globex, 'live');
    const before = await t.app.ctx.db.select().from(identityChecks);
    const answer = await call(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: globex,
      body: { number: '12345678901', ...ok },
    });
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ name: 'PaymentRequiredError', data: { price: { amount: 10000 } } });
    expect((await t.app.ctx.db.select().from(identityChecks)).length).toBe(before.length);
    await switchTo(globex, 'sandbox');
  });

  it('answers 503 for a live check when no live provider is configured', async () => {
    const bare = await createTestApp();
    try {
      const token = await tokenFor(bare.app, ACME_OWNER);
      await call(bare.app, 'POST', '/api/user/v1/users/settings/switch-environment', {
        token,
        body: { environment: 'live' },
      });
      const answer = await call(bare.app, 'POST', identity('/verifications/identity/ng/nin'), {
        token,
        body: { number: '12345678901', ...ok },
      });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('Live verification is not configured on this server');
    } finally {
      await bare.close();
    }
  });
});

describe('history, detail, export and tenancy', () => {
  type Page = {
    items: Array<{
      id: string;
      status: string;
      type: string;
      country: string;
      createdAt: string;
      organizationId: string | null;
    }>;
    pagination: {
      hasNext: boolean;
      hasPrevious: boolean;
      startAfter: string | null;
      endingBefore: string | null;
    };
  };
  const history = (token: string, query = '', prefix = '') =>
    call<Page>(t.app, 'GET', identity(`${prefix}/verifications/identity/history${query}`), { token });

  it('pages newest first with cursors in both directions', async () => {
    const first = await history(owner, '?limit=50');
    expect(first.body.data.items).toHaveLength(50);
    const ids = first.body.data.items.map((i) => i.id);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(first.body.data.pagination).toMatchObject({
      hasNext: true,
      hasPrevious: false,
      endingBefore: null,
    });
    const second = await history(owner, `?limit=50&start_after=${first.body.data.pagination.startAfter}`);
    expect((second.body.data.items[0]?.id ?? '') < (ids.at(-1) ?? '')).toBe(true);
    expect(second.body.data.pagination.hasPrevious).toBe(true);
    const back = await history(owner, `?limit=50&ending_before=${second.body.data.pagination.endingBefore}`);
    expect(back.body.data.items.map((i) => i.id)).toEqual(ids);
  });

  it('applies every filter', async () => {
    const found = await history(owner, '?status=not_found&limit=100');
    expect(found.body.data.items.length).toBeGreaterThan(0);
    expect(found.body.data.items.every((i) => i.status === 'not_found')).toBe(true);
    const byType = await history(owner, '?type=nin&limit=100');
    expect(byType.body.data.items.every((i) => i.type === 'nin')).toBe(true);
    const byCountry = await history(owner, '?country=ke&limit=100');
    expect(byCountry.body.data.items.every((i) => i.country === 'ke')).toBe(true);
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const dated = await history(owner, `?start_date=${from}&end_date=${to}&limit=100`);
    expect(dated.body.data.items.length).toBeGreaterThan(0);
    for (const item of dated.body.data.items) {
      expect(item.createdAt.slice(0, 10) >= from && item.createdAt.slice(0, 10) <= to).toBe(true);
    }
    const expired = await history(owner, '?has_expired=true&limit=10');
    expect(
      expired.body.data.items.every(
        (i) => (i as unknown as { hasExpired: boolean; result: unknown }).hasExpired,
      ),
    ).toBe(true);
    expect(expired.body.data.items.every((i) => (i as unknown as { result: unknown }).result === null)).toBe(
      true,
    );
    const fresh = await history(owner, '?has_expired=false&limit=10');
    expect(fresh.body.data.items.every((i) => !(i as unknown as { hasExpired: boolean }).hasExpired)).toBe(
      true,
    );
    const someone = (await history(owner, '?status=found&limit=1')).body.data.items[0] as unknown as {
      result: { lastName: string };
      requestedBy: { id: string };
    };
    const byName = await history(
      owner,
      `?name=${encodeURIComponent(someone.result.lastName.toLowerCase())}&limit=20`,
    );
    expect(byName.body.data.items.length).toBeGreaterThan(0);
    const byRequester = await history(owner, `?requested_by=${someone.requestedBy.id}&limit=20`);
    expect(
      byRequester.body.data.items.every(
        (i) => (i as unknown as { requestedBy: { id: string } }).requestedBy.id === someone.requestedBy.id,
      ),
    ).toBe(true);
    expect((await history(owner, '?status=maybe')).status).toBe(400);
    expect((await history(owner, '?start_date=2026-13-45')).status).toBe(400);
  });

  it('keeps each environment to itself', async () => {
    const sandbox = await history(owner, '?limit=100');
    await switchTo(owner, 'live');
    const live = await history(owner, '?limit=100');
    await switchTo(owner, 'sandbox');
    const sandboxIds = new Set(sandbox.body.data.items.map((i) => i.id));
    expect(live.body.data.items.some((i) => sandboxIds.has(i.id))).toBe(false);
  });

  it("never shows one business another's check: every id from elsewhere answers 404", async () => {
    const acmeCheck = (await history(owner, '?limit=1')).body.data.items[0];
    const other = await call(t.app, 'GET', identity(`/verifications/identity/${acmeCheck?.id}`), {
      token: globex,
    });
    expect(other.status).toBe(404);
    expect((await history(globex, '?limit=100')).body.data.items.length).toBe(0);
    const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
    expect((await history(globex, '', `/admin/businesses/${acme?.id}`)).status).toBe(403);
    expect(
      (
        await call(t.app, 'GET', identity(`/organizations/nope/verifications/identity/history`), {
          token: globex,
        })
      ).status,
    ).toBe(403);
    const mine = await call(t.app, 'GET', identity(`/verifications/identity/${acmeCheck?.id}`), {
      token: owner,
    });
    expect(mine.status).toBe(200);
  });

  it('shows a business to the platform admin and an organization to its staff only', async () => {
    const admin = await tokenFor(t.app, 'admin@verity.local');
    const [acme] = await t.app.ctx.db.select().from(businesses).where(eq(businesses.name, 'Acme Ltd'));
    const asAdmin = await history(admin, '?limit=5', `/admin/businesses/${acme?.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.items.length).toBe(5);
    expect((await history(admin, '', '/admin/businesses/unknown')).status).toBe(404);
    const someId = asAdmin.body.data.items[0]?.id;
    const adminDetail = await call(
      t.app,
      'GET',
      identity(`/admin/businesses/${acme?.id}/verifications/identity/${someId}`),
      { token: admin },
    );
    expect(adminDetail.status).toBe(200);
    expect(
      (
        await call(t.app, 'GET', identity(`/admin/businesses/${acme?.id}/verifications/identity/${someId}`), {
          token: owner,
        })
      ).status,
    ).toBe(403);

    const branch = await tokenFor(t.app, 'branch@acme.local');
    const own = await history(branch, '?limit=100');
    expect(own.body.data.items.length).toBeGreaterThan(0);
    const organizationId = own.body.data.items[0]?.organizationId;
    expect(own.body.data.items.every((i) => i.organizationId === organizationId)).toBe(true);
    const scoped = await history(branch, '?limit=100', `/organizations/${organizationId}`);
    expect(scoped.body.data.items.map((i) => i.id)).toEqual(own.body.data.items.map((i) => i.id));
    const ownerCheck = (await history(owner, '?limit=100')).body.data.items.find(
      (i) => i.organizationId === null,
    );
    expect(
      (await call(t.app, 'GET', identity(`/verifications/identity/${ownerCheck?.id}`), { token: branch }))
        .status,
    ).toBe(404);
  });

  it("writes the record's name and date of birth in the CSV, and leaves them out once retention passes", async () => {
    const csvRows = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: identity(`/verifications/identity/history/export/csv${query}`),
        headers: { authorization: `Bearer ${owner}` },
      });
      return response.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(','));
    };
    const fresh = (await history(owner, '?status=found&has_expired=false&limit=5')).body.data
      .items as unknown as Array<{
      id: string;
      result: { fullName: string; dateOfBirth: string };
    }>;
    expect(fresh.length).toBeGreaterThan(0);
    const freshRows = await csvRows('?status=found&has_expired=false');
    for (const check of fresh) {
      const row = freshRows.find((cells) => cells[0] === check.id);
      expect(row?.slice(7, 9)).toEqual([check.result.fullName, check.result.dateOfBirth]);
      expect(row?.[16]).toBe('false');
    }
    const expiredRows = await csvRows('?status=found&has_expired=true');
    expect(expiredRows.length).toBeGreaterThan(0);
    for (const row of expiredRows) expect([row[7], row[8], row[16]]).toEqual(['', '', 'true']);
  });

  it('exports the filtered history as a streamed CSV and records the export request', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: identity('/verifications/identity/history/export/csv?status=not_found&country=ng'),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="identity-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,type,typeLabel,country,status,reference,fullName,dateOfBirth,firstNameMatch,lastNameMatch,dateOfBirthMatch,requestedBy,environment,cost,currency,hasExpired',
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(
      lines.slice(1).every((line) => line.split(',')[5] === 'not_found' && line.split(',')[4] === 'ng'),
    ).toBe(true);
    const requests = await call<{ items: Array<{ status: string; rowCount: number }> }>(
      t.app,
      'GET',
      identity('/verifications/identity/history/export/requests'),
      { token: owner },
    );
    expect(requests.body.data.items[0]).toMatchObject({ status: 'completed', rowCount: lines.length - 1 });
    expect(
      (
        await call(t.app, 'GET', identity('/verifications/identity/history/export/requests'), {
          token: globex,
        })
      ).body.data,
    ).toMatchObject({ items: [] });

    const admin = await tokenFor(t.app, 'admin@verity.local');
    const support = await call<{ items: Array<{ id: string }> }>(
      t.app,
      'GET',
      identity('/verifications/identity/history/export/requests/support'),
      { token: admin },
    );
    const id = support.body.data.items[0]?.id;
    const linked = await call(
      t.app,
      'POST',
      identity(`/verifications/identity/history/export/requests/${id}/support/upload-link`),
      {
        token: admin,
        body: { report_link: 'https://files.verity.local/report.csv' },
      },
    );
    expect(linked.body.data).toMatchObject({ reportLink: 'https://files.verity.local/report.csv' });
    expect(
      (
        await call(t.app, 'GET', identity('/verifications/identity/history/export/requests/support'), {
          token: owner,
        })
      ).status,
    ).toBe(403);
  });

  it('puts a new check first in history', async () => {
    const made = await call<{ id: string }>(t.app, 'POST', identity('/verifications/identity/ng/nin'), {
      token: owner,
      body: { number: '11111111111', ...ok },
    });
    const first = await history(owner, '?limit=1');
    expect(first.body.data.items[0]?.id).toBe(made.body.data.id);
  });
});
