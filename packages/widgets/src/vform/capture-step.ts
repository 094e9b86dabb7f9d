/**
 * A form's identity capture step, the widget's side: the hosted capture page runs in a dialog
 * (or a window of its own) and tells the widget, by `postMessage`, what happened. The page sends its bridge
 * events only to the origin the widget names in the page's fragment (packages/capture's `embedderOf`); the
 * widget believes only messages from that page's window, from Verity's origin, about the session it
 * started. The answer it keeps is the session id: the server checks it and decides.
 */
/**
 * The bridge events the capture step acts on (packages/capture/src/bridge.ts has the whole contract): the
 * session was decided, or the person cancelled. Errors are the page's to show; a completed close follows
 * `captured`, and the dialog stays until the respondent has read the outcome.
 */
export type CaptureStepEvent = { type: 'captured'; captureId: string } | { type: 'cancelled' };

export interface CaptureStepSource {
  /** The capture page's origin: Verity's API. */
  origin: string;
  /** The window the page runs in: the dialog's iframe, or the window opened instead. */
  window: MessageEventSource | null;
  captureId: string;
}

/** The event in a `message`, when it comes from the capture page this step opened; else null. */
export function captureStepEventOf(
  message: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  from: CaptureStepSource,
): CaptureStepEvent | null {
  const data = message.data as { source?: unknown; v?: unknown; type?: unknown; payload?: unknown } | null;
  if (message.origin !== from.origin || !from.window || message.source !== from.window) return null;
  if (data?.source !== 'verity-capture' || data.v !== 1) return null;
  const payload = data.payload as { captureId?: unknown; reason?: unknown } | null | undefined;
  if (data.type === 'captured' && payload?.captureId === from.captureId)
    return { type: 'captured', captureId: from.captureId };
  return data.type === 'close' && payload?.reason === 'cancelled' ? { type: 'cancelled' } : null;
}

/** The session's page (its token in the fragment) with the origin that should hear its events added. */
export const captureStepUrl = (url: string, embedderOrigin: string): string =>
  `${url}&origin=${encodeURIComponent(embedderOrigin)}`;
