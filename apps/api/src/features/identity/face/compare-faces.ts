/**
 * Face comparison of two images, fully offline, on the process's face engine (face-engine.ts: Human's
 * BlazeFace detector, FaceMesh for alignment, FaceRes 1024-value descriptor on TensorFlow.js's WASM
 * backend, models read from disk). See README.md beside this file.
 */
import { detectFaces, type FaceEngine, type FaceEngineOptions, leaseFaceEngine } from './face-engine.js';

export { defaultModelsDir, InvalidImageError } from './face-engine.js';

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

export interface FaceComparer {
  compare(a: Buffer, b: Buffer): Promise<FaceComparison>;
  /** Frees the models' tensors. The comparer cannot be used afterwards. */
  close(): Promise<void>;
}

export type FaceComparerOptions = FaceEngineOptions;

/** Descriptor of the largest confident face: on an ID document that is the main portrait, not the
 * small "ghost" copy, and on a selfie it is the person holding the camera, not someone behind. */
async function describe(engine: FaceEngine, image: Buffer, which: 'first' | 'second'): Promise<number[]> {
  const faces = await detectFaces(engine, image, which, { spoofAndLiveness: false });
  const embedding = faces.find((face) => (face.embedding?.length ?? 0) > 0)?.embedding;
  if (!embedding) throw new NoFaceError(which);
  return embedding;
}

export function createFaceComparer(options: FaceComparerOptions = {}): FaceComparer {
  // Nothing is loaded here: Human, tfjs and the models come with the first compare.
  const engine = leaseFaceEngine(options);
  return {
    compare(a: Buffer, b: Buffer): Promise<FaceComparison> {
      return engine.run(async (ready): Promise<FaceComparison> => {
        const first = await describe(ready, a, 'first');
        const second = await describe(ready, b, 'second');
        const similarity = ready.human.match.similarity(first, second);
        return { similarity, match: similarity >= FACE_MATCH_THRESHOLD, threshold: FACE_MATCH_THRESHOLD };
      });
    },
    close: () => engine.close(),
  };
}
