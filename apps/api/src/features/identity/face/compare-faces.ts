/**
 * Face comparison of two images, fully offline: @vladmandic/human (BlazeFace detector, FaceMesh for
 * alignment, FaceRes 1024-value descriptor) on TensorFlow.js's WASM backend. The models and the .wasm
 * binary are read from node_modules on disk; nothing is fetched. See README.md beside this file.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as HumanModule from '@vladmandic/human';

/**
 * Similarity at or above which two faces count as one person. Human's own guidance is that, with the
 * default `human.match.similarity` options used here (Euclidean distance, multiplier 25, normalised to
 * the 0.2..0.8 range), "similarity above 0.5 can be considered a match": it says so in the doc comment
 * of `match.similarity` in its source and on its wiki's Embedding page, and its FaceID demo uses
 * `threshold: 0.5`. It is a library default, not a figure calibrated on our own traffic.
 */
export const FACE_MATCH_THRESHOLD = 0.5;

export interface FaceComparison {
  /** 0 (nothing alike) .. 1 (identical descriptors), Human's normalised similarity, 2 decimals. */
  similarity: number;
  /** `similarity >= threshold`. */
  match: boolean;
  /** The threshold `match` was decided with (FACE_MATCH_THRESHOLD). */
  threshold: number;
}

/** One of the images has no usable face: the route answers 400. */
export class NoFaceError extends Error {
  constructor(readonly image: 'first' | 'second') {
    super(`No face found in the ${image} image`);
    this.name = 'NoFaceError';
  }
}

/** One of the images is not a JPEG or PNG that sharp can decode: also a client error (400). */
export class InvalidImageError extends Error {
  constructor(
    readonly image: 'first' | 'second',
    reason: string,
  ) {
    super(`The ${image} image is not a readable JPEG or PNG: ${reason}`);
    this.name = 'InvalidImageError';
  }
}

export interface FaceComparer {
  compare(a: Buffer, b: Buffer): Promise<FaceComparison>;
  /** Frees the models' tensors. The comparer cannot be used afterwards. */
  close(): Promise<void>;
}

export interface FaceComparerOptions {
  /** Folder holding Human's model JSON and .bin files; defaults to the `models/` its package ships. */
  modelsDir?: string;
}

type Tf = typeof TfCore;
/**
 * tfjs-core's routers answer null for URLs they do not handle (its registry skips nulls, and its own
 * http router does so), but the IORouter type it declares (and does not export) says IOHandler.
 */
type IORouter = (url: string | string[]) => TfCore.io.IOHandler | null;
type DeclaredIORouter = Parameters<typeof TfCore.io.registerLoadRouter>[0];
type HumanInstance = InstanceType<typeof HumanModule.Human>;
type HumanConfig = HumanModule.Config;

interface Engine {
  human: HumanInstance;
  tf: Tf;
}

interface Runtime {
  Human: typeof HumanModule.Human;
  tf: Tf;
}

/** Phone photos are 12+ MP; faces are found on a 256 px input and described on a 224 px crop, so more
 * pixels only cost memory (a float32 tensor of 4000x3000 is 144 MB). 1280 keeps small ID-card faces. */
const MAX_SIDE = 1280;
/** Refuse decompression bombs well before sharp's own default of 268 MP. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Below this BlazeFace score a "face" is too unsure to verify an identity with. */
const MIN_FACE_CONFIDENCE = 0.5;

const require = createRequire(import.meta.url);

/**
 * The node entry of @vladmandic/human is the tfjs-node build (a native addon that downloads libtensorflow
 * at install), and its package.json `exports` keys lack the leading "./", so Node cannot resolve the
 * `dist/human.node-wasm.js` subpath by name. Resolving the package root (this only computes a path, it
 * does not load the tfjs-node build) and loading the wasm build from the same folder avoids both.
 */
function humanDistDir(): string {
  return dirname(require.resolve('@vladmandic/human'));
}

export function defaultModelsDir(): string {
  return join(humanDistDir(), '..', 'models');
}

let runtimePromise: Promise<Runtime> | undefined;

