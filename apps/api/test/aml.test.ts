/**
 * Sanction and PEP screening over HTTP, in sandbox with the documented values (docs/sandbox.md): hits
 * with their reasons, a clear name, a near miss that must not match, a transliterated name and a wallet;
 * the refusals of bad input naming the field; the history's filters, scopes and CSV; an officer's
 * decisions changing the status, audited; and the watchlist (by hand and by CSV with a per-row report;
 * a malformed or oversized CSV refused, naming the line, column or limit, and nothing lost), screened in
 * the checks of its own business only. Answers are parsed with the client's schemas.
 */
import { Readable } from 'node:stream';
import {
  type CursorList,
  type TAmlCheck,
  type TAmlSettings,
  type TAmlWatchlistEntry,
  type TAmlWatchlistUploadReport,
  UPLOAD_MAX_BYTES,
  ZAmlCheck,
  ZAmlWatchlistEntry,
} from '@verity/client';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amlWatchlistEntries, auditLogs, mediaFiles } from '../src/db/schema.js';
import {
  ACME_ANALYST,
  ACME_OWNER,
  call,
  createTestApp,
  GLOBEX_OWNER,
  type TestApp,
  tokenFor,
} from './harness.js';
import { multipart } from './multipart.js';

const aml = (path: string) => `/api/aml/v1${path}`;
const HISTORY = aml('/verifications/advanced/aml-checks');

let t: TestApp;
let owner: string;
let globex: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
  globex = await tokenFor(t.app, GLOBEX_OWNER);
});
afterAll(() => t.close());

async function screen(path: string, body: unknown, token = owner) {
  return call<TAmlCheck>(t.app, 'POST', aml(path), { token, body });
}

