/**
 * The vForm renderer's pure parts: pages, progress, error mapping, tracking, colour contrast and the captcha
 * proof of work. No DOM here, so every rule is tested in Node.
 */
import {
  isAnswerable,
  splitPages,
  type TPublicVFormTemplate,
  type TVFormCaptchaChallenge,
  type TVFormField,
  type TVFormPageBreakSettings,
} from '@verity/client/public';

export interface VFormPage {
  /** The fields to render: page breaks and the hidden payment field left out. */
  fields: TVFormField[];
  /** The page break's own title, else `pagination.pages[index]`, else ''. */
  title: string;
  /** The page break that opens this page (null for the first): its Back label and display. */
  brk: TVFormPageBreakSettings | null;
}

/** Pages split at page breaks (`splitPages`); a break's title names the page that follows it. */
export function pagesOf(template: Pick<TPublicVFormTemplate, 'fields' | 'pagination'>): VFormPage[] {
  return splitPages(template.fields).map((fields, index) => {
    const brk = (index > 0 && fields[0]?.pageBreak) || null;
    return {
      fields: fields.filter(isAnswerable),
      title: brk?.title || template.pagination.pages[index] || '',
      brk,
    };
  });
}

/** Progress through the form on page `index` of `count`, in whole percent: page 1 of 4 is 25. */
export function progressOf(index: number, count: number): number {
  return count > 0 ? Math.round(((index + 1) / count) * 100) : 100;
}

/** The navigation of page `index`: Back (from this page's break) and Next (from the next page's break). */
export function navOf(pages: readonly VFormPage[], index: number) {
  const here = pages[index]?.brk;
  const next = pages[index + 1]?.brk;
  return {
    back: index > 0 && here?.display !== 'primary-only' ? here?.secondaryAction || 'Back' : null,
    next: next ? next.primaryAction || 'Next' : index < pages.length - 1 ? 'Next' : null,
    nextBrk: next ?? null,
  };
}

/**
 * The server's `fieldErrors` (`fields.<fieldId>` or `fields.<fieldId>.<part>`) keyed like the widget's own
 * problems (`answerPath`: `<fieldId>` or `<fieldId>.<part>`). Keys of other request members are dropped.
 */
export function errorsFromServer(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors))
    if (key.startsWith('fields.')) errors[key.slice(7)] = message;
  return errors;
}

/** The index of the first page holding one of `errors` (by field id), or -1. */
export function firstErrorPage(
  pages: readonly VFormPage[],
  errors: Readonly<Record<string, string>>,
): number {
  const ids = Object.keys(errors).map((path) => path.split('.')[0]);
  return pages.findIndex((page) => page.fields.some((field) => ids.includes(field.id)));
}

/** The host page's `utm_*` parameters and referrer, each cut to the server's 500 characters. */
export function trackingFrom(search: string, referrer: string): Record<string, string> {
  const tracking: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search))
    if (key.startsWith('utm_') && key.length <= 64) tracking[key] = value.slice(0, 500);
  if (referrer) tracking.referrer = referrer.slice(0, 500);
  return tracking;
}

/** Only http(s) addresses are followed after a submission (never `javascript:`). */
export function safeRedirect(url: string | null | undefined, base: string): string | null {
  try {
    const target = new URL(url ?? '', base);
    return url && /^https?:$/.test(target.protocol) ? target.href : null;
  } catch {
    return null;
  }
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/**
 * `fg` when it reads on `bg` at WCAG AA (4.5:1), else black or white, whichever reads better. The default
 * submit button (#46B2C8 with a white label, 2.4:1) gets a black label this way.
 */
export function readable(fg: string | null | undefined, bg: string | null | undefined): string | undefined {
  const hex = /^#[\da-f]{6}$/i;
  if (!fg || !bg || !hex.test(fg) || !hex.test(bg)) return fg ?? undefined;
  if (contrast(fg, bg) >= 4.5) return fg;
  return contrast('#000000', bg) >= contrast('#FFFFFF', bg) ? '#000000' : '#FFFFFF';
}

/** The submission's `captcha`: base64 of the altcha payload. */
export function captchaPayload(challenge: TVFormCaptchaChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}

/**
 * Solves an altcha challenge: the number n in [0, maxnumber] with hex(hash(salt + n)) === challenge. A dozen
 * lines on crypto.subtle instead of altcha-lib, for the bundle budget. Resolves null when there is none.
 */
export async function solveCaptcha(challenge: TVFormCaptchaChallenge, signal?: AbortSignal) {
  const encoder = new TextEncoder();
  const max = challenge.maxnumber ?? 1e6;
  for (let n = 0; n <= max && !signal?.aborted; n++) {
    const digest = await crypto.subtle.digest(
      challenge.algorithm.toUpperCase(),
      encoder.encode(challenge.salt + n),
    );
    let hex = '';
    for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
    if (hex === challenge.challenge) return n;
  }
  return null;
}
