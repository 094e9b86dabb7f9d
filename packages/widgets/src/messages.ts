/**
 * The postMessage contract between a Verity widget (iframe or shadow-root embed) and the page hosting it.
 *
 * Sending goes to one exact target origin, never `*`. Receiving accepts a message only when its origin is
 * the configured one AND `event.source` is the expected window AND the shape is this contract: checking the
 * origin alone lets any other frame of that origin talk to us, checking the source alone lets a navigated
 * frame of another origin talk to us.
 */

export const MESSAGE_SOURCE = 'verity';
export const MESSAGE_VERSION = 1;

export interface WidgetMessage<TType extends string = string, TPayload = unknown> {
  source: typeof MESSAGE_SOURCE;
  v: typeof MESSAGE_VERSION;
  type: TType;
  payload: TPayload;
}

/** What `acceptMessage` checks an incoming event against. */
export interface MessageExpectation {
  /** The exact origin, e.g. `https://app.verity.africa`. */
  origin: string;
  /** The window expected to send (the iframe's `contentWindow`, or `window.parent`); `null` accepts nothing. */
  source: MessageEventSource | null;
}

export function createMessage<TType extends string, TPayload>(
  type: TType,
  payload: TPayload,
): WidgetMessage<TType, TPayload> {
  return { source: MESSAGE_SOURCE, v: MESSAGE_VERSION, type, payload };
}

export function isWidgetMessage(data: unknown): data is WidgetMessage {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const message = data as Partial<Record<keyof WidgetMessage, unknown>>;
  return (
    message.source === MESSAGE_SOURCE &&
    message.v === MESSAGE_VERSION &&
    typeof message.type === 'string' &&
    message.type !== '' &&
    'payload' in message
  );
}

/**
 * The message carried by `event` if, and only if, it comes from the expected origin and window and has the
 * contract's shape; otherwise `null`. Takes any object with `origin`, `source` and `data`, so a real
 * `MessageEvent` works as well as a test double.
 */
export function acceptMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: MessageExpectation,
): WidgetMessage | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source === null || event.source !== expected.source) return null;
  return isWidgetMessage(event.data) ? event.data : null;
}

/** The part of a window `sendMessage` needs. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * Posts a contract message to `target`, delivered only if the target's origin is exactly `targetOrigin`.
 * Throws on `*` or anything that is not a serialized origin, because a wildcard would hand the message to
 * whatever page the target has navigated to.
 */
export function sendMessage<TType extends string, TPayload>(
  target: MessageTarget,
  targetOrigin: string,
  type: TType,
  payload: TPayload,
): WidgetMessage<TType, TPayload> {
  if (!isExactOrigin(targetOrigin)) {
    throw new TypeError(`sendMessage needs an exact target origin, got ${JSON.stringify(targetOrigin)}`);
  }
  const message = createMessage(type, payload);
  target.postMessage(message, targetOrigin);
  return message;
}

function isExactOrigin(value: string): boolean {
  try {
    const origin = new URL(value).origin;
    return origin !== 'null' && origin === value;
  } catch {
    return false;
  }
}
