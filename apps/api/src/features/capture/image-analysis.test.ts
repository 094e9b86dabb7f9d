/**
 * The capture decision on real photos: faces cut at test time from the demo
 * screenshots @vladmandic/human ships (test-faces.ts), documents drawn at test time (test-documents.ts),
 * analysed by the real engine (image-analysis.ts) and decided by capture-decision.ts. Nothing is fetched.
 */
import { DEFAULT_LIVENESS_SETTINGS } from '@verity/client';
import { afterAll, describe, expect, it } from 'vitest';
import { createProcessImageAnalyser } from '../face-process/face-process.js';
import { InvalidImageError } from '../identity/face/face-engine.js';
import { FACES, face, mirrored, TURNED_LEFT } from '../identity/face/test-faces.js';
import { type DecisionInput, decideCapture, documentProblems, type FrameFacts } from './capture-decision.js';
import { createImageAnalyser } from './image-analysis.js';
import { blurred, darkened, documentPhoto, glared } from './test-documents.js';

const analyser = createImageAnalyser();
afterAll(() => analyser.close());

async function frames(images: Buffer[]): Promise<FrameFacts[]> {
  const facts: FrameFacts[] = [];
  for (const [sequence, image] of images.entries())
    facts.push({ sequence, ...(await analyser.frame(image)) });
  return facts;
}

const decide = (overrides: Partial<DecisionInput>) =>
  decideCapture({
    kind: 'liveness',
    attempt: 1,
    challenge: ['turn_left', 'turn_right'],
    settings: DEFAULT_LIVENESS_SETTINGS,
    sides: [],
    frames: [],
    documents: [],
    fields: () => [],
    decidedAt: new Date('2026-11-27T10:00:00Z'),
    ...overrides,
  });

describe('liveness frames, on real photos', () => {
  it('reads a frontal face, and a head turned either way', async () => {
    const [frontal, left, right] = await frames([
      await face(FACES.manPhoto1, 'jpeg'),
      await face(TURNED_LEFT, 'jpeg'),
      await mirrored(TURNED_LEFT),
    ]);
    expect(frontal?.observation).toMatchObject({ faces: 1 });
    expect(Math.abs(frontal?.observation.yaw ?? 99)).toBeLessThan(15);
    expect(left?.observation.yaw).toBeLessThanOrEqual(-15);
    expect(right?.observation.yaw).toBeGreaterThanOrEqual(15);
    expect(frontal?.embedding).toHaveLength(1024);
    for (const one of [frontal, left, right]) {
      expect(one?.observation.real).toBeGreaterThanOrEqual(0);
      expect(one?.observation.live).toBeLessThanOrEqual(1);
    }
  });

  it('declines a static photo held to the camera: the challenge is not followed', async () => {
    const photo = await face(FACES.manPhoto1, 'jpeg');
    const result = decide({ frames: await frames([photo, photo, photo, photo, photo]) });
    expect(result.decision).toBe('declined');
    expect(result.reasons).toContain('challenge_not_followed');
    expect(result.liveness?.consistency).toBe(1);
  });

  it('follows head turns made in the drawn order, and refuses them out of order', async () => {
    const seen = await frames([
      await face(FACES.manPhoto1, 'jpeg'),
      await face(TURNED_LEFT, 'jpeg'),
      await face(FACES.manPhoto1, 'jpeg'),
      await mirrored(TURNED_LEFT),
    ]);
    const inOrder = decide({ frames: seen, challenge: ['turn_left', 'turn_right'] });
    expect(inOrder.liveness?.challenge).toEqual([
      { action: 'turn_left', frame: 1 },
      { action: 'turn_right', frame: 3 },
    ]);
    expect(inOrder.reasons).not.toContain('challenge_not_followed');
    const outOfOrder = decide({ frames: seen, challenge: ['turn_right', 'turn_left'] });
    expect(outOfOrder.reasons).toContain('challenge_not_followed');
  });

  it('sees no face where there is none, and a dark frame as dark', async () => {
    const [empty, dark] = await frames([
      await documentPhoto(null, ['NO FACE HERE']),
      await darkened(await face(FACES.manPhoto1, 'jpeg')),
    ]);
    expect(empty?.observation).toMatchObject({ faces: 0, yaw: null, real: null });
    expect(empty?.embedding).toBeNull();
    expect(dark?.observation.brightness).toBeLessThan(40);
  });
});

describe('documents, on photos drawn at test time', () => {
  it('matches a selfie to the portrait of the same person, and not to another person’s', async () => {
    const card = await documentPhoto(await face(FACES.manPhoto1, 'png'), ['EXAMPLE', 'ADE']);
    const portrait = await analyser.document(card);
    expect(portrait.observation.faces).toBe(1);
    expect(documentProblems(portrait.observation, 'front')).toEqual([]);
    const front = {
      side: 'front' as const,
      ...portrait,
      text: { text: 'EXAMPLE', confidence: 0.9, mrz: null },
    };
    const same = decide({
      kind: 'document_and_liveness',
      sides: ['front'],
      documents: [front],
      frames: await frames([await face(FACES.manPhoto2, 'jpeg')]),
    });
    expect(same.faceMatch?.match).toBe(true);
    expect(same.faceMatch?.similarity).toBeGreaterThanOrEqual(DEFAULT_LIVENESS_SETTINGS.thresholds.faceMatch);
    expect(same.reasons).not.toContain('face_mismatch');
    const other = decide({
      kind: 'document_and_liveness',
      sides: ['front'],
      documents: [front],
      frames: await frames([await face(FACES.woman, 'jpeg')]),
    });
    expect(other.faceMatch?.match).toBe(false);
    expect(other.reasons).toContain('face_mismatch');
  });

  it('finds blur, glare and darkness in a document photo, and a missing portrait', async () => {
    const card = await documentPhoto(await face(FACES.woman, 'png'), ['EXAMPLE']);
    const problems = async (photo: Buffer) =>
      documentProblems((await analyser.document(photo)).observation, 'front');
    expect(await problems(card)).toEqual([]);
    expect(await problems(await blurred(card))).toContain('blurry');
    expect(await problems(await glared(card))).toContain('glare');
    expect(await problems(await darkened(card))).toContain('too_dark');
    expect(await problems(await documentPhoto(null, ['EXAMPLE']))).toEqual(['no_face']);
  });
});

describe('the analysis in a process of its own (what the server uses)', () => {
  it('sees what the in-process analysis sees, and brings a bad image back as InvalidImageError', async () => {
    const child = createProcessImageAnalyser();
    try {
      const photo = await face(FACES.manPhoto1, 'jpeg');
      const [here] = await frames([photo]);
      const there = await child.frame(photo);
      expect(there.observation).toEqual(here?.observation);
      expect(there.embedding).toEqual(here?.embedding);
      await expect(child.frame(Buffer.from('not an image'))).rejects.toBeInstanceOf(InvalidImageError);
    } finally {
      await child.close();
    }
  }, 60_000);
});
