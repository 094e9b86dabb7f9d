/**
 * Real OCR on document images rendered at test time (test-documents.ts): printed text, a passport's TD3
 * MRZ, an ID card's TD1 MRZ, one with a broken check digit, a sideways phone photo. One reader (one
 * Tesseract worker) serves the whole file. Every test runs with the network blocked, in this thread and
 * in the OCR worker's, and the last one checks that nothing tried.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installOfflineGuard, type OfflineGuard } from '../../../testing/offline-guard.js';
import { compareFields } from './compare-fields.js';
import {
  createDocumentReader,
  type DocumentReader,
  defaultLanguageDir,
  UnreadableImageError,
} from './read-document-text.js';
import {
  blackPng,
  documentImage,
  type MrzPerson,
  PASSPORT_HOLDER,
  PASSPORT_HOLDER_FIELDS,
  td1,
  td3,
  textImage,
  withCharAt,
} from './test-documents.js';

const require = createRequire(import.meta.url);
const tesseractLoaded = (): boolean =>
  Object.keys(require.cache).some((path) => /[\\/]tesseract\.js[\\/]src[\\/]index\.js$/.test(path));

const CARD_HOLDER: MrzPerson = {
  documentCode: 'I',
  issuingState: 'NGA',
  lastName: 'EZE',
  firstName: 'NGOZI',
  documentNumber: 'NG8841207',
  nationality: 'NGA',
  birthDate: '950607',
  sex: 'F',
  expirationDate: '300607',
};

const passportPage = (mrz: readonly string[]): Promise<Buffer> =>
  documentImage({
    title: 'FEDERAL REPUBLIC OF NIGERIA PASSPORT',
    printed: [
      ['Surname / Nom', 'OKONKWO'],
      ['Given names / Prénoms', 'ADAEZE CHIOMA'],
      ['Nationality', 'NIGERIAN'],
      ['Date of birth', '14 MAR 1988'],
      ['Passport No.', 'A07214593'],
      ['Date of expiry', '12 SEP 2031'],
    ],
    mrz,
    format: 'jpeg',
  });

let guard: OfflineGuard;

beforeAll(() => {
  guard = installOfflineGuard();
});

afterAll(() => {
  guard.restore();
});

describe('createDocumentReader (tesseract.js, English model from node_modules)', () => {
  let reader: DocumentReader;

  beforeAll(() => {
    reader = createDocumentReader();
  });

  afterAll(async () => {
    await reader.close();
  });

  it('loads neither tesseract.js nor the model until the first read', () => {
    expect(tesseractLoaded()).toBe(false);
    expect(guard.threads).toEqual([]);
  });

  it('refuses bytes that are not a JPEG or PNG, before starting the OCR worker', async () => {
    await expect(reader.read(Buffer.from('GIF89a not really an image'))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    // A real image, but not one of the two formats the capture flow sends.
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    await expect(reader.read(webp)).rejects.toThrow(/not a readable JPEG or PNG: format webp/);
    // A truncated PNG: the header is fine, the pixels are missing.
    const png = await textImage(['cut short']);
    await expect(reader.read(png.subarray(0, 200))).rejects.toBeInstanceOf(UnreadableImageError);
    expect(guard.threads).toEqual([]);
  });

  it('refuses an image over 50 megapixels (a decompression bomb), however small the file', async () => {
    const bomb = blackPng(8000, 7000);
    expect(bomb.length).toBeLessThan(10_000);
    await expect(reader.read(bomb)).rejects.toThrow(/pixel limit/);
    expect(guard.threads).toEqual([]);
  });

  it('reads printed text back, with its confidence, and finds no MRZ in it', async () => {
    const image = await textImage([
      'Verity checks identity documents',
      'The quick brown fox jumps over 13 lazy dogs',
    ]);
    const result = await reader.read(image);
    expect(tesseractLoaded()).toBe(true);
    expect(result.text).toContain('Verity checks identity documents');
    expect(result.text).toContain('The quick brown fox jumps over 13 lazy dogs');
    expect(result.confidence).toBeGreaterThan(0.85);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.mrz).toBeNull();
    expect(guard.threads).toHaveLength(1);
  });

  it('gives an empty text, confidence 0 and no MRZ for a page without text', async () => {
    const blank = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#f4f4f0' } })
      .jpeg()
      .toBuffer();
    expect(await reader.read(blank)).toEqual({ text: '', confidence: 0, mrz: null });
  });

  it("reads a passport's TD3 MRZ, checks its digits and gives its fields with ISO dates", async () => {
    const result = await reader.read(await passportPage(td3(PASSPORT_HOLDER)));
    expect(result.text).toContain('PASSPORT');
    expect(result.text).toContain('OKONKWO');
    expect(result.mrz).toEqual({
      format: 'TD3',
      valid: true,
      failedChecks: [],
      fields: PASSPORT_HOLDER_FIELDS,
      lines: td3(PASSPORT_HOLDER),
    });
    // And what the capture decision makes of it: the business's details, as typed, all match.
    const fields = compareFields(
      { firstName: 'Adaeze', lastName: 'Okonkwo', dateOfBirth: '1988-03-14', documentNumber: 'a0721-4593' },
      result,
    );
    expect(fields.map((field) => field.match)).toEqual([true, true, true, true]);
  });

  it('says which check digit fails when one is wrong, and still parses the fields', async () => {
    const [first, second] = td3(PASSPORT_HOLDER);
    // Birth date 880314 has check digit 8 (position 20 of line 2); 3 is wrong, and so the composite is.
    expect(second[19]).toBe('8');
    const broken = withCharAt(second, 19, '3');
    const result = await reader.read(await passportPage([first, broken]));
    expect(result.mrz?.valid).toBe(false);
    expect(result.mrz?.failedChecks).toEqual(['birthDate', 'composite']);
    expect(result.mrz?.lines).toEqual([first, broken]);
    expect(result.mrz?.fields.birthDate).toBe('1988-03-14');
    expect(result.mrz?.fields.documentNumber).toBe('A07214593');
  });

  it("reads an ID card's TD1 MRZ (three lines of 30)", async () => {
    const lines = td1(CARD_HOLDER);
    const image = await documentImage({
      title: 'NATIONAL IDENTITY CARD',
      printed: [
        ['Surname', 'EZE'],
        ['Given names', 'NGOZI'],
        ['Date of birth', '07.06.1995'],
      ],
      mrz: lines,
    });
    const result = await reader.read(image);
    expect(result.mrz).toMatchObject({
      format: 'TD1',
      valid: true,
      failedChecks: [],
      fields: {
        documentCode: 'I',
        lastName: 'EZE',
        firstName: 'NGOZI',
        documentNumber: 'NG8841207',
        birthDate: '1995-06-07',
        expirationDate: '2030-06-07',
      },
      lines,
    });
  });

  it('turns a phone photo stored sideways (EXIF orientation 6) upright before reading', async () => {
    // Pixels turned a quarter anticlockwise, with the EXIF tag that tells viewers to turn them back.
    const sideways = await sharp(await passportPage(td3(PASSPORT_HOLDER)))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const meta = await sharp(sideways).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([704, 1000, 6]);
    const result = await reader.read(sideways);
    expect(result.mrz?.valid).toBe(true);
    expect(result.mrz?.fields.documentNumber).toBe('A07214593');
  });

  it('runs reads given at once one after the other, on the one worker', async () => {
    const [text, passport] = await Promise.all([
      reader.read(await textImage(['Concurrent reads are queued'])),
      reader.read(await passportPage(td3(PASSPORT_HOLDER))),
    ]);
    expect(text.text).toContain('Concurrent reads are queued');
    expect(passport.mrz?.valid).toBe(true);
    expect(guard.threads).toHaveLength(1);
    expect(guard.exitedThreads()).toBe(0);
  });

  it('starts a new worker at the next read when the last one died', async () => {
    const [thread] = guard.workers;
    await thread?.terminate(); // as a WebAssembly abort or an out-of-memory kill would end it
    expect(guard.exitedThreads()).toBe(1);
    const result = await reader.read(await textImage(['Back from the dead']));
    expect(result.text).toContain('Back from the dead');
    expect(guard.threads).toHaveLength(2);
  });

  it('writes no model cache into the working directory', async () => {
    // tesseract.js's default cacheMethod writes eng.traineddata to the process's working directory.
    await expect(access(join(process.cwd(), 'eng.traineddata'))).rejects.toThrow(/ENOENT/);
  });
});

// Runs after the block above has closed its reader, so the shared worker has been terminated.
describe('one worker per process', () => {
  it('was terminated when the last reader closed', () => {
    expect(guard.threads).toHaveLength(2); // the first, and the one that replaced it
    expect(guard.exitedThreads()).toBe(2);
  });

  it('checks the model before starting a worker: missing, damaged, or not a model at all', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'verity-ocr-model-'));
    const image = await textImage(['anything']);
    const attempt = async (languageDir: string): Promise<unknown> => {
      const reader = createDocumentReader({ languageDir });
      try {
        return await reader.read(image).catch((error: unknown) => error);
      } finally {
        await reader.close();
      }
    };
    try {
      expect(await attempt(join(folder, 'nowhere'))).toMatchObject({ message: /No English OCR model at/ });
      // Random bytes, gzipped: a sound gzip file, but no Tesseract model inside.
      await writeFile(join(folder, 'eng.traineddata.gz'), gzipSync(randomBytes(4096)));
      expect(await attempt(folder)).toMatchObject({ message: /is not usable: not a Tesseract model/ });
      // The real model, cut short.
      const model = await readFile(join(defaultLanguageDir(), 'eng.traineddata.gz'));
      await writeFile(join(folder, 'eng.traineddata.gz'), model.subarray(0, model.length - 1000));
      expect(await attempt(folder)).toMatchObject({ message: /is not usable: not a complete gzip file/ });
      expect(guard.threads).toHaveLength(2);
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('shares one worker between readers, refuses a second model folder meanwhile, and refuses reads once closed', async () => {
    const first = createDocumentReader();
    const second = createDocumentReader();
    const elsewhere = createDocumentReader({ languageDir: '/elsewhere' });
    try {
      const image = await textImage(['Two readers one worker']);
      const [one, two] = await Promise.all([first.read(image), second.read(image)]);
      expect(one).toEqual(two);
      expect(one.text).toContain('Two readers one worker');
      expect(guard.threads).toHaveLength(3); // the first block's two, and this one
      await expect(elsewhere.read(image)).rejects.toThrow(/already reads its model from/);
      await first.close();
      expect(guard.exitedThreads()).toBe(2); // the second reader still holds it
      await expect(first.read(image)).rejects.toThrow(/closed/);
    } finally {
      await Promise.all([first.close(), second.close(), elsewhere.close()]);
    }
    expect(guard.exitedThreads()).toBe(3);
  });

  it('touched no network in any thread, and the guard would have caught it', async () => {
    expect(guard.attempts).toEqual([]);
    // The guard itself, on this thread: both paths refuse before any packet leaves.
    await expect(fetch('https://cdn.example/eng.traineddata.gz')).rejects.toThrow(/network blocked/);
    const net = await import('node:net');
    expect(() => net.connect(443, 'cdn.example')).toThrow(/network blocked/);
    // And in a worker thread, as the OCR worker's is guarded: a probe that tries both, then exits.
    const probe = join(await mkdtemp(join(tmpdir(), 'verity-offline-probe-')), 'probe.cjs');
    await writeFile(
      probe,
      `fetch('https://cdn.example/model.gz').catch(() => undefined);
       try { require('node:net').connect(443, 'cdn.example'); } catch {}`,
    );
    const { Worker } = await import('node:worker_threads');
    const thread = new Worker(probe);
    await new Promise((resolve) => thread.once('exit', resolve));
    await rm(dirname(probe), { recursive: true });
    await vi.waitFor(() => expect(guard.attempts).toHaveLength(4));
    expect(guard.attempts).toEqual([
      'fetch https://cdn.example/eng.traineddata.gz',
      'connect {"port":443,"host":"cdn.example"}',
      'worker fetch https://cdn.example/model.gz',
      'worker connect {"port":443,"host":"cdn.example"}',
    ]);
  });
});
