/**
 * What the server sees in a capture's images, as numbers the decision works from. A liveness
 * frame: how many faces, the head's pose, how open the eyes are, Human's anti-spoofing ("real") and
 * liveness scores, and the face's descriptor. A document side: the portrait's descriptor and the photo's
 * quality (sharpness, glare, light). Nothing here decides; capture-decision.ts does.
 */
import sharp from 'sharp';
import {
  detectFaces,
  type FaceEngineLease,
  type FaceResult,
  InvalidImageError,
  leaseFaceEngine,
} from '../identity/face/face-engine.js';

export interface FrameObservation {
  /** Confident faces in the frame. */
  faces: number;
  /** Degrees; below 0 the person turned to their left (as an unmirrored camera sees them). */
  yaw: number | null;
  /** Degrees; lower when the head tips down. */
  pitch: number | null;
  /** The less open eye, lid gap over eye height (Human's blink gesture counts below 0.2 as closed). */
  eyesOpen: number | null;
  /** Human's anti-spoofing model, 0 (photo, screen, mask) to 1 (a real face). */
  real: number | null;
  /** Human's liveness model, 0 to 1. */
  live: number | null;
  /** The face's width as a share of the frame's: a small one is too far to judge. */
  faceWidth: number | null;
  /** Mean luminance, 0 to 255. */
  brightness: number;
}

export interface DocumentQuality {
  width: number;
  height: number;
  /** Variance of the Laplacian of the greyscale photo at a fixed width: low is blurred. */
  sharpness: number;
  /** Share of blown-out pixels (luminance ≥ 250): light reflected off a laminate. */
  glare: number;
  /** Mean luminance, 0 to 255. */
  brightness: number;
  faces: number;
  /** The portrait's box touches the photo's edge: the card is cut off. */
  faceAtEdge: boolean;
}

export interface Analysed<T> {
  observation: T;
  /** The largest face's descriptor (FaceRes, 1024 values), or null without a face. */
  embedding: number[] | null;
}

/** Quality is measured at this width, so the sharpness figure does not depend on the camera's resolution. */
const QUALITY_WIDTH = 800;
const LAPLACIAN = { width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 };
const GLARE_LUMA = 250;
const EDGE_MARGIN = 2;

const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Human's blink gesture measure (src/gesture/gesture.ts): lid gap over the eye's height, per eye. */
function eyesOpen(face: FaceResult): number | null {
  const m = face.mesh;
  const y = (index: number) => m[index]?.[1] ?? 0;
  if (m.length < 468) return null;
  const left = Math.abs(y(374) - y(386)) / Math.abs(y(443) - y(450) || 1);
  const right = Math.abs(y(145) - y(159)) / Math.abs(y(223) - y(230) || 1);
  return round2(Math.min(left, right));
}

async function greyscale(image: Buffer, width: number) {
  return sharp(image, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).greyscale();
}

/** Mean and variance of an 8-bit single-channel buffer. */
function meanAndVariance(data: Buffer): { mean: number; variance: number } {
  let sum = 0;
  let squares = 0;
  for (const value of data) {
    sum += value;
    squares += value * value;
  }
  const n = Math.max(data.length, 1);
  const mean = sum / n;
  return { mean, variance: squares / n - mean * mean };
}

// sharp's stats() describes the input, not the pipeline's output, so every figure here is computed from
// the processed pixels themselves.
async function brightnessOf(image: Buffer): Promise<number> {
  try {
    const data = await (await greyscale(image, 320)).raw().toBuffer();
    return Math.round(meanAndVariance(data).mean);
  } catch (error) {
    throw new InvalidImageError('frame', error instanceof Error ? error.message : String(error));
  }
}

async function qualityOf(image: Buffer): Promise<Omit<DocumentQuality, 'faces' | 'faceAtEdge'>> {
  try {
    const { width = 0, height = 0 } = await sharp(image, { failOn: 'error' }).rotate().metadata();
    const grey = await greyscale(image, QUALITY_WIDTH);
    const data = await grey.clone().raw().toBuffer();
    let blown = 0;
    for (const value of data) if (value >= GLARE_LUMA) blown += 1;
    const edges = await grey.convolve(LAPLACIAN).raw().toBuffer();
    return {
      width,
      height,
      sharpness: Math.round(meanAndVariance(edges).variance),
      glare: round2(blown / Math.max(data.length, 1)),
      brightness: Math.round(meanAndVariance(data).mean),
    };
  } catch (error) {
    throw new InvalidImageError('document', error instanceof Error ? error.message : String(error));
  }
}

export interface ImageAnalyser {
  frame(image: Buffer): Promise<Analysed<FrameObservation>>;
  document(image: Buffer): Promise<Analysed<DocumentQuality>>;
  close(): Promise<void>;
}

/** Loads nothing until the first image: the face engine is shared with the face comparer. */
export function createImageAnalyser(lease: FaceEngineLease = leaseFaceEngine()): ImageAnalyser {
  return {
    async frame(image) {
      const brightness = await brightnessOf(image);
      const faces = await lease.run((engine) =>
        detectFaces(engine, image, 'frame', { spoofAndLiveness: true }),
      );
      const face = faces[0];
      const observation: FrameObservation = {
        faces: faces.length,
        yaw: face ? degrees(face.rotation?.angle.yaw ?? 0) : null,
        pitch: face ? degrees(face.rotation?.angle.pitch ?? 0) : null,
        eyesOpen: face ? eyesOpen(face) : null,
        real: face?.real === undefined ? null : round2(face.real),
        live: face?.live === undefined ? null : round2(face.live),
        // Human's boxes are in the (possibly downscaled) analysed image; boxRaw is 0..1 of it.
        faceWidth: face ? round2(face.boxRaw[2]) : null,
        brightness,
      };
      return { observation, embedding: face?.embedding?.length ? [...face.embedding] : null };
    },
    async document(image) {
      const quality = await qualityOf(image);
      const faces = await lease.run((engine) =>
        detectFaces(engine, image, 'document', { spoofAndLiveness: false }),
      );
      const face = faces[0];
      const [x = 0, y = 0, w = 0, h = 0] = face?.boxRaw ?? [];
      const margin = EDGE_MARGIN / Math.max(quality.width, 1);
      return {
        observation: {
          ...quality,
          faces: faces.length,
          faceAtEdge:
            face !== undefined && (x <= margin || y <= margin || x + w >= 1 - margin || y + h >= 1 - margin),
        },
        embedding: face?.embedding?.length ? [...face.embedding] : null,
      };
    },
    close: () => lease.close(),
  };
}
