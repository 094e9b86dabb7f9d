/**
 * Page geometry shared by the agreement renderer (pdfkit) and the signing step (pdf-lib), which draws
 * the signee's signature into the block the renderer left for it. Coordinates are PDF user space: points,
 * origin at the bottom-left of the page, y growing upwards (pdf-lib's convention; pdfkit's is converted).
 *
 * The signature block always sits at the same place at the foot of the agreement's last page, so the
 * signing step can find it from these numbers alone, without parsing the rendered text.
 */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;

/** Helvetica's ascender (AFM: 718/1000 em): pdfkit positions text by its top, pdf-lib by its baseline. */
const HELVETICA_ASCENT = 0.718;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SignatureColumn {
  x: number;
  width: number;
  /** Baseline of the "For the Business" / "For Verity" heading. */
  headingBaseline: number;
  /** Baseline of the party's name under the heading. */
  partyBaseline: number;
  /** Where the drawn signature goes; the signature line runs along its bottom edge. */
  signatureBox: Rect;
  /** Baselines of the labelled lines under the signature line; values start at `valueX`. */
  nameBaseline: number;
  titleBaseline: number;
  dateBaseline: number;
  valueX: number;
}

const COLUMN_WIDTH = 235;

function column(x: number): SignatureColumn {
  return {
    x,
    width: COLUMN_WIDTH,
    headingBaseline: 262,
    partyBaseline: 246,
    signatureBox: { x, y: 158, width: COLUMN_WIDTH, height: 74 },
    nameBaseline: 128,
    titleBaseline: 112,
    dateBaseline: 96,
    valueX: x + 34,
  };
}

export const SIGNATURE_BLOCK = {
  /** Everything above this line (PDF y) is free for the agreement text on the last page. */
  top: 282,
  signee: column(MARGIN),
  platform: column(A4.width - MARGIN - COLUMN_WIDTH),
} as const;

/** The pdfkit `y` (top of the text, measured from the page top) that puts text of `size` on `baseline`. */
export function pdfkitTop(baseline: number, size: number): number {
  return A4.height - baseline - HELVETICA_ASCENT * size;
}