/** Process-wide: tfjs keeps one engine, one backend registry and one IO router list per process. */
function loadRuntime(): Promise<Runtime> {
  runtimePromise ??= (async (): Promise<Runtime> => {
    // require, not import: human.node-wasm.js is CommonJS and require()s tfjs-core itself; taking tfjs-core
    // from the same CommonJS cache guarantees one tfjs instance (two would mean two tensor registries,
    // and Human would reject our tensors as "not a Tensor").
    const humanModule = require(join(humanDistDir(), 'human.node-wasm.js')) as typeof HumanModule;
    const tf = require('@tensorflow/tfjs-core') as Tf;
    tf.io.registerLoadRouter(fileRouter(tf) as DeclaredIORouter);
    return { Human: humanModule.Human, tf };
  })();
  return runtimePromise;
}

/**
 * tfjs in Node only knows http(s) model URLs without tfjs-node (whose `file://` handler is native). This
 * router reads `file://…/model.json` and its weight shards with fs, so the models never leave the disk.
 */
function fileRouter(tf: Tf): IORouter {
  return (url: string | string[]): TfCore.io.IOHandler | null => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const jsonPath = fileURLToPath(url);
    return {
      load: async (): Promise<TfCore.io.ModelArtifacts> => {
        const modelJSON = JSON.parse(await readFile(jsonPath, 'utf8')) as TfCore.io.ModelJSON;
        return tf.io.getModelArtifactsForJSON(modelJSON, async (manifest) => {
          const specs: TfCore.io.WeightsManifestEntry[] = [];
          const shards: Buffer[] = [];
          for (const group of manifest) {
            specs.push(...group.weights);
            for (const shard of group.paths) shards.push(await readFile(join(dirname(jsonPath), shard)));
          }
          const all = Buffer.concat(shards);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer];
        });
      },
    };
  };
}

