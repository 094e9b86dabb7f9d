/**
 * Face photos for tests, cut at test time out of the demo screenshots that @vladmandic/human ships in its
 * npm package (assets/, MIT): nothing committed, nothing fetched. Shared by the comparer's unit tests and
 * the compare-image API tests.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
export const assetsDir = join(dirname(require.resolve('@vladmandic/human')), '..', 'assets');

export interface Crop {
  file: 'screenshot-facedetect.jpg' | 'screenshot-facematch.jpg';
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Face thumbnails in Human 3.3.6's screenshots (the version is pinned in package.json, so the pixels
 * do not move). screenshot-facedetect.jpg (800x718) has a row of five faces under its photo strip;
 * screenshot-facematch.jpg (1920x954) has a grid of faces, ~106.6 px a column and ~113.9 px a row.
 */
export const FACES = {
  /** A man in a white shirt: first thumbnail of the face-detect screenshot. */
  manPhoto1: { file: 'screenshot-facedetect.jpg', left: 8, top: 345, width: 149, height: 152 },
  /** The same man in another photo (pink collar, other light): face-match grid, row 1, column 2. */
  manPhoto2: { file: 'screenshot-facematch.jpg', left: 107, top: 284, width: 105, height: 113 },
  /** A woman: second thumbnail of the face-detect screenshot. */
  woman: { file: 'screenshot-facedetect.jpg', left: 163, top: 345, width: 150, height: 152 },
  /** A different, younger man with short dark hair: face-match grid, row 3, column 7. */
  otherMan: { file: 'screenshot-facematch.jpg', left: 640, top: 512, width: 105, height: 113 },
} satisfies Record<string, Crop>;

/** The comparer takes uploads as JPEG or PNG bytes: cut the face out and encode it as one. */
export async function face(crop: Crop, format: 'jpeg' | 'png'): Promise<Buffer> {
  const { file, ...region } = crop;
  const cut = sharp(join(assetsDir, file)).extract(region);
  return format === 'jpeg' ? cut.jpeg({ quality: 92 }).toBuffer() : cut.png().toBuffer();
}

/** A man with his head turned well to his left (yaw about -24°): face-match grid, row 1, column 15. */
export const TURNED_LEFT: Crop = {
  file: 'screenshot-facematch.jpg',
  left: 1492,
  top: 284,
  width: 105,
  height: 113,
};

/** The same crop mirrored: the head turned to the other side. */
export async function mirrored(crop: Crop): Promise<Buffer> {
  const { file, ...region } = crop;
  return sharp(join(assetsDir, file)).extract(region).flop().png().toBuffer();
}
