/**
 * The capture decision on plain numbers: every rule of capture-decision.ts, one at a time, from an
 * approvable capture. (capture-decision-images.test.ts runs it on real photos.)
 */
import { DEFAULT_LIVENESS_SETTINGS, type LivenessAction, type TDocumentText } from '@verity/client';
import { describe, expect, it } from 'vitest';
import {
  type DecisionInput,
  type DocumentFacts,
  decideCapture,
  documentProblems,
  type FrameFacts,
  followChallenge,
} from './capture-decision.js';
import type { DocumentQuality, FrameObservation } from './image-analysis.js';

// Descriptors of FaceRes's length; these two are far apart (similarity 0).
const person = Array.from({ length: 1024 }, (_, i) => (i % 2 ? 0.15 : -0.15));
const someoneElse = person.map((value) => -2 * value);

function frame(sequence: number, pose: Partial<FrameObservation> = {}, embedding = person): FrameFacts {
  return {
    sequence,
    observation: {
      faces: 1,
      yaw: 0,
      pitch: 8,
      eyesOpen: 0.35,
      real: 0.95,
      live: 0.97,
      faceWidth: 0.4,
      brightness: 120,
      ...pose,
    },
    embedding,
  };
}

const left = { yaw: -25 };
const right = { yaw: 22 };
const shut = { eyesOpen: 0.08 };

const quality: DocumentQuality = {
  width: 1200,
  height: 800,
  sharpness: 400,
  glare: 0.01,
  brightness: 150,
  faces: 1,
  faceAtEdge: false,
};
const text: TDocumentText = { text: 'REPUBLIC OF TESTLAND PASSPORT', confidence: 0.9, mrz: null };
const front: DocumentFacts = { side: 'front', observation: quality, embedding: person, text };

function input(overrides: Partial<DecisionInput> = {}): DecisionInput {
  return {
    kind: 'document_and_liveness',
    attempt: 1,
    challenge: ['turn_left', 'blink', 'turn_right'],
    settings: DEFAULT_LIVENESS_SETTINGS,
    sides: ['front'],
    frames: [frame(0), frame(1, left), frame(2), frame(3, shut), frame(4), frame(5, right)],
    documents: [front],
    fields: () => [],
    decidedAt: new Date('2026-11-27T10:00:00Z'),
    ...overrides,
  };
}

