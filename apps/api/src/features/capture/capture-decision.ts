/**
 * The server's decision on a capture attempt, from what image-analysis.ts saw: pure, so every
 * rule is tested on plain numbers, and the same inputs always give the same decision.
 *
 * Liveness: each frame with one face is read as a pose (centre, turned left or right, looking up or down)
 * and whether the eyes are shut. The challenge is followed when its actions show up in the frames in the
 * order drawn, each in a later frame than the one before, a blink being a shut-eyed frame after an
 * open-eyed one. A photo held to the camera shows one pose throughout, so it cannot follow two different
 * actions in a row. The anti-spoofing and liveness scores (medians over the frames) must reach the
 * business's thresholds, and every frame must show the same person as the one before it.
 * Document: every side captured and usable, its text readable, the MRZ's check digits right, and what
 * the business supplied matching what the document says. Face match: the most frontal frame's face
 * against the document's portrait, at the business's threshold.
 */
import type {
  CaptureKind,
  CaptureReason,
  DocumentProblem,
  LivenessAction,
  TCaptureResult,
  TDocumentText,
  TFieldComparison,
  TLivenessSettings,
} from '@verity/client';
import { faceSimilarity } from '../identity/face/face-similarity.js';
import type { DocumentQuality, FrameObservation } from './image-analysis.js';

/** A turn counts from this many degrees of yaw. */
export const TURN_DEGREES = 15;
/** Looking up or down counts from this far from the person's own centre pitch. */
export const NOD_DEGREES = 10;
/** Human's blink gesture threshold: an eye with less open than this is shut. */
export const EYES_SHUT = 0.2;
export const EYES_OPEN = 0.25;
/** Two successive frames of one person: consecutive video frames are far more alike than this. */
export const SAME_PERSON = 0.45;
/** Document photo thresholds (measured at 800 px wide; see image-analysis.ts). */
export const DOCUMENT_MIN_SHARPNESS = 80;
/** Blown-out share above which a normally lit photo has a hotspot (a white card lit evenly is not glare). */
export const DOCUMENT_MAX_GLARE = 0.04;
const GLARE_NEEDS_BRIGHTNESS_BELOW = 200;
export const DOCUMENT_MIN_BRIGHTNESS = 50;
/** Mean OCR confidence under which a document without an MRZ counts as unreadable. */
export const DOCUMENT_MIN_CONFIDENCE = 0.5;

export interface FrameFacts {
  sequence: number;
  observation: FrameObservation;
  embedding: number[] | null;
}

export interface DocumentFacts {
  side: 'front' | 'back';
  observation: DocumentQuality;
  embedding: number[] | null;
  text: TDocumentText | null;
}

export interface DecisionInput {
  kind: CaptureKind;
  attempt: number;
  challenge: readonly LivenessAction[];
  settings: TLivenessSettings;
  /** The sides the document type has. */
  sides: ReadonlyArray<'front' | 'back'>;
  frames: readonly FrameFacts[];
  documents: readonly DocumentFacts[];
  /** What the supplied details compare to on the document (document-text's compareFields). */
  fields: (text: TDocumentText) => TFieldComparison[];
  decidedAt: Date;
}

type Pose = 'center' | 'left' | 'right' | 'up' | 'down';

/** Why a document photo should be taken again; an empty list is a usable photo. */
export function documentProblems(quality: DocumentQuality, side: 'front' | 'back'): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  if (quality.sharpness < DOCUMENT_MIN_SHARPNESS) problems.push('blurry');
  if (quality.glare > DOCUMENT_MAX_GLARE && quality.brightness < GLARE_NEEDS_BRIGHTNESS_BELOW)
    problems.push('glare');
  if (quality.brightness < DOCUMENT_MIN_BRIGHTNESS) problems.push('too_dark');
  if (quality.faceAtEdge) problems.push('cropped');
  // The portrait is on the front of every supported type (a passport's data page is its front).
  if (side === 'front' && quality.faces === 0) problems.push('no_face');
  return problems;
}

const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function poseOf(observation: FrameObservation, centrePitch: number): Pose {
  const { yaw = 0, pitch = 0 } = observation;
  const yawValue = yaw ?? 0;
  const pitchDelta = (pitch ?? 0) - centrePitch;
  // The larger movement wins: a turned head also reads a little up or down.
  if (Math.abs(yawValue) >= TURN_DEGREES && Math.abs(yawValue) >= Math.abs(pitchDelta))
    return yawValue < 0 ? 'left' : 'right';
  if (Math.abs(pitchDelta) >= NOD_DEGREES) return pitchDelta < 0 ? 'down' : 'up';
  return 'center';
}

const actionPose: Record<Exclude<LivenessAction, 'blink'>, Pose> = {
  turn_left: 'left',
  turn_right: 'right',
  look_up: 'up',
  look_down: 'down',
};

/** The frame that shows each action, each after the one before; null from the first action not seen. */
export function followChallenge(
  challenge: readonly LivenessAction[],
  frames: readonly FrameFacts[],
): Array<{ action: LivenessAction; frame: number | null }> {
  const faces = frames.filter((frame) => frame.observation.faces === 1);
  const centrePitch =
    median(
      faces
        .filter((frame) => Math.abs(frame.observation.yaw ?? 0) < TURN_DEGREES)
        .map((frame) => frame.observation.pitch ?? 0),
    ) ?? 0;
  const steps: Array<{ action: LivenessAction; frame: number | null }> = [];
  let from = 0;
  let lost = false;
  for (const action of challenge) {
    let found: number | null = null;
    if (!lost) {
      for (let i = from; i < faces.length; i += 1) {
        const frame = faces[i];
        if (!frame) continue;
        const shows =
          action === 'blink'
            ? (frame.observation.eyesOpen ?? 1) < EYES_SHUT &&
              faces
                .slice(Math.max(0, from - 1), i)
                .some((before) => (before.observation.eyesOpen ?? 0) >= EYES_OPEN)
            : poseOf(frame.observation, centrePitch) === actionPose[action];
        if (shows) {
          found = i;
          break;
        }
      }
    }
    if (found === null) lost = true;
    else from = found + 1;
    steps.push({ action, frame: found === null ? null : (faces[found]?.sequence ?? null) });
  }
  return steps;
}

