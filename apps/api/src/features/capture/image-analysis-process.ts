/**
 * The child process of the server's image analysis (lib/engine-process.ts): the face models run here, off
 * the API's event loop and with TurboFan for their WebAssembly. Forked by createProcessImageAnalyser.
 */
import { serveEngine } from '../../lib/engine-process.js';
import { createImageAnalyser } from './image-analysis.js';

const analyser = createImageAnalyser();
// Images arrive as Uint8Array (structured clone): wrap them as Buffers without copying.
const buffer = (image: Uint8Array) => Buffer.from(image.buffer, image.byteOffset, image.byteLength);

serveEngine({
  frame: (image: Uint8Array) => analyser.frame(buffer(image)),
  document: (image: Uint8Array) => analyser.document(buffer(image)),
});