async function screened(path: string, body: unknown, token = owner): Promise<TAmlCheck> {
  const answer = await screen(path, body, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ZAmlCheck.strict().parse(answer.body.data);
}

const person = (name: string, extra: Record<string, unknown> = {}) => ({
  entityType: 'individual',
  name,
  ...extra,
});

describe('screening the documented sandbox values', () => {
  it('a sanctioned name is a potential match, with the entity, its lists and the reasons in words', async () => {
    const check = await screened('/verifications/aml-checks', person('Sandbox Sanctioned'));
    expect(check).toMatchObject({ type: 'name', status: 'potential_match', riskLevel: 'critical_high_risk' });
    const [hit] = check.hits;
    expect(hit?.entity).toMatchObject({
      id: 'sbx-sanction-1',
      category: 'sanction',
      birthDates: ['1970-05-05'],
      programs: ['SBX-1: fictitious asset freeze'],
      listedOn: '2019-03-01',
    });
    expect(hit?.score).toBeGreaterThanOrEqual(0.8);
    expect(hit?.reasons.find((reason) => reason.feature === 'name')?.text).toMatch(/agree 100%/);
    expect(check.lists).toEqual(expect.arrayContaining(['Sandbox Consolidated Sanctions List']));
  });

  it('a PEP is a potential match of lower risk, with the positions held', async () => {
    const check = await screened('/verifications/aml-checks', person('Sandbox Politician'));
    expect(check.riskLevel).toBe('potential_high_risk');
    expect(check.hits[0]?.entity.positions[0]).toMatch(/state house of assembly/);
  });

  it('the clear name is clear', async () => {
    const check = await screened('/verifications/aml-checks', person('Temperance Halloway'));
    expect(check).toMatchObject({ status: 'clear', riskLevel: 'low_risk', hits: [] });
  });

  it('the same name born in another year is not raised, and says why when asked at a low threshold', async () => {
    const nearMiss = person('Abdulrahman Yusuf Quadri', { birthDate: '1990' });
    expect((await screened('/verifications/aml-checks', nearMiss)).status).toBe('clear');
    const low = await screened('/verifications/advanced/individual/aml-checks', {
      ...nearMiss,
      entityType: undefined,
      threshold: 0.5,
    });
    const reasons = low.hits.find((hit) => hit.id === 'sbx-sanction-2')?.reasons ?? [];
    expect(reasons.find((reason) => reason.feature === 'birth_date')).toMatchObject({ effect: -0.3 });
  });

  it('a name written in Cyrillic finds its listed spelling', async () => {
    const check = await screened('/verifications/aml-checks', person('Абдулрахман Юсуф Кадри'));
    expect(check.hits.map((hit) => hit.id)).toContain('sbx-sanction-2');
  });

  it('a listed wallet is a hit on its address alone', async () => {
    const check = await screened('/verifications/crypto/aml-checks', {
      chain: 'ethereum',
      address: '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c',
    });
    expect(check).toMatchObject({ type: 'crypto', status: 'potential_match' });
    expect(check.hits[0]?.reasons.map((reason) => reason.feature)).toContain('identifier');
  });

  it('the domestic PEP check searches one country’s PEPs only', async () => {
    const kenya = await screened('/advanced/domestic-pep', {
      type: 'individual',
      name: 'Sandbox Minister',
      country: 'ke',
    });
    expect(kenya).toMatchObject({ type: 'domestic_pep', status: 'potential_match' });
    const nigeria = await screened('/advanced/domestic-pep', {
      type: 'individual',
      name: 'Sandbox Minister',
      country: 'NG',
    });
    expect(nigeria.status).toBe('clear');
    const sanctioned = await screened('/advanced/domestic-pep', {
      type: 'individual',
      name: 'Sandbox Sanctioned',
      country: 'ng',
    });
    expect(sanctioned.status).toBe('clear');
  });

  it('screens the person an identity check found, by its id', async () => {
    const found = await call<{ id: string }>(
      t.app,
      'POST',
      '/api/identity/v1/verifications/identity/ng/nin',
      {
        token: owner,
        body: { number: '55555555555', isConsent: true },
      },
    );
    expect(found.status).toBe(200);
    const check = await screened('/verifications/identity/aml-checks', {
      verificationId: found.body.data.id,
    });
    expect(check).toMatchObject({ type: 'identity', status: 'potential_match' });
    expect(check.subject.verificationId).toBe(found.body.data.id);
    const otherBusiness = await screen(
      '/verifications/identity/aml-checks',
      { verificationId: found.body.data.id },
      globex,
    );
    expect(otherBusiness.status).toBe(404);
  });

  it('"Sandbox Unavailable" finds the lists down: 503 with a free failed record', async () => {
    const answer = await screen('/verifications/aml-checks', person('Sandbox Unavailable'));
    expect(answer.status).toBe(503);
    const id = (answer.body.data as unknown as { id: string }).id;
    const detail = await call<TAmlCheck>(t.app, 'GET', `${HISTORY}/${id}`, { token: owner });
    expect(detail.body.data).toMatchObject({ status: 'failed', cost: { amount: 0 } });
  });
});

describe('bad input gets a 4xx naming the field', () => {
  it.each([
    ['an empty name', '/verifications/aml-checks', person('  '), 'name', 'The name field is required'],
    ['a 10 KB name', '/verifications/aml-checks', person('a'.repeat(10_240)), 'name', /not more than 200/],
    ['a NUL', '/verifications/aml-checks', person('Sandbox\u0000Sanctioned'), 'name', /./],
    ['no entity type', '/verifications/aml-checks', { name: 'Ada' }, 'entityType', /required/],
    [
      'a bad birth date',
      '/verifications/aml-checks',
      person('Ada', { birthDate: '1990-13' }),
      'birthDate',
      /YYYY/,
    ],
    [
      'an ethereum address too short',
      '/verifications/crypto/aml-checks',
      { chain: 'ethereum', address: '0x123' },
      'address',
      'The address field should be a valid ethereum address',
    ],
    [
      'a bitcoin address on tron',
      '/verifications/crypto/aml-checks',
      { chain: 'tron', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT' },
      'address',
      /valid tron address/,
    ],
    [
      'an unknown chain',
      '/verifications/crypto/aml-checks',
      { chain: 'dogecoin', address: 'D123' },
      'chain',
      /chain/,
    ],
    [
      'an unknown advanced type',
      '/verifications/advanced/vessel/aml-checks',
      { name: 'Ada' },
      'type',
      /type/,
    ],
    [
      'a domestic PEP check without a country',
      '/advanced/domestic-pep',
      { type: 'individual', name: 'Ada' },
      'country',
      /required/,
    ],
  ])('%s', async (_, path, body, field, message) => {
    const answer = await screen(path, body);
    expect(answer.status).toBe(400);
    if (field === 'name' && message instanceof RegExp && message.source === '.') return;
    expect(answer.body.fieldErrors?.[field]).toMatch(message);
  });
});

describe('the history', () => {
  it('filters by status, type and a text in the name, at the business and for another business not at all', async () => {
    const clear = await call<CursorList<TAmlCheck>>(t.app, 'GET', `${HISTORY}?status=clear&query=halloway`, {
      token: owner,
    });
    expect(clear.body.data.items.length).toBeGreaterThan(0);
    expect(
      clear.body.data.items.every((check) => check.status === 'clear' && /Halloway/.test(check.reference)),
    ).toBe(true);
    const crypto = await call<CursorList<TAmlCheck>>(t.app, 'GET', `${HISTORY}?type=crypto`, {
      token: owner,
    });
    expect(crypto.body.data.items.map((check) => check.type)).toEqual(['crypto']);
    const theirs = await call<CursorList<TAmlCheck>>(t.app, 'GET', HISTORY, { token: globex });
    expect(theirs.body.data.items).toEqual([]);
    expect((await call(t.app, 'GET', `${HISTORY}?status=maybe`, { token: owner })).status).toBe(400);
  });

  it('exports the filtered history as CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: aml('/verifications/advanced/aml-checks/export/csv?type=crypto'),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    const [header, row, ...rest] = response.body.trim().split('\n');
    expect(header).toContain('topHit');
    expect(row).toContain('ethereum:0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c');
    expect(rest).toEqual([]);
  });
});

describe('decisions on hits', () => {
  it('a false positive clears the check; a confirmed hit makes it a confirmed match; each is audited', async () => {
    const check = await screened('/verifications/aml-checks', person('Sandbox Politician'));
    const hitId = check.hits[0]?.id ?? '';
    const url = `${HISTORY}/${check.id}/hits/${hitId}`;
    // Acme's analyst sees customer verification only: no aml:view, no decisions.
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    const refused = await call(t.app, 'PUT', url, {
      token: analyst,
      body: { decision: 'confirmed', note: 'x' },
    });
    expect(refused.status).toBe(403);
    const ruledOut = await call<TAmlCheck>(t.app, 'PUT', url, {
      token: owner,
      body: { decision: 'false_positive', note: 'Different person: our customer is 30 years younger' },
    });
    expect(ruledOut.status).toBe(200);
    expect(ruledOut.body.data).toMatchObject({ status: 'clear', riskLevel: 'low_risk' });
    expect(ruledOut.body.data.hits[0]?.decision).toMatchObject({
      outcome: 'false_positive',
      decidedBy: { name: expect.any(String) },
    });
    const confirmed = await call<TAmlCheck>(t.app, 'PUT', url, {
      token: owner,
      body: { decision: 'confirmed', note: 'Same person' },
    });
    expect(confirmed.body.data.status).toBe('confirmed_match');
    const audits = await t.app.ctx.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.resource, 'aml-check'),
          eq(auditLogs.resourceId, check.id),
          eq(auditLogs.event, 'update'),
        ),
      );
    expect(audits).toHaveLength(2);
    const listed = await call<CursorList<TAmlCheck>>(t.app, 'GET', `${HISTORY}?status=confirmed_match`, {
      token: owner,
    });
    expect(listed.body.data.items.map((item) => item.id)).toContain(check.id);
  });

  it('refuses a decision without a note, on an unknown hit, or on another business’s check', async () => {
    const check = await screened('/verifications/aml-checks', person('Sandbox Sanctioned'));
    const url = `${HISTORY}/${check.id}/hits/${check.hits[0]?.id}`;
    const noNote = await call(t.app, 'PUT', url, {
      token: owner,
      body: { decision: 'confirmed', note: ' ' },
    });
    expect(noNote.body.fieldErrors?.note).toBe('The note field is required');
    expect(
      (
        await call(t.app, 'PUT', `${HISTORY}/${check.id}/hits/nobody`, {
          token: owner,
          body: { decision: 'confirmed', note: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', url, { token: globex, body: { decision: 'confirmed', note: 'x' } })).status,
    ).toBe(404);
  });
});

describe('the watchlist', () => {
  const WATCHLIST = aml('/advanced/watchlist');

  it('an entry is screened in its own business’s checks only, and no longer once removed', async () => {
    const added = await call<TAmlWatchlistEntry>(t.app, 'POST', WATCHLIST, {
      token: owner,
      body: {
        entityType: 'individual',
        name: 'Obadiah Fernsby',
        country: 'gh',
        reason: 'Chargeback fraud ring',
      },
    });
    expect(added.status).toBe(201);
    ZAmlWatchlistEntry.strict().parse(added.body.data);
    const hit = await screened('/verifications/aml-checks', person('Obadiah Fernsby'));
    expect(hit.hits[0]?.entity).toMatchObject({ category: 'watchlist', datasets: ['Business watchlist'] });
    expect(hit.riskLevel).toBe('critical_high_risk');
    expect((await screened('/verifications/aml-checks', person('Obadiah Fernsby'), globex)).status).toBe(
      'clear',
    );

    const renamed = await call<TAmlWatchlistEntry>(t.app, 'PUT', `${WATCHLIST}/${added.body.data.id}`, {
      token: owner,
      body: { entityType: 'individual', name: 'Obadiah Fernsbury' },
    });
    expect(renamed.body.data.name).toBe('Obadiah Fernsbury');
    expect(
      (await call(t.app, 'DELETE', `${WATCHLIST}/${added.body.data.id}`, { token: globex })).status,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `${WATCHLIST}/${added.body.data.id}`, { token: owner })).status).toBe(
      200,
    );
    expect((await screened('/verifications/aml-checks', person('Obadiah Fernsbury'))).status).toBe('clear');
  });

  it('a wallet entry needs an address in its chain’s format', async () => {
    const bad = await call(t.app, 'POST', WATCHLIST, {
      token: owner,
      body: { entityType: 'wallet', chain: 'solana', address: '0xabc' },
    });
    expect(bad.body.fieldErrors?.address).toBe('The address field should be a valid solana address');
    const noName = await call(t.app, 'POST', WATCHLIST, { token: owner, body: { entityType: 'business' } });
    expect(noName.body.fieldErrors?.name).toBe('The name field is required');
  });

  /** The document upload the dashboard sends a watchlist CSV through, before it posts the `csvLink`. */
  function uploadDocument(content: Buffer | Readable, headers?: Record<string, string>) {
    const body =
      content instanceof Readable
        ? undefined
        : multipart([{ name: 'watchlist.csv', content, type: 'text/csv' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/media/v1/uploads/documents',
      headers: { authorization: `Bearer ${owner}`, ...(body?.headers ?? headers) },
      payload: body?.payload ?? content,
    });
  }

  async function upload(csv: string) {
    const response = await uploadDocument(Buffer.from(csv));
    expect(response.statusCode, response.body).toBe(201);
    const [file] = (response.json().data as { items: Array<{ location: string }> }).items;
    return call<TAmlWatchlistUploadReport>(t.app, 'POST', `${WATCHLIST}/upload`, {
      token: owner,
      body: { csvLink: file?.location },
    });
  }

  it('a CSV adds its valid rows and reports each refused row with the field and the reason', async () => {
    const answer = await upload(
      [
        'entityType,name,aliases,country,chain,address',
        'individual,Quillon Abernathy,Q. Abernathy;Quill Abernathy,ng,,',
        'business,,,,,',
        'wallet,,,,ethereum,0x12',
        'vessel,Sea Queen,,,,',
        'wallet,,,,bitcoin,1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
      ].join('\n'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.added).toBe(2);
    expect(answer.body.data.refused).toEqual([
      { row: 3, field: 'name', message: 'The name field is required' },
      { row: 4, field: 'address', message: 'The address field should be a valid ethereum address' },
      { row: 5, field: 'entityType', message: expect.stringMatching(/entity type/) },
    ]);
    const list = await call<CursorList<TAmlWatchlistEntry>>(t.app, 'GET', `${WATCHLIST}?query=abernathy`, {
      token: owner,
    });
    expect(list.body.data.items[0]?.aliases).toEqual(['Q. Abernathy', 'Quill Abernathy']);
    expect((await screened('/verifications/aml-checks', person('Quill Abernathy'))).status).toBe(
      'potential_match',
    );
  });

  it('a CSV that is not a watchlist is refused whole, naming the csvLink field, and adds nothing', async () => {
    const before = await call<CursorList<TAmlWatchlistEntry>>(t.app, 'GET', WATCHLIST, { token: owner });
    const answer = await upload('name;country\n"unclosed,ng\n');
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.csvLink).toMatch(/csv link field is not a readable CSV \(line 2\)/);
    const after = await call<CursorList<TAmlWatchlistEntry>>(t.app, 'GET', WATCHLIST, { token: owner });
    expect(after.body.data.items.length).toBe(before.body.data.items.length);
    const notOurs = await call(t.app, 'POST', `${WATCHLIST}/upload`, {
      token: globex,
      body: { csvLink: 'https://example.com/x.csv' },
    });
    expect(notOurs.status).toBe(400);
  });

  const storedCounts = async () => {
    const db = t.database.db;
    const [entries] = await db.select({ n: count() }).from(amlWatchlistEntries);
    const [files] = await db.select({ n: count() }).from(mediaFiles);
    return { entries: entries?.n, files: files?.n };
  };

  it.each([
    ['lacks the entityType column', 'name,country\nAda Watch,ng\n', /\(missing: entityType\)$/],
    [
      'has a column it does not know',
      'entityType,name,nickname\nindividual,Ada Watch,Ada\n',
      /\(unknown: nickname\)$/,
    ],
    ['has a column twice', 'entityType,name,name\nindividual,Ada Watch,Ada\n', /\(repeated: name\)$/],
  ])(
    'a CSV whose header row %s is refused whole, naming the column, and adds nothing',
    async (_, csv, column) => {
      const before = await storedCounts();
      const answer = await upload(csv);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors?.csvLink).toMatch(
        /^The csv link field should have a header row of entityType, name/,
      );
      expect(answer.body.fieldErrors?.csvLink).toMatch(column);
      expect((await storedCounts()).entries).toBe(before.entries);
    },
  );

  it('a row with cells the header has no column for is refused by its line; the other rows are added', async () => {
    const answer = await upload('entityType,name\nindividual,Ada Overflow,ng\nindividual,Grace Underflow\n');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      added: 1,
      refused: [{ row: 2, field: null, message: "The row has more cells than the header's 2 columns" }],
    });
  });

  it.each([
    ['a NUL byte', Buffer.from('entityType,name\nindividual,Ada\u0000Watch\n')],
    [
      'bytes that are not UTF-8 text',
      Buffer.concat([Buffer.from('entityType,name\n'), Buffer.from([0xff, 0xfe, 0x80])]),
    ],
  ])(
    'a CSV with %s is refused by the upload, naming the files field, and nothing is stored',
    async (_, content) => {
      const before = await storedCounts();
      const response = await uploadDocument(content);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.files).toBe(
        'The file watchlist.csv is not a valid CSV file: its content does not match its type',
      );
      expect(await storedCounts()).toEqual(before);
    },
  );

  /**
   * A multipart upload of a CSV of `megabytes` MiB, streamed from one 1 MiB buffer: no 100 MB body is ever
   * built, and `pulled()` says how much of it the server has read.
   */
  function streamedCsv(megabytes: number) {
    const boundary = '----verity-large-csv';
    const chunk = Buffer.alloc(1024 * 1024, 'individual,Oversized Upload Entry\n');
    let pulled = 0;
    // Asynchronous, as a socket delivers a body: a chunk at a time, so the server can stop reading.
    async function* parts() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="watchlist.csv"\r\nContent-Type: text/csv\r\n\r\nentityType,name\n`,
      );
      for (let i = 0; i < megabytes; i += 1) {
        pulled += chunk.length;
        yield chunk;
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    // Not in object mode, so the stream reads one chunk ahead at most, not sixteen.
    const stream = Readable.from(parts(), { objectMode: false, highWaterMark: 64 * 1024 });
    return {
      stream,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      pulled: () => pulled,
    };
  }

  it('a 100 MB CSV is refused by the upload (413, naming the limit) once past it, and nothing is stored', async () => {
    const before = await storedCounts();
    const large = streamedCsv(100);
    const response = await uploadDocument(large.stream, large.headers);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      name: 'PayloadTooLargeError',
      message: `The file should be less than ${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
    });
    // Refused where it passed the 10 MB limit: the rest of the 100 MB was never read.
    expect(large.pulled()).toBeLessThanOrEqual(UPLOAD_MAX_BYTES + 2 * 1024 * 1024);
    expect(await storedCounts()).toEqual(before);
  });

  it('the entries already on the watchlist survive every refused upload, and are still screened', async () => {
    const added = await call<TAmlWatchlistEntry>(t.app, 'POST', WATCHLIST, {
      token: owner,
      body: { entityType: 'individual', name: 'Perpetua Stallworth' },
    });
    expect(added.status).toBe(201);
    const listed = async () =>
      (await call<CursorList<TAmlWatchlistEntry>>(t.app, 'GET', `${WATCHLIST}?limit=100`, { token: owner }))
        .body.data.items;
    const before = await listed();

    expect((await upload('entityType,name\n"Perpetua,individual\n')).status).toBe(400);
    expect((await upload('name\nPerpetua Stallworth\n')).status).toBe(400);
    const large = streamedCsv(100);
    expect((await uploadDocument(large.stream, large.headers)).statusCode).toBe(413);

    expect(await listed()).toEqual(before);
    expect(before.map((entry) => entry.id)).toContain(added.body.data.id);
    expect((await screened('/verifications/aml-checks', person('Perpetua Stallworth'))).status).toBe(
      'potential_match',
    );
  });
});

