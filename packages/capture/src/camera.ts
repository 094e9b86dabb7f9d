/**
 * The camera, behind an interface the flow controller can be tested with: `open(facing)` answers a stream
 * that the view attaches to its `<video>`, and that the controller samples (for the sharpness check) and
 * photographs. Browser failures become a `CameraError` whose `problem` picks the recovery screen.
 */
import { type GraySample, toGray } from './sharpness.js';

/** `environment` (the rear camera) for documents, `user` (the front one) for the selfie. */
export type Facing = 'environment' | 'user';

/** Why the camera cannot be used; each has its own recovery screen and is the `error` event's code. */
export type CameraProblem =
  | 'insecure_context'
  | 'camera_unsupported'
  | 'camera_denied'
  | 'camera_not_found'
  | 'camera_in_use'
  | 'camera_failed';

export class CameraError extends Error {
  override name = 'CameraError';
  constructor(
    readonly problem: CameraProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A part of a frame, in the video's own pixels. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CameraStream {
  readonly facing: Facing;
  /** Shows the stream in `video` (null: the view let go of its element). */
  attach(video: HTMLVideoElement | null): void;
  /** A small grey copy of the guide frame's area, or null while the video has no frame yet. */
  sample(): GraySample | null;
  /** The whole frame as a JPEG, its longer edge at most `maxEdge` pixels. */
  snapshot(maxEdge: number, quality: number): Promise<Blob>;
  /** Stops the tracks: the camera light goes off. Safe to call twice. */
  stop(): void;
}

export interface Camera {
  open(facing: Facing): Promise<CameraStream>;
}

/** A card (ID-1, 85.6 × 54 mm) on its side: the document guide's shape. */
export const CARD_ASPECT = 85.6 / 54;
/** The shape of the document view on screen (its CSS uses the same ratio). */
export const DOCUMENT_VIEW_ASPECT = 4 / 3;
/** How much of the view's width the card guide takes (its CSS uses the same fraction). */
export const GUIDE_WIDTH = 0.86;
const SAMPLE_WIDTH = 200;

/**
 * Where the card guide falls in a `videoWidth` × `videoHeight` frame shown with `object-fit: cover` in a view
 * of `viewAspect`: the view shows a centred crop of the frame, and the guide is a centred card in the view.
 */
export function guideRegion(videoWidth: number, videoHeight: number, viewAspect: number): Region {
  const visible =
    videoWidth / videoHeight > viewAspect
      ? { width: videoHeight * viewAspect, height: videoHeight }
      : { width: videoWidth, height: videoWidth / viewAspect };
  const width = visible.width * GUIDE_WIDTH;
  const height = Math.min(width / CARD_ASPECT, visible.height);
  return { x: (videoWidth - width) / 2, y: (videoHeight - height) / 2, width, height };
}

/** The size of a `width` × `height` picture scaled down (never up) so its longer edge is at most `maxEdge`. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The problem a `getUserMedia` failure (a DOMException, by name) stands for. */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  switch ((error as { name?: unknown } | null)?.name) {
    // SecurityError: a permissions policy (an iframe without allow="camera") blocks it; same recovery.
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'camera_denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'camera_not_found';
    // Firefox says AbortError when another app holds the camera; old Chrome said TrackStartError.
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'camera_in_use';
    default:
      return 'camera_failed';
  }
}

/** The camera of a browser window. Nothing is touched until `open` is called. */
export function browserCamera(win: Window): Camera {
  return {
    async open(facing) {
      if (!win.isSecureContext)
        throw new CameraError('insecure_context', 'The camera needs a secure (https) page');
      const media = win.navigator.mediaDevices;
      if (typeof media?.getUserMedia !== 'function')
        throw new CameraError('camera_unsupported', 'This browser gives no access to a camera');
      try {
        const stream = await media.getUserMedia({
          audio: false,
          // `ideal`, not `exact`: a laptop with only a front camera can still photograph a document.
          video:
            facing === 'environment'
              ? { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } }
              : { facingMode: { ideal: facing }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
        return videoStream(win.document, stream, facing);
      } catch (error) {
        throw new CameraError(cameraProblemOf(error), (error as Error)?.message ?? 'Camera error', {
          cause: error,
        });
      }
    },
  };
}

function videoStream(doc: Document, stream: MediaStream, facing: Facing): CameraStream {
  let video: HTMLVideoElement | null = null;
  let stopped = false;
  const canvas = doc.createElement('canvas');
  // willReadFrequently keeps the sampling canvas on the CPU: getImageData from a GPU canvas is slow.
  const sampler = canvas.getContext('2d', { willReadFrequently: true });

  return {
    facing,
    attach(element) {
      if (video && video !== element) video.srcObject = null;
      video = element;
      if (!element || stopped) return;
      // iOS plays a stream inline, without going full screen, only when muted with the attribute present.
      element.muted = true;
      element.setAttribute('playsinline', '');
      if (element.srcObject !== stream) element.srcObject = stream;
      // Autoplay of a muted, inline video is allowed everywhere; play() can still reject (e.g. the element
      // left the page), and the next attach tries again.
      element.play().catch(() => {});
    },
    sample() {
      if (!video || !sampler || video.videoWidth === 0 || video.readyState < 2) return null;
      const region = guideRegion(video.videoWidth, video.videoHeight, DOCUMENT_VIEW_ASPECT);
      const size = fitWithin(region.width, region.height, SAMPLE_WIDTH);
      canvas.width = size.width;
      canvas.height = size.height;
      sampler.drawImage(
        video,
        region.x,
        region.y,
        region.width,
        region.height,
        0,
        0,
        size.width,
        size.height,
      );
      return toGray(sampler.getImageData(0, 0, size.width, size.height).data, size.width, size.height);
    },
    snapshot(maxEdge, quality) {
      if (!video || video.videoWidth === 0) return Promise.reject(new Error('The camera has no picture yet'));
      const size = fitWithin(video.videoWidth, video.videoHeight, maxEdge);
      return drawToJpeg(doc, video, size, quality);
    },
    stop() {
      stopped = true;
      for (const track of stream.getTracks()) track.stop();
      if (video) video.srcObject = null;
    },
  };
}

/** Draws `source` at `size` on a fresh canvas and encodes it as JPEG. */
export function drawToJpeg(
  doc: Document,
  source: CanvasImageSource,
  size: { width: number; height: number },
  quality: number,
): Promise<Blob> {
  const canvas = doc.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas'));
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * A chosen file (no camera) as a JPEG within `maxEdge`: decoding and re-encoding also drops its metadata
 * (location, device) before it leaves the phone. `createImageBitmap` applies the EXIF orientation.
 */
export async function fileToJpeg(doc: Document, file: Blob, maxEdge: number, quality: number): Promise<Blob> {
  const view = doc.defaultView;
  if (typeof view?.createImageBitmap !== 'function') return file;
  const bitmap = await view.createImageBitmap(file);
  try {
    return await drawToJpeg(doc, bitmap, fitWithin(bitmap.width, bitmap.height, maxEdge), quality);
  } finally {
    bitmap.close();
  }
}
