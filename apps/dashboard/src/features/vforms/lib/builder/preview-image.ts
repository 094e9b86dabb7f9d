/**
 * The form's thumbnail (`previewImage`, shown where forms are listed): a sketch of the form's first page
 * as the widget draws it, in its own colours, alignments, banner and logo. This module only lays it out
 * as drawing steps (no DOM, so it is tested in Node); `paint-preview.ts` draws them on a canvas.
 * The upload is a PNG named by timestamp.
 */
import type { TVFormField, TVFormSettings } from '@verity/client';

/** The media service fits images in 480x360; the thumbnail is drawn at that size. */
export const PREVIEW_SIZE = { width: 480, height: 360 } as const;

export type PreviewAlign = 'left' | 'center' | 'right';

export type PreviewStep =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string; radius: number }
  | {
      kind: 'image';
      src: string;
      x: number;
      y: number;
      w: number;
      h: number;
      /** circle, rounded or square: how the logo is clipped; `cover` fills the box (the banner). */
      shape: 'circle' | 'rounded' | 'square' | 'cover';
    }
  | {
      kind: 'text';
      text: string;
      /** The anchor: the left edge, the centre or the right edge, by `align`. */
      x: number;
      y: number;
      size: number;
      bold: boolean;
      color: string;
      align: PreviewAlign;
    };

export type PreviewSettings = Pick<
  TVFormSettings,
  | 'title'
  | 'description'
  | 'titleColor'
  | 'backgroundColor'
  | 'logoAlignment'
  | 'logoShape'
  | 'titleAlignment'
  | 'descriptionAlignment'
  | 'banner'
  | 'logo'
  | 'submitButtonColor'
  | 'submitButtonLabelColor'
>;

const PAD = 24;
const BANNER_HEIGHT = 64;
const LOGO_SIZE = 44;
const TEXT_GREY = '#555555';
const BOX_BORDER = '#C4C4C4';
const BOX_FILL = '#FFFFFF';

/** `text` cut to `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** Where a box of width `w` starts in the content area, by alignment. */
function boxX(align: PreviewAlign, w: number, width: number): number {
  if (align === 'center') return Math.round((width - w) / 2);
  if (align === 'right') return width - PAD - w;
  return PAD;
}

/** Where a text anchored by `align` sits in the content area. */
function textX(align: PreviewAlign, width: number): number {
  if (align === 'center') return Math.round(width / 2);
  if (align === 'right') return width - PAD;
  return PAD;
}

/** The first page's questions (page breaks and the hidden payment field are not drawn). */
function firstPage(fields: readonly Pick<TVFormField, 'type' | 'label'>[]) {
  const end = fields.findIndex((field) => field.type === 'page-break');
  return (end < 0 ? fields : fields.slice(0, end)).filter((field) => field.type !== 'payment');
}

/**
 * The drawing steps of the thumbnail, top to bottom: background, banner, logo, title, description, as
 * many of the first page's questions as fit (a label and an empty box each), and the submit button.
 */
export function previewImageSteps(
  settings: PreviewSettings,
  fields: readonly Pick<TVFormField, 'type' | 'label'>[],
  size: { width: number; height: number } = PREVIEW_SIZE,
): PreviewStep[] {
  const { width, height } = size;
  const steps: PreviewStep[] = [
    { kind: 'rect', x: 0, y: 0, w: width, h: height, color: settings.backgroundColor, radius: 0 },
  ];
  let y = 0;
  if (settings.banner) {
    steps.push({
      kind: 'image',
      src: settings.banner,
      x: 0,
      y: 0,
      w: width,
      h: BANNER_HEIGHT,
      shape: 'cover',
    });
    y = BANNER_HEIGHT;
  }
  y += 16;
  if (settings.logo) {
    steps.push({
      kind: 'image',
      src: settings.logo,
      x: boxX(settings.logoAlignment, LOGO_SIZE, width),
      y,
      w: LOGO_SIZE,
      h: LOGO_SIZE,
      shape: settings.logoShape,
    });
    y += LOGO_SIZE + 10;
  }
  y += 22;
  steps.push({
    kind: 'text',
    text: clip(settings.title, 34),
    x: textX(settings.titleAlignment, width),
    y,
    size: 22,
    bold: true,
    color: settings.titleColor,
    align: settings.titleAlignment,
  });
  if (settings.description.trim()) {
    y += 22;
    steps.push({
      kind: 'text',
      text: clip(settings.description, 60),
      x: textX(settings.descriptionAlignment, width),
      y,
      size: 13,
      bold: false,
      color: TEXT_GREY,
      align: settings.descriptionAlignment,
    });
  }
  y += 18;
  const button = { w: 96, h: 30 };
  // Each question takes 54 px; keep room for the button below them.
  for (const field of firstPage(fields)) {
    if (y + 54 > height - button.h - 16) break;
    steps.push({
      kind: 'text',
      text: clip(field.label, 50),
      x: PAD,
      y: y + 14,
      size: 12,
      bold: true,
      color: TEXT_GREY,
      align: 'left',
    });
    steps.push({ kind: 'rect', x: PAD, y: y + 20, w: width - 2 * PAD, h: 26, color: BOX_BORDER, radius: 5 });
    steps.push({
      kind: 'rect',
      x: PAD + 1,
      y: y + 21,
      w: width - 2 * PAD - 2,
      h: 24,
      color: BOX_FILL,
      radius: 4,
    });
    y += 54;
  }
  const buttonY = Math.min(y + 8, height - button.h - 12);
  const buttonX = width - PAD - button.w;
  steps.push({
    kind: 'rect',
    x: buttonX,
    y: buttonY,
    w: button.w,
    h: button.h,
    color: settings.submitButtonColor,
    radius: 6,
  });
  steps.push({
    kind: 'text',
    text: 'Submit',
    x: buttonX + button.w / 2,
    y: buttonY + 20,
    size: 13,
    bold: true,
    color: settings.submitButtonLabelColor,
    align: 'center',
  });
  return steps;
}

/**
 * The upload's name: named by the time it was made, a PNG unless the user chose a JPEG of their own (the
 * media service keeps the format its extension names).
 */
export function previewImageName(type = 'image/png', now: number = Date.now()): string {
  return `${now}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}
