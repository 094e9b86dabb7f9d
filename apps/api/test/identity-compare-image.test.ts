import { moduleRouteSchemas } from '@verity/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACES, face } from '../src/features/identity/face/test-faces.js';
import { ACME_OWNER, call, createTestApp, GLOBEX_OWNER, type TestApp, tokenFor } from './harness.js';

const url = '/api/identity/v1/verifications/identity/compare-image';
const dataUrl = (bytes: Buffer, type = 'jpeg') => `data:image/${type};base64,${bytes.toString('base64')}`;

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenFor(t.app, ACME_OWNER);
});
afterAll(() => t.close());

describe('POST compare-image', () => {
  it('scores two photos of one person high and two people low, and stores each as a check', async () => {
    const same = await call<{ id: string; similarity: number; match: boolean; threshold: number }>(
      t.app,
      'POST',
      url,
      {
        token: owner,
        body: {
          firstImage: dataUrl(await face(FACES.manPhoto1, 'jpeg')),
          secondImage: dataUrl(await face(FACES.manPhoto2, 'png'), 'png'),
          isConsent: true,
        },
      },
    );
    expect(same.status).toBe(200);
    expect(same.body.message).toBe('The faces match');
    // The answer is the shape the client types it with (the kit's contract: moduleRouteSchemas).
    expect(() => moduleRouteSchemas.identity?.compareImage?.strict().parse(same.body.data)).not.toThrow();
    expect(same.body.data.match).toBe(true);
    expect(same.body.data.similarity).toBeGreaterThan(same.body.data.threshold);

    const different = await call<{ similarity: number; match: boolean }>(t.app, 'POST', url, {
      token: owner,
      body: {
        firstImage: dataUrl(await face(FACES.manPhoto1, 'jpeg')),
        secondImage: dataUrl(await face(FACES.woman, 'jpeg')),
        isConsent: true,
      },
    });
    expect(different.body.data.match).toBe(false);
    expect(different.body.data.similarity).toBeLessThan(same.body.data.similarity);

    const stored = await call(t.app, 'GET', `/api/identity/v1/verifications/identity/${same.body.data.id}`, {
      token: owner,
    });
    expect(stored.body.data).toMatchObject({ type: 'facial_compare', country: 'global', status: 'found' });
  });

  it('answers 400 when an image has no face, is not an image, or is a file of another business', async () => {
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    const noFace = await call(t.app, 'POST', url, {
      token: owner,
      body: {
        firstImage: dataUrl(await face(FACES.manPhoto1, 'jpeg')),
        secondImage: dataUrl(blank),
        isConsent: true,
      },
    });
    expect(noFace.status).toBe(400);
    expect(noFace.body.message).toBe('No face was found in the second image');

    const notImage = await call(t.app, 'POST', url, {
      token: owner,
      body: { firstImage: 'https://example.com/a.jpg', secondImage: 'x', isConsent: true },
    });
    expect(notImage.status).toBe(400);

    const globex = await tokenFor(t.app, GLOBEX_OWNER);
    const boundary = '----b';
    const photo = await face(FACES.manPhoto1, 'jpeg');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media/v1/uploads/media',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${globex}`,
      },
    });
    const location = upload.json().data.items[0].location as string;
    const foreign = await call(t.app, 'POST', url, {
      token: owner,
      body: { firstImage: location, secondImage: dataUrl(photo), isConsent: true },
    });
    expect(foreign.status).toBe(400);
    const own = await call(t.app, 'POST', url, {
      token: globex,
      body: { firstImage: location, secondImage: dataUrl(photo), isConsent: true },
    });
    expect(own.status).toBe(200);
    expect((own.body.data as { match: boolean }).match).toBe(true);
  });

  it('requires consent', async () => {
    const answer = await call(t.app, 'POST', url, {
      token: owner,
      body: { firstImage: 'data:image/png;base64,AA==', secondImage: 'data:image/png;base64,AA==' },
    });
    expect(answer.body.message).toBe('The consent field is required');
  });
});
