/**
 * The business's colours as custom properties, adjusted so text stays readable: a brand colour that does
 * not reach WCAG AA (4.5:1) is kept for the button but its label becomes black or white, whichever reads.
 */

/** sRGB relative luminance of `#rgb` / `#rrggbb`; null for anything else. */
function luminance(hex: string): number | null {
  const match = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (1 to 21); null if either is not a hex colour. */
export function contrast(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/** The `--verity-*` properties for a brand: `primary`, `on-primary` (its label) and `text` (on white). */
export function brandVars(branding: { primaryColor: string; textColor: string } | undefined): {
  primary: string | undefined;
  'on-primary': string | undefined;
  text: string | undefined;
} {
  if (!branding) return { primary: undefined, 'on-primary': undefined, text: undefined };
  const primary = luminance(branding.primaryColor) === null ? undefined : branding.primaryColor;
  const onPrimary =
    primary === undefined
      ? undefined
      : (contrast(primary, WHITE) ?? 0) >= (contrast(primary, BLACK) ?? 0)
        ? WHITE
        : BLACK;
  const text = (contrast(branding.textColor, WHITE) ?? 0) >= 4.5 ? branding.textColor : undefined;
  return { primary, 'on-primary': onPrimary, text };
}

/** A ref that sets `--verity-<name>` through CSSOM, which a strict CSP allows (a `style=""` it would not). */
export const cssVars =
  (values: Record<string, string | undefined>) =>
  (element: HTMLElement | null): void => {
    if (!element) return;
    for (const [name, value] of Object.entries(values)) {
      if (value) element.style.setProperty(`--verity-${name}`, value);
      else element.style.removeProperty(`--verity-${name}`);
    }
  };
