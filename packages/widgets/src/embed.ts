/**
 * The iframe helper (`dist/vform-embed.js`) for the embed snippet (an iframe, full width, no border): sizes
 * each vForm iframe to its content and re-dispatches the form's events on the iframe element. A message
 * counts only when its origin is the iframe src's origin AND it comes from that iframe's window
 * (`acceptMessage`).
 */
import { acceptMessage } from './messages.js';

/** The vForm iframes: marked `data-verity-vform`, or pointing at a hosted form (`/v-forms/`). */
export function vformFrames(doc: Pick<Document, 'querySelectorAll'>): HTMLIFrameElement[] {
  return [...doc.querySelectorAll('iframe')].filter(
    (frame) => frame.hasAttribute('data-verity-vform') || frame.src.includes('/v-forms/'),
  );
}

function originOf(src: string): string {
  try {
    return new URL(src).origin;
  } catch {
    return '';
  }
}

/** What one message does to the iframe it came from; returns false when it is not accepted. */
export function handleFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frames: readonly HTMLIFrameElement[],
): boolean {
  for (const frame of frames) {
    const message = acceptMessage(event, { origin: originOf(frame.src), source: frame.contentWindow });
    if (!message) continue;
    if (message.type === 'vform.resize') {
      const height = Number((message.payload as { height?: unknown } | null)?.height);
      if (height > 0 && height < 100_000) frame.style.height = `${Math.ceil(height)}px`;
    } else if (message.type.startsWith('vform.')) {
      frame.dispatchEvent(
        new CustomEvent(`verity:${message.type.slice(6)}`, { detail: message.payload, bubbles: true }),
      );
    }
    return true;
  }
  return false;
}

/** Listens once per window (a second copy of the script does nothing). */
export function installEmbed(win: Window & { Verity?: VerityGlobal }): void {
  win.Verity ??= {};
  const verity = win.Verity;
  if (verity.vformEmbed) return;
  verity.vformEmbed = true;
  win.addEventListener('message', (event) => handleFrameMessage(event, vformFrames(win.document)));
}
