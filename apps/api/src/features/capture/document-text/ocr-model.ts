/**
 * Where the English OCR model lives, and a check that a file there really is one before a worker is
 * started with it. tesseract.js cannot be trusted with a bad model: when Tesseract's initialisation
 * fails, its worker script rejects the job and then resolves it too, and the main thread's handler
 * throws on the second answer, an uncaught exception that ends the process (tesseract.js 7.0.0,
 * src/worker-script/index.js `initialize` and src/createWorker.js). So the model is checked here first.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const require = createRequire(import.meta.url);
const gunzipAsync = promisify(gunzip);

export const MODEL_FILE = 'eng.traineddata.gz';

/**
 * `4.0.0_best_int` is the LSTM-only model (2.9 MB gzipped), all that OEM 1 (LSTM only) uses; the
 * package's other folder, `4.0.0`, adds the legacy engine's data (10.9 MB) for nothing here. The
 * package's index.js points at that one, so the folder is named rather than taken from it.
 */
export function defaultLanguageDir(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** tesseract's TessdataManager refuses more entries than this (tessdatamanager.h, kMaxNumTessdataEntries). */
const MAX_ENTRIES = 1000;
/** TESSDATA_LSTM in tesseract's TessdataType: the LSTM network, without which OEM 1 cannot start. */
const LSTM_ENTRY = 17;

/**
 * Throws unless `languageDir` holds a gzipped Tesseract model with an LSTM network. gunzip checks the
 * gzip's CRC and length, which catches a truncated or damaged file; the header check catches a file
 * that is not a model at all. It reads the header as TessdataManager::LoadMemBuffer does: an int32
 * entry count, then one int64 offset per entry (-1 for absent), each entry running to the next one's
 * offset. It takes ~20 ms, once per worker start.
 */
export async function checkModel(languageDir: string): Promise<void> {
  const file = join(languageDir, MODEL_FILE);
  const compressed = await readFile(file).catch(() => {
    throw new Error(`No English OCR model at ${file}`);
  });
  const fail = (reason: string): never => {
    throw new Error(`The OCR model at ${file} is not usable: ${reason}`);
  };
  const data = await gunzipAsync(compressed).catch((error: unknown) =>
    fail(`not a complete gzip file (${error instanceof Error ? error.message : String(error)})`),
  );
  if (data.length < 4) fail('too short');
  const entries = data.readInt32LE(0);
  const tableEnd = 4 + 8 * entries;
  if (entries <= LSTM_ENTRY || entries > MAX_ENTRIES || tableEnd > data.length) {
    fail(`not a Tesseract model (entry count ${entries})`);
  }
  let previous = tableEnd;
  for (let index = 0; index < entries; index += 1) {
    const offset = Number(data.readBigInt64LE(4 + 8 * index));
    if (offset === -1) continue;
    if (offset < previous || offset > data.length)
      fail(`not a Tesseract model (entry ${index} at ${offset})`);
    previous = offset;
  }
  if (Number(data.readBigInt64LE(4 + 8 * LSTM_ENTRY)) === -1) fail('it has no LSTM network');
}
