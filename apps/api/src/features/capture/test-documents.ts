/**
 * Document photos for tests, made at test time with sharp: a card in an ID's proportions with a portrait
 * (a face from test-faces.ts) and printed lines, and the usual ways a photo of one goes wrong. Nothing
 * committed, nothing fetched; the text uses DejaVu Sans, installed system-wide here.
 */
import sharp from 'sharp';

const WIDTH = 1000;
const HEIGHT = 640;

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);

/** A card: light background, the portrait (if any) on the left, `lines` of dark text beside it. */
export async function documentPhoto(portrait: Buffer | null, lines: readonly string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="360" y="${200 + i * 56}" font-family="DejaVu Sans" font-size="34" fill="#1b2430">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#dde5ee"/><rect x="0" y="0" width="${WIDTH}" height="110" fill="#2f5d8a"/><text x="40" y="72" font-family="DejaVu Sans" font-size="40" fill="#ffffff">REPUBLIC OF TESTLAND</text>${text}</svg>`,
  );
  const face = portrait ? await sharp(portrait).resize(260, 300, { fit: 'cover' }).toBuffer() : null;
  return sharp(svg)
    .composite(face ? [{ input: face, left: 60, top: 170 }] : [])
    .jpeg({ quality: 92 })
    .toBuffer();
}

export const blurred = (photo: Buffer) => sharp(photo).blur(9).jpeg().toBuffer();
export const darkened = (photo: Buffer) => sharp(photo).linear(0.15, 0).jpeg().toBuffer();

/** A lamp's reflection: a blown-out patch across the card. */
export async function glared(photo: Buffer): Promise<Buffer> {
  const spot = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><ellipse cx="640" cy="330" rx="230" ry="150" fill="#ffffff"/></svg>`,
  );
  return sharp(photo)
    .composite([{ input: spot }])
    .jpeg()
    .toBuffer();
}