function humanConfig(modelsDir: string): Partial<HumanConfig> {
  const wasmDist = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  return {
    // WASM rather than the pure-JS `cpu` backend: 15-20x faster here (0.13 s against
    // 2.8 s for a small image). No tfjs-node: it is a native addon. In Node tfjs-backend-wasm
    // never uses threads (its WASM_HAS_MULTITHREAD_SUPPORT flag is false under Node), so it loads the
    // SIMD binary from this folder with fs.readFileSync. `wasmPlatformFetch: false` keeps it off fetch.
    backend: 'wasm',
    wasmPath: `${wasmDist}/`,
    wasmPlatformFetch: false,
    // A trailing slash matters: Human joins it with "faceres.json" etc. file:// goes to fileRouter.
    modelBasePath: `${pathToFileURL(modelsDir).href}/`,
    debug: false,
    // Human is built for video and reuses last frame's results when the input looks unchanged; two
    // different photos must never share a descriptor, so no caching.
    cacheSensitivity: 0,
    // Tensor input bypasses Human's canvas filters anyway; say so rather than rely on it.
    filter: { enabled: false },
    face: {
      enabled: true,
      // rotation + mesh: Human's guidance for accurate descriptors (it aligns the face before FaceRes).
      detector: { rotation: true, maxDetected: 5, minConfidence: MIN_FACE_CONFIDENCE, return: false },
      mesh: { enabled: true },
      description: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}

const REQUIRED_MODELS = ['blazeface', 'facemesh', 'faceres'] as const;

async function startEngine(modelsDir: string): Promise<Engine> {
  // A previous engine still being freed would otherwise hand its about-to-be-disposed models over.
  await releasing;
  const { Human, tf } = await loadRuntime();
  const human = new Human(humanConfig(modelsDir));
  await human.load();
  // Human logs a model that failed to load and carries on (keeping an empty GraphModel), so check its
  // stats: each model loaded, and from the folder asked for, not from an earlier instance's cache.
  const stats = human.models.stats().modelStats;
  const base = pathToFileURL(modelsDir).href;
  const missing = REQUIRED_MODELS.filter((name) => {
    const stat = stats.find((model) => model.name === name);
    return !stat?.loaded || !stat.url.startsWith(base);
  });
  if (missing.length > 0) {
    human.reset(); // so the next start loads afresh instead of reusing the empty models
    throw new Error(`Face models failed to load from ${modelsDir}: ${missing.join(', ')}`);
  }
  if (tf.getBackend() !== 'wasm') throw new Error(`tfjs backend is ${tf.getBackend()}, expected wasm`);
  return { human, tf };
}

/**
 * Human keeps its models in module-level variables and its "first run" flag in a global env, so every
 * Human instance in a process shares one set of models: there can be only one engine. Comparers share
 * it (counted), it is freed when the last one closes, and compares run one at a time through `queue`
 * (Human keeps per-call state, and the WASM backend runs one op at a time anyway).
 */
interface SharedEngine {
  modelsDir: string;
  ready: Promise<Engine>;
  users: number;
  queue: Promise<unknown>;
}

let shared: SharedEngine | undefined;
let releasing: Promise<void> = Promise.resolve();

function acquireEngine(modelsDir: string): SharedEngine {
  if (shared && shared.modelsDir !== modelsDir) {
    throw new Error(
      `Face models are already loaded from ${shared.modelsDir}; Human shares models process-wide, ` +
        `so a comparer for ${modelsDir} must wait until every other comparer is closed`,
    );
  }
  if (!shared) {
    const entry: SharedEngine = {
      modelsDir,
      ready: startEngine(modelsDir),
      users: 0,
      queue: Promise.resolve(),
    };
    // A failed start (a wrong modelsDir, say) is forgotten, so the next compare tries again.
    entry.ready.catch(() => {
      if (shared === entry) shared = undefined;
    });
    shared = entry;
  }
  shared.users += 1;
  return shared;
}

function releaseEngine(entry: SharedEngine): Promise<void> {
  entry.users -= 1;
  if (entry.users > 0) return Promise.resolve();
  if (shared === entry) shared = undefined;
  releasing = (async (): Promise<void> => {
    await entry.queue;
    const engine = await entry.ready.catch(() => undefined); // a start that failed has nothing to free
    if (!engine) return;
    for (const model of Object.values(engine.human.models.models)) model?.dispose();
    // Marks Human's global state as "first run" again, so a later engine reloads the disposed models.
    engine.human.reset();
  })();
  return releasing;
}

async function decode(
  image: Buffer,
  which: 'first' | 'second',
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { default: sharp } = await import('sharp');
    const pipeline = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await pipeline.metadata();
    if (format !== 'jpeg' && format !== 'png') throw new Error(`format ${format ?? 'unknown'}`);
    const { data, info } = await pipeline
      .rotate() // apply EXIF orientation: phones store portraits sideways and a lying face is missed
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw new InvalidImageError(which, error instanceof Error ? error.message : String(error));
  }
}

/** Descriptor of the largest confident face: on an ID document that is the main portrait, not the
 * small "ghost" copy, and on a selfie it is the person holding the camera, not someone behind. */
async function describe(engine: Engine, image: Buffer, which: 'first' | 'second'): Promise<number[]> {
  const { data, width, height } = await decode(image, which);
  const { human, tf } = engine;
  const input = tf.tensor3d(
    new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    [height, width, 3],
    'int32',
  );
  try {
    const result = await human.detect(input);
    if (result.error) throw new Error(`Face detection failed: ${result.error}`);
    const faces = result.face
      .filter((face) => face.boxScore >= MIN_FACE_CONFIDENCE && (face.embedding?.length ?? 0) > 0)
      .sort((x, y) => y.box[2] * y.box[3] - x.box[2] * x.box[3]);
    const embedding = faces[0]?.embedding;
    if (!embedding) throw new NoFaceError(which);
    return embedding;
  } finally {
    input.dispose();
  }
}

export function createFaceComparer(options: FaceComparerOptions = {}): FaceComparer {
  // Nothing is loaded here: Human, tfjs and the models come with the first compare.
  let engine: SharedEngine | undefined;
  let closed = false;

  return {
    async compare(a: Buffer, b: Buffer): Promise<FaceComparison> {
      if (closed) throw new Error('FaceComparer is closed');
      engine ??= acquireEngine(options.modelsDir ?? defaultModelsDir());
      const current = engine;
      const run = current.queue.then(async (): Promise<FaceComparison> => {
        const ready = await current.ready.catch((error: unknown) => {
          // This comparer's hold on a failed start is dropped; its next compare starts afresh.
          if (engine === current) {
            engine = undefined;
            current.users -= 1;
          }
          throw error;
        });
        const first = await describe(ready, a, 'first');
        const second = await describe(ready, b, 'second');
        const similarity = ready.human.match.similarity(first, second);
        return { similarity, match: similarity >= FACE_MATCH_THRESHOLD, threshold: FACE_MATCH_THRESHOLD };
      });
      current.queue = run.catch(() => undefined);
      return run;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      const held = engine;
      engine = undefined;
      if (held) await releaseEngine(held);
    },
  };
}