describe('the business’s thresholds', () => {
  const SETTINGS = aml('/advanced/settings');

  it('screens at the product default until the business sets its own, by default and per type', async () => {
    const initial = await call<TAmlSettings>(t.app, 'GET', SETTINGS, { token: owner });
    expect(initial.body.data).toEqual({ defaultThreshold: 0.8, thresholds: {} });
    const typo = person('Sandbox Sanctiond');
    const raised = await screened('/verifications/aml-checks', typo);
    const score = raised.hits[0]?.score ?? 0;
    expect(score).toBeGreaterThanOrEqual(0.8);
    expect(score).toBeLessThan(0.99);

    const saved = await call<TAmlSettings>(t.app, 'PUT', SETTINGS, {
      token: owner,
      body: { defaultThreshold: 0.8, thresholds: { name: 0.99 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ defaultThreshold: 0.8, thresholds: { name: 0.99 } });
    const strict = await screened('/verifications/aml-checks', typo);
    expect(strict).toMatchObject({ status: 'clear', threshold: 0.99 });
    // Another type keeps the default; another business keeps its own.
    expect(
      (await screened('/verifications/advanced/individual/aml-checks', { name: typo.name })).status,
    ).toBe('potential_match');
    expect(
      (await call<TAmlSettings>(t.app, 'GET', SETTINGS, { token: globex })).body.data.thresholds,
    ).toEqual({});
  });

  it('refuses a threshold outside 0.5 to 1, naming it, and a member without the settings permission', async () => {
    const low = await call(t.app, 'PUT', SETTINGS, { token: owner, body: { defaultThreshold: 0.3 } });
    expect(low.body.fieldErrors?.defaultThreshold).toBe('The default threshold field should be at least 0.5');
    const unknown = await call(t.app, 'PUT', SETTINGS, {
      token: owner,
      body: { defaultThreshold: 0.8, thresholds: { vessel: 0.9 } },
    });
    expect(unknown.status).toBe(400);
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    expect(
      (await call(t.app, 'PUT', SETTINGS, { token: analyst, body: { defaultThreshold: 0.9 } })).status,
    ).toBe(403);
  });
});
