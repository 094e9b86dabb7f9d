import { ZUploadResponse } from '@verity/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_OWNER, createTestApp, type TestApp, tokenFor } from './harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

function multipart(
  files: Array<{ name: string; content: Buffer; type: string }>,
  fields: Record<string, string> = {},
) {
  const boundary = '----verity-test-boundary';
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const bigPng = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function upload(url: string, body: ReturnType<typeof multipart>, withToken = true) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
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
    expect(item?.cachedLocation).toMatch(/\?v=[0-9a-f]{16}$/);

    const served = await t.app.inject({ method: 'GET', url: new URL(item?.location ?? '').pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(270);
    const cached = await t.app.inject({
      method: 'GET',
      url: new URL(item?.cachedLocation ?? '').pathname + new URL(item?.cachedLocation ?? '').search,
    });
    expect(cached.headers['cache-control']).toContain('immutable');
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
    const meta = await sharp(
      (await t.app.inject({ method: 'GET', url: new URL(location).pathname })).rawPayload,
    ).metadata();
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

  it('keeps documents as sent, downloads them as attachments, and stops serving them after expireInDays', async () => {
    let now = new Date();
    const clocked = await createTestApp({ now: () => now });
    try {
      const ownerToken = await tokenFor(clocked.app, ACME_OWNER);
      const body = multipart(
        [{ name: '../../etc/report.csv', content: Buffer.from('email\na@b.co\n'), type: 'text/csv' }],
        { expireInDays: '1' },
      );
      const response = await clocked.app.inject({
        method: 'POST',
        url: '/api/media/v1/uploads/documents',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${ownerToken}` },
      });
      expect(response.statusCode).toBe(201);
      const item = response.json().data.items[0];
      expect(item.name).toBe('report.csv');
      const path = new URL(item.location).pathname;
      const served = await clocked.app.inject({ method: 'GET', url: path });
      expect(served.body).toBe('email\na@b.co\n');
      expect(served.headers['content-disposition']).toBe('attachment; filename="report.csv"');
      now = new Date(now.getTime() + 2 * 86_400_000);
      expect((await clocked.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    } finally {
      await clocked.close();
    }
  });
});
