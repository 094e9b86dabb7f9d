/**
 * The signature canvas's geometry: sharp on high-density screens without making the PNG the server keeps
 * needlessly large (it accepts SIGNATURE_IMAGE_MAX_CHARS of data URL), and the typed name set to fit.
 */

/** Pixels per CSS pixel: the screen's density, at least 1 and at most 2. */
export function canvasScale(devicePixelRatio: number): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio < 1) return 1;
  return Math.min(devicePixelRatio, 2);
}

/** Sizes the canvas's pixels to its box at the screen's density, drawing in CSS pixels. */
export function fitCanvas(canvas: HTMLCanvasElement, devicePixelRatio: number): void {
  const scale = canvasScale(devicePixelRatio);
  canvas.width = Math.round(canvas.offsetWidth * scale);
  canvas.height = Math.round(canvas.offsetHeight * scale);
  canvas.getContext('2d')?.scale(scale, scale);
}

export const SIGNATURE_FONT_FAMILY = '"Segoe Script", "Brush Script MT", "URW Chancery L", cursive';

/**
 * The font size that fits `name` across most of a `width`-wide box: 40px for a short name, smaller for a
 * long one (an average script glyph is about half its size wide), never below 16px.
 */
export function typedSignatureFontSize(name: string, width: number, height: number): number {
  const byWidth = (width * 0.85) / Math.max(name.length * 0.5, 1);
  return Math.max(16, Math.floor(Math.min(40, height * 0.45, byWidth)));
}

/** Sets `name` in a script face on the canvas, as the signature of someone who cannot draw one. */
export function drawTypedSignature(canvas: HTMLCanvasElement, name: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  context.save();
  context.fillStyle = '#0f172a';
  context.font = `italic ${typedSignatureFontSize(name, width, height)}px ${SIGNATURE_FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, height / 2, width * 0.9);
  context.restore();
}
