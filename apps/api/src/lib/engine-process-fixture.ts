/** A child for engine-process.test.ts: answers, fails with a typed error, and crashes on request. */
import { serveEngine } from './engine-process.js';

class ImageProblem extends Error {
  override name = 'ImageProblem';
  constructor(readonly image: string) {
    super(`bad ${image}`);
  }
}

serveEngine({
  echo: async (value: Buffer) => ({ length: value.length, first: value[0], pid: process.pid }),
  fail: async (image: string) => {
    throw new ImageProblem(image);
  },
  crash: async () => process.exit(3),
});