describe('the capture decision', () => {
  it('approves a capture that follows the challenge, scores well and matches its document', () => {
    const result = decideCapture(input());
    expect(result).toMatchObject({
      decision: 'approved',
      reasons: [],
      faceMatch: { similarity: 1, match: true, threshold: DEFAULT_LIVENESS_SETTINGS.thresholds.faceMatch },
      liveness: {
        frames: 6,
        challenge: [
          { action: 'turn_left', frame: 1 },
          { action: 'blink', frame: 3 },
          { action: 'turn_right', frame: 5 },
        ],
        livenessScore: 0.97,
        antiSpoofScore: 0.95,
      },
      document: { sides: [{ side: 'front', accepted: true, problems: [] }] },
    });
  });

  it('declines a static photo: one pose throughout follows no challenge', () => {
    const photo = Array.from({ length: 8 }, (_, i) => frame(i, left));
    const result = decideCapture(input({ frames: photo }));
    expect(result.decision).toBe('declined');
    expect(result.reasons).toContain('challenge_not_followed');
    expect(result.liveness?.challenge.map((step) => step.frame)).toEqual([0, null, null]);
  });

  it('declines the right movements in the wrong order', () => {
    const frames = [frame(0), frame(1, right), frame(2), frame(3, shut), frame(4), frame(5, left)];
    const result = decideCapture(input({ frames }));
    expect(result.reasons).toEqual(['challenge_not_followed']);
    expect(result.liveness?.challenge).toEqual([
      { action: 'turn_left', frame: 5 },
      { action: 'blink', frame: null },
      { action: 'turn_right', frame: null },
    ]);
  });

  it('counts a blink only as shut eyes after open ones', () => {
    const alwaysShut = [0, 1, 2, 3].map((i) => frame(i, shut));
    expect(followChallenge(['blink'], alwaysShut)).toEqual([{ action: 'blink', frame: null }]);
    expect(followChallenge(['blink'], [frame(0), frame(1, shut)])).toEqual([{ action: 'blink', frame: 1 }]);
  });

  it('reads looking up and down against the person’s own centre pitch', () => {
    const frames = [
      frame(0, { pitch: 8 }),
      frame(1, { pitch: -6 }),
      frame(2, { pitch: 8 }),
      frame(3, { pitch: 22 }),
    ];
    expect(followChallenge(['look_down', 'look_up'] as LivenessAction[], frames)).toEqual([
      { action: 'look_down', frame: 1 },
      { action: 'look_up', frame: 3 },
    ]);
  });

  it('declines low anti-spoofing and liveness scores at the business’s thresholds', () => {
    const frames = input().frames.map((one) => ({
      ...one,
      observation: { ...one.observation, real: 0.5, live: 0.6 },
    }));
    const result = decideCapture(input({ frames }));
    expect(result.reasons).toEqual(['spoof_suspected', 'liveness_low']);
    const lenient = {
      ...DEFAULT_LIVENESS_SETTINGS,
      thresholds: { liveness: 0.55, antiSpoof: 0.5, faceMatch: 0.6 },
    };
    expect(decideCapture(input({ frames, settings: lenient })).decision).toBe('approved');
  });

  it('declines a swap of person between frames, and a second face', () => {
    const swapped = [
      ...input().frames.slice(0, 3),
      ...input()
        .frames.slice(3)
        .map((one) => ({ ...one, embedding: someoneElse })),
    ];
    expect(decideCapture(input({ frames: swapped })).reasons).toContain('different_faces');
    const crowded = input().frames.map((one, i) =>
      i === 2 ? { ...one, observation: { ...one.observation, faces: 2 } } : one,
    );
    expect(decideCapture(input({ frames: crowded })).reasons).toContain('different_faces');
  });

  it('declines too few frames, and frames without a face', () => {
    expect(decideCapture(input({ frames: [frame(0), frame(1, left)] })).reasons).toContain('too_few_frames');
    const empty = [0, 1, 2, 3, 4].map((i) =>
      frame(i, { faces: 0, yaw: null, pitch: null, eyesOpen: null, real: null, live: null }, []),
    );
    const result = decideCapture(input({ frames: empty.map((one) => ({ ...one, embedding: null })) }));
    expect(result.reasons).toEqual(
      expect.arrayContaining(['no_face', 'challenge_not_followed', 'spoof_suspected', 'face_mismatch']),
    );
  });

  it('declines a selfie that is not the document’s portrait', () => {
    const result = decideCapture(input({ documents: [{ ...front, embedding: someoneElse }] }));
    expect(result.reasons).toEqual(['face_mismatch']);
    expect(result.faceMatch?.match).toBe(false);
  });

  it('declines a missing or unusable side, unreadable text, a broken MRZ and details that differ', () => {
    const card = input({ kind: 'document', sides: ['front', 'back'], frames: [] });
    expect(decideCapture(card).reasons).toEqual(['document_missing']);
    const blurred = { ...front, observation: { ...quality, sharpness: 10 } };
    expect(decideCapture(input({ kind: 'document', documents: [blurred] })).reasons).toEqual([
      'document_quality',
    ]);
    const unreadable = { ...front, text: { text: '~~', confidence: 0.2, mrz: null } };
    expect(decideCapture(input({ kind: 'document', documents: [unreadable] })).reasons).toEqual([
      'document_unreadable',
    ]);
    const mrz = {
      format: 'TD3' as const,
      valid: false,
      failedChecks: ['birthDate'],
      fields: {
        documentCode: 'P',
        issuingState: 'UTO',
        lastName: 'ERIKSSON',
        firstName: 'ANNA MARIA',
        documentNumber: 'L898902C3',
        nationality: 'UTO',
        birthDate: '1974-08-12',
        sex: 'female',
        expirationDate: '2032-04-15',
      },
      lines: [],
    };
    const broken = { ...front, text: { ...text, mrz } };
    expect(decideCapture(input({ kind: 'document', documents: [broken] })).reasons).toEqual(['mrz_invalid']);
    const differs = input({
      kind: 'document',
      fields: () => [{ field: 'lastName', supplied: 'Okafor', extracted: 'ERIKSSON', match: false }],
    });
    const result = decideCapture(differs);
    expect(result.reasons).toEqual(['details_mismatch']);
    expect(result.document?.fields).toEqual([
      { field: 'lastName', supplied: 'Okafor', extracted: 'ERIKSSON', match: false },
    ]);
  });

  it('names what is wrong with a document photo', () => {
    expect(documentProblems(quality, 'front')).toEqual([]);
    expect(
      documentProblems({ ...quality, sharpness: 20, glare: 0.2, brightness: 30, faceAtEdge: true }, 'front'),
    ).toEqual(['blurry', 'glare', 'too_dark', 'cropped']);
    expect(documentProblems({ ...quality, faces: 0 }, 'front')).toEqual(['no_face']);
    expect(documentProblems({ ...quality, faces: 0 }, 'back')).toEqual([]);
    // An evenly lit white card is bright, not glared.
    expect(documentProblems({ ...quality, glare: 0.3, brightness: 235 }, 'front')).toEqual([]);
  });
});
