/**
 * What an attempt asks for, as an ordered plan: the document's sides, then the selfie; and, for the selfie,
 * how many frames each prompt gets within the API's frame limit.
 */
import type {
  DocumentSide,
  LivenessAction,
  MAX_CAPTURE_FRAMES,
  TCaptureAttempt,
} from '@verity/client/public';

/**
 * The API's limit on frames per attempt. `@verity/client/public` exports its schema constants as types only
 * (no zod in the browser bundle), so the value is restated here; the type makes a change there fail here.
 */
export const MAX_FRAMES: typeof MAX_CAPTURE_FRAMES = 40;

export type FlowStep = { kind: 'document'; side: DocumentSide } | { kind: 'selfie' };

export function stepsOf(attempt: Pick<TCaptureAttempt, 'kind' | 'documentSides'>): FlowStep[] {
  const steps: FlowStep[] = [];
  if (attempt.kind !== 'liveness')
    for (const side of attempt.documentSides) steps.push({ kind: 'document', side });
  if (attempt.kind !== 'document') steps.push({ kind: 'selfie' });
  return steps;
}

/** One prompt of the selfie: `action` null is the neutral frame taken before the first prompt. */
export interface ChallengeStep {
  action: LivenessAction | null;
  frames: number;
}

/**
 * A neutral frame, then `perStep` frames for each action, fewer when the challenge is long enough that the
 * total would pass `MAX_FRAMES` (at least one each: the server needs to see every action).
 */
export function challengePlan(challenge: readonly LivenessAction[], perStep: number): ChallengeStep[] {
  const budget = Math.floor((MAX_FRAMES - 1) / Math.max(1, challenge.length));
  const frames = Math.max(1, Math.min(perStep, budget));
  return [{ action: null, frames: 1 }, ...challenge.map((action) => ({ action, frames }))];
}
