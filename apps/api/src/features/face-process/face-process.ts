/**
 * The server's face work in one child process (face-process-child.ts): the liveness capture's frame and
 * document analysis (features/capture) and the identity facial compare (features/identity), so ~0.2 s of
 * model work per image never holds up other requests, the models get TurboFan (the server itself runs
 * with --liftoff-only for PGlite's sake), and the face models are loaded once for both. The process is
 * forked at the first call of any analyser or comparer made here and ended when the last one closes.
 */
import { type EngineProcess, engineProcess, type SerializedError } from '../../lib/engine-process.js';
import { SharedEngine } from '../../lib/shared-engine.js';
import type {
  Analysed,
  DocumentQuality,
  FrameObservation,
  ImageAnalyser,
} from '../capture/image-analysis.js';
import { type FaceComparer, type FaceComparison, NoFaceError } from '../identity/face/compare-faces.js';
import { InvalidImageError } from '../identity/face/face-engine.js';

type FaceOperations = {
  frame(image: Uint8Array): Promise<Analysed<FrameObservation>>;
  document(image: Uint8Array): Promise<Analysed<DocumentQuality>>;
  compare(first: Uint8Array, second: Uint8Array): Promise<FaceComparison>;
};

const imageRoles = new Set(['first', 'second', 'frame', 'document']);

/** The typed errors a caller answers 400 with, re-created from their names and the image they are about. */
function reviveFaceError(error: SerializedError): Error | undefined {
  const image = error.fields.image;
  if (error.name === 'InvalidImageError' && typeof image === 'string' && imageRoles.has(image)) {
    const revived = new InvalidImageError(image as InvalidImageError['image'], '');
    revived.message = error.message;
    return revived;
  }
  if (error.name === 'NoFaceError' && (image === 'first' || image === 'second'))
    return new NoFaceError(image);
  return undefined;
}

const ENTRY = new URL('./face-process-child.js', import.meta.url);

const faceProcess = new SharedEngine<EngineProcess<FaceOperations>>({
  // engineProcess forks on its first call.
  start: async () => engineProcess<FaceOperations>(ENTRY, reviveFaceError),
  stop: (child) => child.close(),
  otherSource: (held, asked) => `The face process runs ${held}, not ${asked}`,
});

const lease = () => faceProcess.lease(ENTRY.href);

export function createProcessImageAnalyser(): ImageAnalyser {
  const held = lease();
  return {
    frame: (image) => held.run((child) => child.call('frame', image)),
    document: (image) => held.run((child) => child.call('document', image)),
    close: () => held.close(),
  };
}

export function createProcessFaceComparer(): FaceComparer {
  const held = lease();
  return {
    compare: (first, second) => held.run((child) => child.call('compare', first, second)),
    close: () => held.close(),
  };
}
