/**
 * Turns an uploaded document photo into what Tesseract reads best: upright, grey, text a legible size,
 * contrast stretched. Anything sharp cannot decode as a JPEG or PNG is refused here, before the OCR
 * worker is started or used.
 */
import sharp from 'sharp';

/** Not a JPEG or PNG that sharp can decode, or too large: a client error (the route answers 400). */
export class UnreadableImageError extends Error {
  constructor(reason: string) {
    super(`The image is not a readable JPEG or PNG: ${reason}`);
    this.name = 'UnreadableImageError';
  }
}

/**
 * The longer side is brought into this range: smaller photos are enlarged, larger ones reduced (which
 * also bounds a read's time, which grows with the pixel count). Measured on rendered passport pages
 * (README.md): a 700 px page enlarged to 1200 px read 52 of 60 printed words, enlarged to 1600 px only
 * 39; pages of 1000 px and more read 56-60 at 1000-2000 px, so larger gains nothing.
 */
export const MIN_LONG_SIDE = 1200;
export const MAX_LONG_SIDE = 1600;
/** Refuse decompression bombs well before sharp's own default of 268 MP (a 12 MP phone photo is fine). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PreparedImage {
  /** Greyscale PNG, quickly compressed: the worker decodes it once. */
  png: Buffer;
  width: number;
  height: number;
}

export async function prepareDocumentImage(image: Buffer): Promise<PreparedImage> {
  try {
    const input = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, width = 0, height = 0, orientation } = await input.metadata();
    if (format !== 'jpeg' && format !== 'png') throw new Error(`format ${format ?? 'unknown'}`);
    // EXIF orientations 5-8 swap the sides; only the longer side matters here, so the swap does not.
    const longSide = Math.max(width, height);
    if (longSide === 0) throw new Error('no pixels');
    const target = Math.min(Math.max(longSide, MIN_LONG_SIDE), MAX_LONG_SIDE);
    const scale = target / longSide;
    const { data, info } = await input
      .rotate() // phones store portraits sideways with an EXIF orientation; Tesseract reads upright text only
      .greyscale()
      .resize({
        width: Math.round((orientation !== undefined && orientation >= 5 ? height : width) * scale),
        kernel: scale > 1 ? 'cubic' : 'lanczos3',
      })
      .normalise() // stretch contrast: dim photos and tinted document backgrounds
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/** Rows of a prepared image holding an MRZ, and the height of its lines there. */
export interface MrzBand {
  top: number;
  height: number;
  lineHeight: number;
}

/**
 * Capitals this tall, in pixels, are what Tesseract's English model reads MRZs best at: on rendered TD1
 * and TD3 zones, 20-25 px read 76-78 of 90 lines exactly, against 65 at the page's own sizes (20-57 px),
 * 68 at 28-32 px and 44 at 10 px. The second size is read only when the first fails its check digits.
 * See README.md.
 */
export const MRZ_LINE_HEIGHTS = [24, 20] as const;

/** The MRZ band across the whole width (a check digit at the edge must not be cut), scaled for reading. */
export async function cropMrzBand(image: PreparedImage, band: MrzBand, lineHeight: number): Promise<Buffer> {
  const top = Math.max(0, Math.round(band.top));
  const height = Math.min(image.height - top, Math.round(band.height));
  const scale = band.lineHeight > 0 ? lineHeight / band.lineHeight : 1;
  return sharp(image.png)
    .extract({ left: 0, top, width: image.width, height: Math.max(1, height) })
    .resize({ width: Math.max(1, Math.round(image.width * scale)), kernel: scale > 1 ? 'cubic' : 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
