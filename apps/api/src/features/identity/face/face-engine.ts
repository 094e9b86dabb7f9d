/**
 * The face engine: @vladmandic/human (BlazeFace detector, FaceMesh, FaceRes descriptor, and the anti-spoofing
 * and liveness models) on TensorFlow.js's WASM backend, fully offline: the models and the .wasm binary are
 * read from node_modules on disk, nothing is fetched. Human keeps its models process-wide, so the process
 * has one engine, leased by the face comparer (compare-faces.ts) and the liveness capture's frame analysis
 * (features/capture); work runs one call at a time. See README.md beside this file.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as HumanModule from '@vladmandic/human';
import { type EngineLease, SharedEngine } from '../../../lib/shared-engine.js';

/** Which image of a call a failure is about: the route words its 400 from it. */
export type ImageRole = 'first' | 'second' | 'frame' | 'document';

/** An image that is not a JPEG or PNG that sharp can decode: a client error (400). */
export class InvalidImageError extends Error {
  constructor(
    readonly image: ImageRole,
    reason: string,
  ) {
    super(`The ${image} image is not a readable JPEG or PNG: ${reason}`);
    this.name = 'InvalidImageError';
  }
}

export interface FaceEngineOptions {
  /** Folder holding Human's model JSON and .bin files; defaults to the `models/` its package ships. */
  modelsDir?: string;
}

export type FaceResult = HumanModule.FaceResult;

type Tf = typeof TfCore;
/**
 * tfjs-core's routers answer null for URLs they do not handle (its registry skips nulls, and its own
 * http router does so), but the IORouter type it declares (and does not export) says IOHandler.
 */
type IORouter = (url: string | string[]) => TfCore.io.IOHandler | null;
type DeclaredIORouter = Parameters<typeof TfCore.io.registerLoadRouter>[0];
type HumanInstance = InstanceType<typeof HumanModule.Human>;
type HumanConfig = HumanModule.Config;

export interface FaceEngine {
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
export const MIN_FACE_CONFIDENCE = 0.5;

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
      // Loaded for liveness captures (features/capture); each detect says whether it runs them.
      antispoof: { enabled: true },
      liveness: { enabled: true },
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

const REQUIRED_MODELS = ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness'] as const;

async function startEngine(modelsDir: string): Promise<FaceEngine> {
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
 * Human instance in a process shares one set of models: there can be only one engine. Leases share it,
 * it is freed when the last one closes, and runs go one at a time (Human keeps per-call state, and the
 * WASM backend runs one op at a time anyway). A start waits for the previous engine to be freed, which
 * would otherwise hand its about-to-be-disposed models over.
 */
const faceEngine = new SharedEngine<FaceEngine>({
  start: (modelsDir) => startEngine(modelsDir),
  async stop(engine) {
    for (const model of Object.values(engine.human.models.models)) model?.dispose();
    // Marks Human's global state as "first run" again, so a later engine reloads the disposed models.
    engine.human.reset();
  },
  otherSource: (held, asked) =>
    `Face models are already loaded from ${held}; Human shares models process-wide, so a lease for ` +
    `${asked} must wait until every other lease is closed`,
});

export async function decodeImage(
  image: Buffer,
  which: ImageRole,
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

/** A hold on the process's engine: loads nothing until the first `run`; `close` lets it be freed. */
export type FaceEngineLease = EngineLease<FaceEngine>;

export function leaseFaceEngine(options: FaceEngineOptions = {}): FaceEngineLease {
  return faceEngine.lease(options.modelsDir ?? defaultModelsDir());
}

/**
 * The confident faces in an image, largest first. `checks` runs the anti-spoofing and liveness models too
 * (a liveness frame); a comparison skips them. Human merges a detect's config into its own, so every call
 * says both.
 */
export async function detectFaces(
  engine: FaceEngine,
  image: Buffer,
  role: ImageRole,
  checks: { spoofAndLiveness: boolean },
): Promise<FaceResult[]> {
  const { data, width, height } = await decodeImage(image, role);
  const { human, tf } = engine;
  const input = tf.tensor3d(
    new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    [height, width, 3],
    'int32',
  );
  try {
    const result = await human.detect(input, {
      face: {
        antispoof: { enabled: checks.spoofAndLiveness },
        liveness: { enabled: checks.spoofAndLiveness },
      },
    });
    if (result.error) throw new Error(`Face detection failed: ${result.error}`);
    return result.face
      .filter((face) => face.boxScore >= MIN_FACE_CONFIDENCE)
      .sort((x, y) => y.box[2] * y.box[3] - x.box[2] * x.box[3]);
  } finally {
    input.dispose();
  }
}
