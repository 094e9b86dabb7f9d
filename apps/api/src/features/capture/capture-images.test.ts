import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecrets } from '../../lib/secrets.js';
import { CaptureImageNameError, captureImages } from './capture-images.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'verity-captures-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const secrets = createSecrets('a test secret key of enough length');
const image = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(' a pretend JPEG: PORTRAIT-OF-AMAKA')]);

describe('captured images at rest', () => {
  it('are written sealed, never in the clear, and read back whole', async () => {
    const store = captureImages(root, secrets);
    await store.save('biz-1', 'ses-1', 'document-front', image);
    const onDisk = await readFile(join(root, 'biz-1', 'ses-1', 'document-front.sealed'));
    expect(onDisk.includes(Buffer.from('PORTRAIT-OF-AMAKA'))).toBe(false);
    expect(await store.read('biz-1', 'ses-1', 'document-front')).toEqual(image);
  });

  it('refuse bytes changed on disk, or sealed under another key', async () => {
    const store = captureImages(root, secrets);
    await store.save('biz-1', 'ses-2', 'selfie', image);
    const path = join(root, 'biz-1', 'ses-2', 'selfie.sealed');
    const sealed = await readFile(path);
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    await writeFile(path, sealed);
    await expect(store.read('biz-1', 'ses-2', 'selfie')).rejects.toThrow();
    const other = captureImages(root, createSecrets('another secret key of enough length'));
    await store.save('biz-1', 'ses-3', 'selfie', image);
    await expect(other.read('biz-1', 'ses-3', 'selfie')).rejects.toThrow();
  });

  it('refuse a path part that could leave the folder', async () => {
    const store = captureImages(root, secrets);
    await expect(store.save('../biz', 'ses', 'x', image)).rejects.toBeInstanceOf(CaptureImageNameError);
    await expect(store.read('biz-1', 'ses-1', '../../secret-key')).rejects.toBeInstanceOf(
      CaptureImageNameError,
    );
  });

  it('forget a business’s sessions older than its retention, and keep the newer ones', async () => {
    const store = captureImages(root, secrets);
    await store.save('biz-2', 'old', 'selfie', image);
    await store.save('biz-2', 'new', 'selfie', image);
    const longAgo = new Date(Date.now() - 100 * 86_400_000);
    await utimes(join(root, 'biz-2', 'old'), longAgo, longAgo);
    expect(await store.forgetOlderThan('biz-2', new Date(Date.now() - 90 * 86_400_000))).toBe(1);
    await expect(store.read('biz-2', 'old', 'selfie')).rejects.toThrow();
    expect(await store.read('biz-2', 'new', 'selfie')).toEqual(image);
    expect(await store.forgetOlderThan('biz-without-captures', new Date())).toBe(0);
  });
});
