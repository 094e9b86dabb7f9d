/**
 * Reads a document photo's text and its machine-readable zone, fully offline: tesseract.js (Tesseract 5
 * compiled to WebAssembly, in a worker thread) with the English LSTM model from the
 * `@tesseract.js-data/eng` npm package, read from node_modules. Nothing is fetched and no cache is read
 * or written. See README.md beside this file.
 */
import { createRequire } from 'node:module';
import { Worker as NodeWorker } from 'node:worker_threads';
import type { TDocumentText } from '@verity/client';
import type * as TesseractModule from 'tesseract.js';
import { type EngineLease, SharedEngine } from '../../../lib/shared-engine.js';
import { readMrzFromReadings } from './mrz.js';
import { checkModel, defaultLanguageDir } from './ocr-model.js';
import {
  cropMrzBand,
  MRZ_LINE_HEIGHTS,
  type MrzBand,
  type PreparedImage,
  prepareDocumentImage,
} from './prepare-document-image.js';

export { defaultLanguageDir } from './ocr-model.js';
export { UnreadableImageError } from './prepare-document-image.js';

export interface DocumentReader {
  /** The image's text, Tesseract's mean word confidence (0..1) and its MRZ if it has one. */
  read(image: Buffer): Promise<TDocumentText>;
  /** Lets go of the shared worker; the last reader to close terminates it. Cannot read afterwards. */
  close(): Promise<void>;
}

export interface DocumentReaderOptions {
  /** Folder holding `eng.traineddata.gz`; defaults to the LSTM-only model `@tesseract.js-data/eng` ships. */
  languageDir?: string;
}

type Tesseract = typeof TesseractModule;
type TesseractWorker = TesseractModule.Worker;

const require = createRequire(import.meta.url);

/** Characters an MRZ can hold: the second, band-only pass reads nothing else. */
const MRZ_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

interface Engine {
  tesseract: Tesseract;
  worker: TesseractWorker;
  /** Rejects if the worker thread dies (a WebAssembly abort, running out of memory): reads race it. */
  died: Promise<never>;
  /** Resolves once the thread has exited, for whatever reason. */
  exited: Promise<void>;
}

/** Model folders whose worker failed to start after its thread was spawned (see startEngine). */
const failedStarts = new Map<string, Error>();

async function startEngine(languageDir: string, onDeath: () => void): Promise<Engine> {
  // tesseract.js reports a missing model only through its errorHandler, leaving its worker thread
  // running, and a bad one by ending the process: check the model before starting anything.
  await checkModel(languageDir);
  const failed = failedStarts.get(languageDir);
  if (failed) throw failed;
  // Loaded here, not at import: requiring tesseract.js is cheap, but the API should not pay even that
  // unless documents are read. CommonJS, hence require.
  const tesseract = require('tesseract.js') as Tesseract;
  let failStart: (error: Error) => void = () => undefined;
  const startFailed = new Promise<never>((_, reject) => {
    failStart = reject;
  });
  const worker = await Promise.race([
    tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      // A local folder, not a URL: read with fs in the worker. Left unset, tesseract.js would fetch the
      // model from a CDN.
      langPath: languageDir,
      gzip: true,
      // 'none': neither read a cached model nor write one. The default writes eng.traineddata into the
      // process's working directory, the repository when run from it.
      cacheMethod: 'none',
      logger: () => undefined,
      // Without a handler tesseract.js throws a failed job's error from its message listener, which is
      // an uncaught exception that ends the process. Jobs still reject their own promises; this only
      // matters for the start, whose failure tesseract.js reports nowhere else (a rejection of a settled
      // promise afterwards is a no-op).
      errorHandler: (error: unknown) =>
        failStart(new Error(`The OCR worker failed to start: ${String(error)}`)),
    }),
    startFailed,
  ]).catch((error: unknown) => {
    // tesseract.js keeps the thread of a worker that failed to start and gives no way to end it, so a
    // retry at every read would pile threads up. The model is there but unusable (corrupt, or not a
    // model): that does not mend itself, so the failure stands until the process restarts.
    const failure = error instanceof Error ? error : new Error(String(error));
    failedStarts.set(languageDir, failure);
    throw failure;
  });
  const engine: Engine = { tesseract, worker, ...watchThread(worker, onDeath) };
  // Tesseract prints debug notes ("Detected 12 diacritics", "Empty page!!") to the worker's stderr,
  // which is the server's log. Its debug_file parameter sends them elsewhere: the WebAssembly file
  // system's /dev/null, inside the worker, not the disk's.
  await setParameters(engine, { debug_file: '/dev/null' });
  return engine;
}

/**
 * One Tesseract worker per process, shared by every reader: a worker adds ~95-135 MB to the process
 * (its WebAssembly heap, the model, a thread's own V8), and on two cores a second one would only compete
 * with the first. Reads run one at a time (a worker runs one job at a time anyway, and a read sets
 * parameters for its MRZ pass that the next read must not inherit halfway).
 */
const ocrEngine = new SharedEngine<Engine>({
  start: startEngine,
  async stop(engine) {
    // tesseract.js's terminate() asks the thread to stop and returns at once; wait until it has, so the
    // next start really has the process to itself.
    await engine.worker.terminate();
    await engine.exited;
  },
  otherSource: (held, asked) =>
    `The OCR worker already reads its model from ${held}; a reader for ${asked} must wait until every ` +
    'other reader is closed',
});

