import { ZUploadResponse } from '@verity/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_ANALYST, ACME_OWNER, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';
import { multipart } from './multipart.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

const bigPng = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function upload(url: string, body: ReturnType<typeof multipart>, withToken: boolean | string = true) {
  const bearer = withToken === true ? token : withToken;
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
}

/** GET a file URL (path and query) on `app`, with a token or none. */
function fetchFile(url: string, bearer?: string, app = t.app) {
  const { pathname, search } = new URL(url);
  return app.inject({
    method: 'GET',
    url: pathname + search,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

describe('media uploads', () => {
  it('resizes an image to fit 480x360 and serves it back from disk', async () => {
    const response = await upload(
      '/api/media/v1/uploads/media',
      multipart([{ name: 'logo.png', content: await bigPng(), type: 'image/png' }]),
    );
    expect(response.statusCode).toBe(201);
    const { items } = ZUploadResponse.parse(response.json().data);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item?.location).toMatch(/^http:\/\/verity\.test\/api\/media\/v1\/files\/.+\/logo\.png$/);
    expect(item?.cachedLocation).toMatch(/\?expires=\d+&signature=[\w-]{43}$/);

    const served = await fetchFile(item?.location ?? '', token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(270);
    const cached = await fetchFile(item?.cachedLocation ?? '');
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('honours a smaller imageWidth/imageHeight and refuses a larger one', async () => {
    const small = await upload(
      '/api/media/v1/uploads/media',
      multipart([{ name: 'a.png', content: await bigPng(), type: 'image/png' }], {
        imageWidth: '100',
        imageHeight: '100',
      }),
    );
    const location = small.json().data.items[0].location as string;
    const meta = await sharp((await fetchFile(location, token)).rawPayload).metadata();
    expect(meta.width).toBe(100);
    const tooWide = await upload(
      '/api/media/v1/uploads/media',
      multipart([{ name: 'a.png', content: await bigPng(), type: 'image/png' }], { imageWidth: '5000' }),
    );
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toBe('The image width field should not be more than 480');
  });

  it('refuses files that are not images, unknown extensions, no files and no token', async () => {
    const fake = await upload(
      '/api/media/v1/uploads/media',
      multipart([{ name: 'x.png', content: Buffer.from('not an image'), type: 'image/png' }]),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(
      'The file x.png is not a valid PNG file: its content does not match its type',
    );
    const exe = await upload(
      '/api/media/v1/uploads/documents',
      multipart([{ name: 'x.exe', content: Buffer.from('MZ'), type: 'application/octet-stream' }]),
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('The files field has an unsupported format');
    const none = await upload('/api/media/v1/uploads/documents', multipart([]));
    expect(none.statusCode).toBe(400);
    const anonymous = await upload(
      '/api/media/v1/uploads/documents',
      multipart([{ name: 'a.csv', content: Buffer.from('a,b'), type: 'text/csv' }]),
      false,
    );
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media/v1/uploads/documents',
      headers: { authorization: `Bearer ${token}` },
      payload: { files: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps documents as sent and downloads them as attachments', async () => {
    const response = await upload(
      '/api/media/v1/uploads/documents',
      multipart([
        { name: '../../etc/report.csv', content: Buffer.from('email\na@b.co\n'), type: 'text/csv' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const item = response.json().data.items[0];
    expect(item.name).toBe('report.csv');
    const served = await fetchFile(item.location, token);
    expect(served.body).toBe('email\na@b.co\n');
    expect(served.headers['content-disposition']).toBe('attachment; filename="report.csv"');
  });
});

const pngBytes = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .png()
    .toBuffer();
/** The opening of an Office Open XML file: a zip whose entry names say which kind it is. */
const officeZip = (folder: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from(`\0\0[Content_Types].xml\0\0${folder}document.xml\0`),
  ]);

describe('who may read an uploaded file', () => {
  it('serves `location` only with a token of a user of the owning business', async () => {
    const response = await upload(
      '/api/media/v1/uploads/documents',
      multipart([
        { name: 'id-card.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const { location } = response.json().data.items[0];

    const anonymous = await fetchFile(location);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().name).toBe('UnauthorizedError');
    const foreign = await fetchFile(location, await tokenFor(t.app, GLOBEX_OWNER));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('File not found');
    const colleague = await fetchFile(location, await tokenFor(t.app, ACME_ANALYST));
    expect(colleague.statusCode).toBe(200);
    expect(colleague.body).toBe('%PDF-1.4\n%%EOF\n');
  });

  it('signs `cachedLocation` for expireInDays (7 by default) and refuses a forged or expired one', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const clocked = await createTestApp({ now: () => now });
    try {
      const ownerToken = await tokenFor(clocked.app, ACME_OWNER);
      const send = async (fields: Record<string, string> = {}) => {
        const body = multipart([{ name: 'scan.png', content: await pngBytes(), type: 'image/png' }], fields);
        const response = await clocked.app.inject({
          method: 'POST',
          url: '/api/media/v1/uploads/media',
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${ownerToken}` },
        });
        expect(response.statusCode).toBe(201);
        return response.json().data.items[0] as {
          location: string;
          cachedLocation: string;
          expiresAt: string;
        };
      };
      const week = await send();
      const day = await send({ expireInDays: '1' });
      expect(week.expiresAt).toBe('2026-03-08T10:00:00.000Z');
      expect(day.expiresAt).toBe('2026-03-02T10:00:00.000Z');
      expect((await fetchFile(week.cachedLocation, undefined, clocked.app)).statusCode).toBe(200);

      const forged = new URL(week.cachedLocation);
      forged.searchParams.set('expires', String(Number(forged.searchParams.get('expires')) + 86_400));
      expect((await fetchFile(forged.href, undefined, clocked.app)).statusCode).toBe(404);
      // One file's signature does not open another file.
      const swapped = new URL(day.cachedLocation);
      swapped.search = new URL(week.cachedLocation).search;
      expect(swapped.pathname).not.toBe(new URL(week.cachedLocation).pathname);
      expect((await fetchFile(swapped.href, undefined, clocked.app)).statusCode).toBe(404);

      now = new Date('2026-03-02T10:00:01Z');
      const expired = await fetchFile(day.cachedLocation, undefined, clocked.app);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe('File not found');
      expect((await fetchFile(week.cachedLocation, undefined, clocked.app)).statusCode).toBe(200);
      // The file itself stays: its owner still reads it with a token (a fresh sign-in: a day has passed).
      const laterToken = await tokenFor(clocked.app, ACME_OWNER);
      expect((await fetchFile(day.location, laterToken, clocked.app)).statusCode).toBe(200);

      now = new Date('2026-03-08T10:00:01Z');
      expect((await fetchFile(week.cachedLocation, undefined, clocked.app)).statusCode).toBe(404);
    } finally {
      await clocked.close();
    }
  });

  it('serves with the stored type, nosniff and a private cache; only images and PDFs inline', async () => {
    const response = await upload(
      '/api/media/v1/uploads/documents',
      multipart([
        { name: 'scan.png', content: await pngBytes(), type: 'image/png' },
        { name: 'terms.pdf', content: Buffer.from('%PDF-1.7\n'), type: 'application/pdf' },
        { name: 'letter.docx', content: officeZip('word/'), type: 'application/octet-stream' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const served = await Promise.all(
      response.json().data.items.map((item: { cachedLocation: string }) => fetchFile(item.cachedLocation)),
    );
    expect(served.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(served.map((answer) => answer.headers['content-type'])).toEqual([
      'image/png',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(served.map((answer) => answer.headers['content-disposition'])).toEqual([
      'inline; filename="scan.png"',
      'inline; filename="terms.pdf"',
      'attachment; filename="letter.docx"',
    ]);
    for (const answer of served) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toMatch(/^private\b/);
    }
  });
});

describe('who may upload', () => {
  it('takes documents and images from any member; what reads a document checks its own permission', async () => {
    // Acme's analyst holds customer verification only: no vForms, no Sanction & PEP.
    const analyst = await tokenFor(t.app, ACME_ANALYST);
    const csv = multipart([
      { name: 'people.csv', content: Buffer.from('entityType,name\nindividual,Ada\n'), type: 'text/csv' },
    ]);
    const uploaded = await upload('/api/media/v1/uploads/documents', csv, analyst);
    expect(uploaded.statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/aml/v1/advanced/watchlist/upload',
      headers: { authorization: `Bearer ${analyst}` },
      payload: { csvLink: uploaded.json().data.items[0].location },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().name).toBe('ForbiddenError');
    const photo = multipart([{ name: 'me.png', content: await pngBytes(), type: 'image/png' }]);
    expect((await upload('/api/media/v1/uploads/media', photo, analyst)).statusCode).toBe(201);
  });
});

describe('what an upload claims to be', () => {
  it.each([
    { name: 'invoice.pdf', content: Buffer.from('<html><script>alert(1)</script></html>'), kind: 'PDF' },
    { name: 'photo.jpg', content: Buffer.from('%PDF-1.4\n'), kind: 'JPG' },
    { name: 'report.docx', content: officeZip('xl/'), kind: 'DOCX' },
    { name: 'sheet.xlsx', content: Buffer.from('MZ\x90\0 not a zip'), kind: 'XLSX' },
    { name: 'slides.ppt', content: Buffer.from('plain text'), kind: 'PPT' },
    { name: 'people.csv', content: Buffer.from('email\0\na@b.co'), kind: 'CSV' },
    { name: 'latin1.csv', content: Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]), kind: 'CSV' },
  ])('refuses $name whose bytes are not a $kind file', async ({ name, content, kind }) => {
    const response = await upload(
      '/api/media/v1/uploads/documents',
      multipart([{ name, content, type: 'application/octet-stream' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      message: `The file ${name} is not a valid ${kind} file: its content does not match its type`,
    });
  });

  it('accepts each type whose bytes match: images, PDF, Office files and UTF-8 CSV', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const response = await upload(
      '/api/media/v1/uploads/documents',
      multipart([
        { name: 'a.png', content: await pngBytes(), type: 'image/png' },
        { name: 'b.pdf', content: Buffer.from('%PDF-1.4\n'), type: 'application/pdf' },
        { name: 'c.doc', content: ole, type: 'application/msword' },
        { name: 'd.xlsx', content: officeZip('xl/'), type: 'application/octet-stream' },
        { name: 'e.pptx', content: officeZip('ppt/'), type: 'application/octet-stream' },
        { name: 'f.csv', content: Buffer.from('name\nAdé Ọlá\n'), type: 'text/csv' },
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.items).toHaveLength(6);
  });
});

describe('a profile photo', () => {
  it('is stored as its location and presented as a signed link an <img> can load', async () => {
    const photo = multipart([{ name: 'me.png', content: await pngBytes(), type: 'image/png' }]);
    const { location } = (await upload('/api/media/v1/uploads/media', photo)).json().data.items[0];
    const headers = { authorization: `Bearer ${token}` };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/v1/users/me',
      headers,
      payload: { photo: location },
    });
    expect(saved.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/v1/users/me', headers });
    const shown = me.json().data.user.photo as string;
    // The signed link is a door of its own: the file's path under /links, with the signature.
    expect(shown.startsWith(`${location.replace('/files/', '/links/')}?expires=`)).toBe(true);
    expect((await fetchFile(shown)).statusCode).toBe(200);
    expect((await fetchFile(location)).statusCode).toBe(401);
  });
});
