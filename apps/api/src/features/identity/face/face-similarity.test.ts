import { afterAll, describe, expect, it } from 'vitest';
import { detectFaces, leaseFaceEngine } from './face-engine.js';
import { faceSimilarity } from './face-similarity.js';
import { FACES, face } from './test-faces.js';

const engine = leaseFaceEngine();
afterAll(() => engine.close());

describe('faceSimilarity', () => {
  it('gives what the engine’s own match gives, on real photos', async () => {
    const [same, other, descriptors] = await engine.run(async (ready) => {
      const describe = async (crop: (typeof FACES)[keyof typeof FACES]) =>
        (await detectFaces(ready, await face(crop, 'png'), 'first', { spoofAndLiveness: false }))[0]
          ?.embedding ?? [];
      const man1 = await describe(FACES.manPhoto1);
      const man2 = await describe(FACES.manPhoto2);
      const woman = await describe(FACES.woman);
      return [
        ready.human.match.similarity(man1, man2),
        ready.human.match.similarity(man1, woman),
        { man1, man2, woman },
      ] as const;
    });
    expect(faceSimilarity(descriptors.man1, descriptors.man2)).toBe(same);
    expect(faceSimilarity(descriptors.man1, descriptors.woman)).toBe(other);
    expect(same).toBeGreaterThan(other);
  });

  it('is 1 for one descriptor and 0 for descriptors that cannot be compared', () => {
    expect(faceSimilarity([0.1, 0.2], [0.1, 0.2])).toBe(1);
    expect(faceSimilarity([], [])).toBe(0);
    expect(faceSimilarity([0.1], [0.1, 0.2])).toBe(0);
  });
});