/**
 * tesseract.js neither listens for its worker thread's `error` event (an unhandled one would end the
 * process) nor notices the thread exiting (its jobs would wait forever). The thread is on the worker
 * object it returns, as `worker`, though its types leave it out.
 */
function watchThread(worker: TesseractWorker, onDeath: () => void): Pick<Engine, 'died' | 'exited'> {
  const thread: unknown = (worker as unknown as { worker?: unknown }).worker;
  if (!(thread instanceof NodeWorker)) {
    // A tesseract.js that no longer exposes its thread: nothing to watch, and nothing to wait for.
    return { died: new Promise<never>(() => undefined), exited: Promise.resolve() };
  }
  const died = new Promise<never>((_, reject) => {
    thread.once('error', (error: Error) => {
      onDeath();
      reject(new Error(`The OCR worker crashed: ${error.message}`));
    });
    thread.once('exit', (code: number) => {
      onDeath();
      reject(new Error(`The OCR worker stopped (exit code ${code})`));
    });
  });
  died.catch(() => undefined); // observed by the reads racing it; nobody may be reading when it dies
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  return { died, exited };
}

interface Recognised {
  text: string;
  confidence: number;
  /** The lines' boxes, for finding the MRZ band. */
  lines: Array<{ text: string; bbox: TesseractModule.Bbox }>;
}

async function recognise(engine: Engine, png: Buffer): Promise<Recognised> {
  const job = engine.worker.recognize(png, {}, { text: true, blocks: true });
  const { data } = await Promise.race([job, engine.died]);
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.map(({ text, bbox }) => ({ text, bbox }))),
  );
  return { text: data.text, confidence: data.confidence, lines };
}

async function setParameters(engine: Engine, params: Partial<TesseractModule.WorkerParams>): Promise<void> {
  await Promise.race([engine.worker.setParameters(params), engine.died]);
}

/** A line of the first pass that looks like part of an MRZ: long, and with fillers in it. */
function looksLikeMrz(text: string): boolean {
  const compact = text.replace(/\s+/g, '').replaceAll('«', '<<');
  return compact.length >= 20 && (compact.match(/</g)?.length ?? 0) >= 2;
}

/**
 * The rows around the lines that look like an MRZ, grown by a line's height above and below (a line the
 * first pass garbled beyond recognition is still inside), and those lines' median height, which is
 * about the height of their capitals (an MRZ has no descenders).
 */
function mrzBand(lines: Recognised['lines']): MrzBand | null {
  const boxes = lines.filter((line) => looksLikeMrz(line.text)).map((line) => line.bbox);
  if (boxes.length === 0) return null;
  const heights = boxes.map((box) => box.y1 - box.y0).sort((a, b) => a - b);
  const lineHeight = heights[Math.floor(heights.length / 2)] ?? 0;
  const top = Math.min(...boxes.map((box) => box.y0)) - lineHeight;
  const bottom = Math.max(...boxes.map((box) => box.y1)) + lineHeight;
  return { top, height: bottom - top, lineHeight };
}

async function readPrepared(engine: Engine, image: PreparedImage): Promise<TDocumentText> {
  const { PSM } = engine.tesseract;
  // Automatic page segmentation: a document is a page of scattered blocks (labels, values, the MRZ).
  // Tesseract's library default, which tesseract.js keeps, is one uniform block: on a rendered passport
  // page it dropped every small label ("Date of birth", "Passport No.") that this mode reads.
  await setParameters(engine, { tessedit_pageseg_mode: PSM.AUTO, tessedit_char_whitelist: '' });
  const page = await recognise(engine, image.png);
  const readings = [page.text];
  let mrz = readMrzFromReadings(readings);
  const band = mrzBand(page.lines);
  if (band && !mrz?.valid) {
    // The MRZ again, alone, restricted to its alphabet (`<` is no longer read as K, C or «, nor O as Q)
    // and at the sizes Tesseract's model reads it best. Its reading at one size can hinge on a pixel,
    // so a second size is tried while the check digits still fail. Every reading goes to the parser,
    // the band's first: their errors differ, and the check digits pick.
    await setParameters(engine, {
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: MRZ_CHARACTERS,
    });
    for (const lineHeight of MRZ_LINE_HEIGHTS) {
      const bandPage = await recognise(engine, await cropMrzBand(image, band, lineHeight));
      readings.splice(readings.length - 1, 0, bandPage.text);
      mrz = readMrzFromReadings(readings);
      if (mrz?.valid) break;
    }
  }
  return {
    text: page.text.trim(),
    // Tesseract's MeanTextConf, 0..100; 0 when it found no words at all.
    confidence: Math.round(page.confidence) / 100,
    mrz,
  };
}

export function createDocumentReader(options: DocumentReaderOptions = {}): DocumentReader {
  // Nothing is loaded here: tesseract.js, its WebAssembly and the model come with the first read.
  let lease: EngineLease<Engine> | undefined;
  let closed = false;

  return {
    async read(image: Buffer): Promise<TDocumentText> {
      if (closed) throw new Error('DocumentReader is closed');
      // Decoding first: an unreadable upload is refused without starting (or waiting for) the worker, and
      // sharp's work overlaps another read's OCR.
      const prepared = await prepareDocumentImage(image);
      if (closed) throw new Error('DocumentReader is closed');
      lease ??= ocrEngine.lease(options.languageDir ?? defaultLanguageDir());
      return lease.run((engine) => readPrepared(engine, prepared));
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await lease?.close();
    },
  };
}
