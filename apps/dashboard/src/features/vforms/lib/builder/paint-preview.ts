/**
 * Draws the thumbnail's steps (preview-image.ts) on a canvas and answers a PNG. Images are the form's
 * own banner and logo; one that does not load is left out, and if a foreign one taints the canvas the
 * thumbnail is drawn again without images rather than failing. Nothing here needs more than the
 * canvas API: no inline styles, no foreignObject, so it works under a strict CSP.
 */
import { PREVIEW_SIZE, type PreviewStep } from './preview-image';

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

function roundedRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  g.beginPath();
  if (r > 0) g.roundRect(x, y, w, h, r);
  else g.rect(x, y, w, h);
}

/** The part of an image of `iw` x `ih` that fills a `w` x `h` box without stretching. */
function coverSource(iw: number, ih: number, w: number, h: number) {
  const scale = Math.max(w / iw, h / ih);
  const sw = w / scale;
  const sh = h / scale;
  return { sx: (iw - sw) / 2, sy: (ih - sh) / 2, sw, sh };
}

function draw(
  g: CanvasRenderingContext2D,
  steps: readonly PreviewStep[],
  images: ReadonlyMap<string, HTMLImageElement>,
) {
  for (const step of steps) {
    if (step.kind === 'rect') {
      g.fillStyle = step.color;
      roundedRect(g, step.x, step.y, step.w, step.h, step.radius);
      g.fill();
    } else if (step.kind === 'text') {
      g.fillStyle = step.color;
      g.font = `${step.bold ? '600 ' : ''}${step.size}px system-ui, sans-serif`;
      g.textAlign = step.align;
      g.textBaseline = 'alphabetic';
      g.fillText(step.text, step.x, step.y);
    } else {
      const image = images.get(step.src);
      if (!image) continue;
      g.save();
      const radius = step.shape === 'circle' ? step.w / 2 : step.shape === 'rounded' ? 8 : 0;
      roundedRect(g, step.x, step.y, step.w, step.h, radius);
      g.clip();
      const { sx, sy, sw, sh } = coverSource(image.naturalWidth, image.naturalHeight, step.w, step.h);
      g.drawImage(image, sx, sy, sw, sh, step.x, step.y, step.w, step.h);
      g.restore();
    }
  }
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The preview could not be drawn'))));
  });
}

/** The steps drawn as a PNG of `size`. */
export async function paintPreview(
  steps: readonly PreviewStep[],
  size: { width: number; height: number } = PREVIEW_SIZE,
): Promise<Blob> {
  const sources = [...new Set(steps.flatMap((step) => (step.kind === 'image' ? [step.src] : [])))];
  const loaded = await Promise.all(sources.map(async (src) => [src, await loadImage(src)] as const));
  const images = new Map(loaded.flatMap(([src, image]) => (image ? [[src, image] as const] : [])));
  const paint = (withImages: ReadonlyMap<string, HTMLImageElement>) => {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('This browser cannot draw the preview');
    draw(g, steps, withImages);
    return toPng(canvas);
  };
  try {
    return await paint(images);
  } catch (error) {
    // A foreign image without CORS taints the canvas: draw the sketch without images instead.
    if (images.size > 0 && (error as Error)?.name === 'SecurityError') return paint(new Map());
    throw error;
  }
}
