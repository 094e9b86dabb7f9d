import { describe, expect, it } from 'vitest';
import { createFrameQueue } from './frame-queue.js';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createFrameQueue', () => {
  it('sends one at a time, in the order pushed, and drains', async () => {
    const sent: number[] = [];
    let inFlight = 0;
    let most = 0;
    const queue = createFrameQueue<number>(async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await tick();
      sent.push(n);
      inFlight--;
    });
    for (const n of [0, 1, 2, 3]) queue.push(n);
    await queue.drain();
    expect(sent).toEqual([0, 1, 2, 3]);
    expect(most).toBe(1);
    await expect(queue.drain()).resolves.toBeUndefined();
  });

  it('stops at a failure with the item kept, and resume() sends it again, then the rest', async () => {
    const attempts: number[] = [];
    let fail = true;
    const queue = createFrameQueue<number>(async (n) => {
      attempts.push(n);
      if (n === 1 && fail) {
        fail = false;
        throw new Error('offline');
      }
    });
    for (const n of [0, 1, 2]) queue.push(n);
    await expect(queue.drain()).rejects.toThrow('offline');
    expect(queue.error).toBeInstanceOf(Error);
    queue.push(3);
    await tick();
    expect(attempts).toEqual([0, 1]);

    queue.resume();
    await queue.drain();
    expect(attempts).toEqual([0, 1, 1, 2, 3]);
    expect(queue.error).toBeUndefined();
  });

  it('sends nothing after stop(), and a pending drain settles', async () => {
    const sent: number[] = [];
    const queue = createFrameQueue<number>(async (n) => {
      await tick();
      sent.push(n);
    });
    queue.push(0);
    queue.push(1);
    const drained = queue.drain();
    queue.stop();
    queue.push(2);
    await drained;
    await tick();
    expect(sent).toEqual([0]);
  });
});
