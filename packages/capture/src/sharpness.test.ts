import { describe, expect, it } from 'vitest';
import {
  createAutoCapture,
  DEFAULT_AUTO_CAPTURE,
  type GraySample,
  laplacianVariance,
  motionBetween,
  toGray,
} from './sharpness.js';

const W = 200;
const H = 126;

/** A deterministic "document": dark strokes of print on a light card, random but repeatable. */
function printed(shift = 0): GraySample {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const pixels = new Uint8ClampedArray(W * H).fill(225);
  for (let line = 10; line < H - 10; line += 9)
    for (let x = 8; x < W - 8; x += 1 + Math.floor(random() * 3))
      if (random() < 0.55) for (let dy = 0; dy < 5; dy++) pixels[(line + dy) * W + x + shift] = 35;
  return { width: W, height: H, pixels };
}

/** The same picture out of focus: a box blur, applied twice. */
function blurred(sample: GraySample, radius = 2): GraySample {
  let src = Uint8ClampedArray.from(sample.pixels);
  for (let pass = 0; pass < 2; pass++) {
    const out = new Uint8ClampedArray(src.length);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        let total = 0;
        let count = 0;
        for (let dy = -radius; dy <= radius; dy++)
          for (let dx = -radius; dx <= radius; dx++) {
            const yy = y + dy;
            const xx = x + dx;
            if (yy >= 0 && yy < H && xx >= 0 && xx < W) {
              total += src[yy * W + xx] ?? 0;
              count++;
            }
          }
        out[y * W + x] = total / count;
      }
    src = out;
  }
  return { width: W, height: H, pixels: src };
}

describe('laplacianVariance', () => {
  it('scores sharp print far above the same print out of focus, with the default threshold between', () => {
    const sharp = laplacianVariance(printed());
    const soft = laplacianVariance(blurred(printed(), 1));
    const softer = laplacianVariance(blurred(printed(), 2));
    expect(sharp).toBeGreaterThan(DEFAULT_AUTO_CAPTURE.minSharpness * 5);
    expect(soft).toBeLessThan(sharp / 5);
    expect(softer).toBeLessThan(soft);
    expect(softer).toBeLessThan(DEFAULT_AUTO_CAPTURE.minSharpness);
  });

  it('is 0 for a flat picture and for one too small to measure', () => {
    expect(laplacianVariance({ width: 5, height: 5, pixels: new Uint8ClampedArray(25).fill(90) })).toBe(0);
    expect(laplacianVariance({ width: 2, height: 9, pixels: new Uint8ClampedArray(18) })).toBe(0);
  });
});

describe('toGray', () => {
  it('weights red, green and blue as luma does, and ignores alpha', () => {
    const rgba = [255, 255, 255, 0, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255];
    const gray = toGray(rgba, 4, 1);
    expect(Array.from(gray.pixels)).toEqual([255, 0, 76, 149]);
  });
});

describe('motionBetween', () => {
  it('is 0 for the same picture, large when it moved, and Infinity across sizes', () => {
    expect(motionBetween(printed(), printed())).toBe(0);
    expect(motionBetween(printed(), printed(3))).toBeGreaterThan(DEFAULT_AUTO_CAPTURE.maxMotion);
    expect(motionBetween(printed(), { width: 1, height: 1, pixels: [0] })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('createAutoCapture', () => {
  it('fires after `checks` sharp and steady samples in a row (the first has nothing to compare to)', () => {
    const auto = createAutoCapture();
    const results = Array.from({ length: 5 }, () => auto.check(printed()));
    expect(results).toEqual([false, false, false, true, true]);
  });

  it('starts counting again after a blurred or moving sample, and after reset', () => {
    const auto = createAutoCapture({ minSharpness: 150, maxMotion: 6, checks: 2 });
    expect([auto.check(printed()), auto.check(printed()), auto.check(blurred(printed()))]).toEqual([
      false,
      false,
      false,
    ]);
    expect([auto.check(printed()), auto.check(printed(4)), auto.check(printed(4))]).toEqual([
      false,
      false,
      false,
    ]);
    expect(auto.check(printed(4))).toBe(true);
    auto.reset();
    expect(auto.check(printed(4))).toBe(false);
  });
});
