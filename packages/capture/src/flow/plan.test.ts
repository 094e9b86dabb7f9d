import { describe, expect, it } from 'vitest';
import { attemptOf } from '../test-support/fakes.js';
import { challengePlan, MAX_FRAMES, stepsOf } from './plan.js';

describe('stepsOf', () => {
  it('documents first, side by side, then the selfie', () => {
    expect(stepsOf(attemptOf())).toEqual([
      { kind: 'document', side: 'front' },
      { kind: 'document', side: 'back' },
      { kind: 'selfie' },
    ]);
    expect(stepsOf(attemptOf({ kind: 'document', documentSides: ['front'] }))).toEqual([
      { kind: 'document', side: 'front' },
    ]);
    expect(stepsOf(attemptOf({ kind: 'liveness', documentSides: [] }))).toEqual([{ kind: 'selfie' }]);
  });
});

describe('challengePlan', () => {
  it('a neutral frame, then the actions in the server’s order', () => {
    expect(challengePlan(['blink', 'turn_left'], 4)).toEqual([
      { action: null, frames: 1 },
      { action: 'blink', frames: 4 },
      { action: 'turn_left', frames: 4 },
    ]);
  });

  it('stays within MAX_FRAMES however long the challenge, with a frame for every action', () => {
    for (const length of [1, 5, 20, 39, 60]) {
      const plan = challengePlan(Array(length).fill('blink'), 4);
      const total = plan.reduce((sum, step) => sum + step.frames, 0);
      expect(plan.every((step) => step.frames >= 1)).toBe(true);
      if (length < MAX_FRAMES) expect(total).toBeLessThanOrEqual(MAX_FRAMES);
    }
  });
});
