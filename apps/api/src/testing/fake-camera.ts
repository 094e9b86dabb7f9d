/**
 * A video for Chromium's fake camera (`--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=<file.y4m>`), written at test time from still images: Y4M is a header
 * and raw YUV 4:2:0 frames, so no ffmpeg is needed. Chromium plays the file in a loop.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

export const FAKE_CAMERA_WIDTH = 640;
export const FAKE_CAMERA_HEIGHT = 480;

/** One RGB frame as planar I420 (BT.601, studio range), the size Chromium's Y4M reader expects. */
function i420(rgb: Buffer, width: number, height: number): Buffer {
  const ySize = width * height;
  const out = Buffer.alloc(ySize + ySize / 2);
  const uOffset = ySize;
  const vOffset = ySize + ySize / 4;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const r = rgb[i] ?? 0;
      const g = rgb[i + 1] ?? 0;
      const b = rgb[i + 2] ?? 0;
      out[y * width + x] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        out[uOffset + c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        out[vOffset + c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  return out;
}

/** Writes `images` (any format sharp reads), each shown for `framesEach` frames at 10 fps, to `path`. */
export async function writeFakeCameraVideo(
  path: string,
  images: readonly Buffer[],
  framesEach = 10,
): Promise<void> {
  const width = FAKE_CAMERA_WIDTH;
  const height = FAKE_CAMERA_HEIGHT;
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)];
  for (const image of images) {
    const rgb = await sharp(image)
      .resize(width, height, { fit: 'contain', background: '#5f6670' })
      .removeAlpha()
      .raw()
      .toBuffer();
    const frame = i420(rgb, width, height);
    for (let i = 0; i < framesEach; i += 1) parts.push(Buffer.from('FRAME\n'), frame);
  }
  await writeFile(path, Buffer.concat(parts));
}
