/**
 * Real face comparison on photos that @vladmandic/human ships in its npm package (assets/, MIT, the
 * author's own demo screenshots): faces are cut out of them with sharp at test time, so no image is
 * committed and none is fetched. Every test runs with the network blocked and checks that nothing tried.
 */
import net from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installOfflineGuard, type OfflineGuard } from '../../../testing/offline-guard.js';
import {
  createFaceComparer,
  FACE_MATCH_THRESHOLD,
  type FaceComparer,
  InvalidImageError,
  NoFaceError,
} from './compare-faces.js';
import { assetsDir, FACES, face } from './test-faces.js';

// Network guard (testing/offline-guard.ts): global fetch and every TCP socket refuse anything remote, in
// this thread and in any worker, and record it.
let guard: OfflineGuard;

const humanWasmLoaded = (): boolean =>
  Object.keys(require.cache).some((path) => path.endsWith('human.node-wasm.js'));

beforeAll(() => {
  guard = installOfflineGuard();
});

afterAll(() => {
  guard.restore();
});

describe('createFaceComparer (Human, WASM backend, models from node_modules)', () => {
  let comparer: FaceComparer;

  beforeAll(() => {
    comparer = createFaceComparer();
  });

  afterAll(async () => {
    await comparer.close();
  });

  it('loads neither the library nor the models until the first compare', () => {
    expect(humanWasmLoaded()).toBe(false);
  });

  it('matches two different photos of the same man', async () => {
    const result = await comparer.compare(
      await face(FACES.manPhoto1, 'jpeg'),
      await face(FACES.manPhoto2, 'png'),
    );
    expect(humanWasmLoaded()).toBe(true);
    expect(result.threshold).toBe(FACE_MATCH_THRESHOLD);
    expect(result.similarity).toBeGreaterThanOrEqual(0.65);
    expect(result.similarity).toBeLessThanOrEqual(1);
    expect(result.match).toBe(true);
  });

  it('does not match a man and a woman', async () => {
    const result = await comparer.compare(
      await face(FACES.manPhoto1, 'jpeg'),
      await face(FACES.woman, 'jpeg'),
    );
    expect(result.similarity).toBeGreaterThanOrEqual(0);
    expect(result.similarity).toBeLessThan(FACE_MATCH_THRESHOLD - 0.05);
    expect(result.match).toBe(false);
  });

  it('does not match two different men', async () => {
    const result = await comparer.compare(
      await face(FACES.manPhoto2, 'png'),
      await face(FACES.otherMan, 'png'),
    );
    expect(result.similarity).toBeLessThan(FACE_MATCH_THRESHOLD - 0.05);
    expect(result.match).toBe(false);
  });

  it('throws NoFaceError naming the image that has no face', async () => {
    const gradient = await sharp(
      Buffer.from(Array.from({ length: 256 * 256 }, (_, i) => [i % 256, (i >> 8) % 256, 128]).flat()),
      { raw: { width: 256, height: 256, channels: 3 } },
    )
      .png()
      .toBuffer();
    const withFace = await face(FACES.manPhoto1, 'jpeg');

    const second = await comparer.compare(withFace, gradient).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(NoFaceError);
    expect((second as NoFaceError).image).toBe('second');

    const first = await comparer.compare(gradient, withFace).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(NoFaceError);
    expect((first as NoFaceError).image).toBe('first');
  });

  it('throws InvalidImageError for bytes that are not a JPEG or PNG', async () => {
    const error = await comparer
      .compare(await face(FACES.manPhoto1, 'jpeg'), Buffer.from('GIF89a not really'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidImageError);
    expect((error as InvalidImageError).image).toBe('second');
  });

  it('refuses to compare once closed', async () => {
    const closing = createFaceComparer();
    await closing.close();
    await expect(closing.compare(Buffer.alloc(0), Buffer.alloc(0))).rejects.toThrow(/closed/);
  });
});

// Runs after the block above has closed its comparer, so the shared engine has been freed.
describe('one engine per process', () => {
  it('reads the models from modelsDir, and fails loudly when they are not there', async () => {
    // Human logs a failed model load and carries on; the comparer must not.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const misplaced = createFaceComparer({ modelsDir: join(assetsDir, 'no-models-here') });
    try {
      await expect(
        misplaced.compare(await face(FACES.manPhoto1, 'jpeg'), await face(FACES.woman, 'jpeg')),
      ).rejects.toThrow(/Face models failed to load/);
    } finally {
      log.mockRestore();
      await misplaced.close();
    }
  });

  it('reloads after a failed start and after a close, and refuses a second models folder meanwhile', async () => {
    const first = createFaceComparer();
    const second = createFaceComparer();
    const elsewhere = createFaceComparer({ modelsDir: join(assetsDir, 'other-models') });
    try {
      const one = await first.compare(
        await face(FACES.manPhoto1, 'jpeg'),
        await face(FACES.manPhoto2, 'png'),
      );
      const two = await second.compare(
        await face(FACES.manPhoto1, 'jpeg'),
        await face(FACES.manPhoto2, 'png'),
      );
      expect(one.match).toBe(true);
      expect(two).toEqual(one);
      await expect(elsewhere.compare(Buffer.alloc(0), Buffer.alloc(0))).rejects.toThrow(/already loaded/);
    } finally {
      await Promise.all([first.close(), second.close(), elsewhere.close()]);
    }
  });

  it('touched no network, and the guard would have caught it', async () => {
    expect(guard.attempts).toEqual([]);
    // The guard itself: both paths refuse before any packet leaves.
    await expect(fetch('https://registry.example/model.json')).rejects.toThrow(/network blocked/);
    expect(() => net.connect(443, 'example.com')).toThrow(/network blocked/);
    expect(guard.attempts).toHaveLength(2);
  });
});