/** Lowest similarity between each face frame and the face frame before it (null with fewer than two). */
function consistency(frames: readonly FrameFacts[]): number | null {
  const embeddings = frames.flatMap((frame) => (frame.embedding ? [frame.embedding] : []));
  let lowest: number | null = null;
  for (let i = 1; i < embeddings.length; i += 1) {
    const similarity = faceSimilarity(embeddings[i - 1] ?? [], embeddings[i] ?? []);
    lowest = lowest === null ? similarity : Math.min(lowest, similarity);
  }
  return lowest;
}

/** The face to match against the document: the most frontal frame with one face. */
function frontalEmbedding(frames: readonly FrameFacts[]): number[] | null {
  const candidates = frames
    .filter((frame) => frame.observation.faces === 1 && frame.embedding)
    .sort((a, b) => Math.abs(a.observation.yaw ?? 0) - Math.abs(b.observation.yaw ?? 0));
  return candidates[0]?.embedding ?? null;
}

function decideLiveness(input: DecisionInput, reasons: Set<CaptureReason>): TCaptureResult['liveness'] {
  const { frames, challenge, settings } = input;
  const faceFrames = frames.filter((frame) => frame.observation.faces === 1);
  const steps = followChallenge(challenge, frames);
  const livenessScore = median(faceFrames.flatMap((frame) => frame.observation.live ?? []));
  const antiSpoofScore = median(faceFrames.flatMap((frame) => frame.observation.real ?? []));
  const sameness = consistency(faceFrames);
  if (frames.length < challenge.length + 1) reasons.add('too_few_frames');
  if (faceFrames.length === 0) reasons.add('no_face');
  if (frames.some((frame) => frame.observation.faces > 1) || (sameness !== null && sameness < SAME_PERSON))
    reasons.add('different_faces');
  if (steps.some((step) => step.frame === null)) reasons.add('challenge_not_followed');
  if (antiSpoofScore === null || antiSpoofScore < settings.thresholds.antiSpoof)
    reasons.add('spoof_suspected');
  if (livenessScore === null || livenessScore < settings.thresholds.liveness) reasons.add('liveness_low');
  return {
    frames: frames.length,
    challenge: steps,
    livenessScore: livenessScore === null ? null : Math.round(livenessScore * 100) / 100,
    antiSpoofScore: antiSpoofScore === null ? null : Math.round(antiSpoofScore * 100) / 100,
    consistency: sameness,
    thresholds: { liveness: settings.thresholds.liveness, antiSpoof: settings.thresholds.antiSpoof },
  };
}

function decideDocument(input: DecisionInput, reasons: Set<CaptureReason>): TCaptureResult['document'] {
  const bySide = new Map(input.documents.map((document) => [document.side, document]));
  const sides = input.sides.flatMap((side) => {
    const document = bySide.get(side);
    if (!document) {
      reasons.add('document_missing');
      return [];
    }
    const problems = documentProblems(document.observation, side);
    if (problems.length > 0) reasons.add('document_quality');
    return [{ side, accepted: problems.length === 0, problems }];
  });
  const texts = input.sides.flatMap((side) => bySide.get(side)?.text ?? []);
  const mrz = texts.find((text) => text.mrz)?.mrz ?? null;
  const text: TDocumentText | null =
    texts.length === 0
      ? null
      : {
          text: texts.map((one) => one.text).join('\n'),
          confidence: Math.min(...texts.map((one) => one.confidence)),
          mrz,
        };
  if (texts.length > 0 && !mrz && (text?.confidence ?? 0) < DOCUMENT_MIN_CONFIDENCE)
    reasons.add('document_unreadable');
  if (mrz && !mrz.valid) reasons.add('mrz_invalid');
  const fields = text ? input.fields(text) : [];
  if (fields.some((field) => field.match === false)) reasons.add('details_mismatch');
  return { sides, text, fields };
}

export function decideCapture(input: DecisionInput): TCaptureResult {
  const reasons = new Set<CaptureReason>();
  const { kind, settings } = input;
  const wantsLiveness = kind !== 'document';
  const wantsDocument = kind !== 'liveness';
  const liveness = wantsLiveness ? decideLiveness(input, reasons) : null;
  const document = wantsDocument ? decideDocument(input, reasons) : null;
  let faceMatch: TCaptureResult['faceMatch'] = null;
  if (wantsLiveness && wantsDocument && settings.checks.faceMatch) {
    const selfie = frontalEmbedding(input.frames);
    const portrait = input.documents.find((one) => one.side === 'front')?.embedding ?? null;
    if (selfie && portrait) {
      const similarity = faceSimilarity(selfie, portrait);
      const threshold = settings.thresholds.faceMatch;
      faceMatch = { similarity, match: similarity >= threshold, threshold };
      if (!faceMatch.match) reasons.add('face_mismatch');
    } else reasons.add('face_mismatch');
  }
  return {
    decision: reasons.size === 0 ? 'approved' : 'declined',
    reasons: [...reasons],
    decidedAt: input.decidedAt.toISOString(),
    attempt: input.attempt,
    liveness,
    faceMatch,
    document,
  };
}
