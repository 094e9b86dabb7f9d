import { describe, expect, it } from 'vitest';
import { drawChallenge } from './liveness-challenge.js';

describe('the liveness challenge', () => {
  it('has the asked length, one blink, and no head movement twice in a row', () => {
    for (let run = 0; run < 200; run += 1) {
      const length = 2 + (run % 4);
      const challenge = drawChallenge(length);
      expect(challenge).toHaveLength(length);
      expect(challenge.filter((action) => action === 'blink')).toHaveLength(1);
      const movements = challenge.filter((action) => action !== 'blink');
      for (let i = 1; i < movements.length; i += 1) expect(movements[i]).not.toBe(movements[i - 1]);
    }
  });

  it('varies: the orders drawn are not all the same', () => {
    const drawn = new Set(Array.from({ length: 50 }, () => drawChallenge(4).join(',')));
    expect(drawn.size).toBeGreaterThan(10);
  });
});
