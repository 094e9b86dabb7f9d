/**
 * Is the document in view sharp and still enough to photograph? A cheap measure, run a few times a second
 * on a small grey copy of the guide frame's area: the variance of the Laplacian (edges are strong in a sharp
 * image, smeared in a blurred one) and the mean difference from the previous sample (motion). No model, no
 * worker: a 200 × 126 sample costs well under a millisecond.
 */

/** A greyscale picture, one byte-ish value (0 to 255) per pixel, row by row. */
export interface GraySample {
  readonly width: number;
  readonly height: number;
  readonly pixels: ArrayLike<number>;
}

/** RGBA bytes (what `getImageData` gives) to luma, with the Rec. 601 weights in integers. */
export function toGray(rgba: ArrayLike<number>, width: number, height: number): GraySample {
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < pixels.length; i++, p += 4)
    pixels[i] = ((rgba[p] ?? 0) * 77 + (rgba[p + 1] ?? 0) * 150 + (rgba[p + 2] ?? 0) * 29) >> 8;
  return { width, height, pixels };
}

/**
 * The variance of the 4-neighbour Laplacian over the inner pixels. Higher is sharper; it also grows with
 * contrast, so the threshold assumes a document under ordinary light. 0 for a sample too small to measure.
 */
export function laplacianVariance({ width, height, pixels }: GraySample): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value =
        (pixels[i - 1] ?? 0) +
        (pixels[i + 1] ?? 0) +
        (pixels[i - width] ?? 0) +
        (pixels[i + width] ?? 0) -
        4 * (pixels[i] ?? 0);
      sum += value;
      sumOfSquares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

/** The mean absolute difference between two samples of the same size (0: identical); Infinity otherwise. */
export function motionBetween(a: GraySample, b: GraySample): number {
  if (a.width !== b.width || a.height !== b.height) return Number.POSITIVE_INFINITY;
  const count = a.width * a.height;
  let total = 0;
  for (let i = 0; i < count; i++) total += Math.abs((a.pixels[i] ?? 0) - (b.pixels[i] ?? 0));
  return count === 0 ? 0 : total / count;
}

export interface AutoCaptureOptions {
  /** The Laplacian variance a sample must exceed. */
  minSharpness: number;
  /** The largest mean change (0 to 255) from the previous sample still counted as steady. */
  maxMotion: number;
  /** Consecutive sharp and steady samples before the photo is taken. */
  checks: number;
}

/**
 * Defaults chosen on synthetic pictures (see sharpness.test.ts) and a printed card filmed by a phone at the
 * sample size: tune them with real devices rather than trusting these numbers.
 */
export const DEFAULT_AUTO_CAPTURE: AutoCaptureOptions = { minSharpness: 150, maxMotion: 6, checks: 3 };

export interface AutoCapture {
  /** Feeds one sample; true once `checks` samples in a row were sharp and steady. */
  check(sample: GraySample): boolean;
  reset(): void;
}

/** Several checks in a row, so one lucky sharp frame of a moving hand does not trigger the photo. */
export function createAutoCapture(options: AutoCaptureOptions = DEFAULT_AUTO_CAPTURE): AutoCapture {
  let previous: GraySample | null = null;
  let streak = 0;
  return {
    check(sample) {
      const steady = previous === null ? false : motionBetween(previous, sample) <= options.maxMotion;
      previous = sample;
      streak = steady && laplacianVariance(sample) >= options.minSharpness ? streak + 1 : 0;
      return streak >= options.checks;
    },
    reset() {
      previous = null;
      streak = 0;
    },
  };
}
