/**
 * The face process itself (face-process.ts forks it through lib/engine-process.ts): the capture's image
 * analysis and the identity facial compare run here, on one set of face models, off the API's event loop
 * and with TurboFan for their WebAssembly.
 */
import { serveEngine } from '../../lib/engine-process.js';
import { createImageAnalyser } from '../capture/image-analysis.js';
import { createFaceComparer } from '../identity/face/compare-faces.js';

const analyser = createImageAnalyser();
const comparer = createFaceComparer();
// Images arrive as Uint8Array (structured clone): wrap them as Buffers without copying.
const buffer = (image: Uint8Array) => Buffer.from(image.buffer, image.byteOffset, image.byteLength);

serveEngine({
  frame: (image: Uint8Array) => analyser.frame(buffer(image)),
  document: (image: Uint8Array) => analyser.document(buffer(image)),
  compare: (first: Uint8Array, second: Uint8Array) => comparer.compare(buffer(first), buffer(second)),
});
