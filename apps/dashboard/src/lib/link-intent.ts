/**
 * Loading a link's page before it is clicked: a pointer resting on the link, keyboard focus, or a press
 * already going down starts its code and data (the router decides what that means, app/route-preload.ts).
 * A pointer passing over a list of links on its way elsewhere starts nothing.
 */
import { createContext, useContext, useEffect, useMemo } from 'react';

/** How long a pointer or focus must stay on a link before its page loads. */
export const INTENT_DELAY_MS = 80;

export type PreloadHref = (href: string) => void;

export const LinkIntentContext = createContext<PreloadHref>(() => {});

export interface IntentHandlers {
  onMouseEnter(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onBlur(): void;
  onPointerDown(): void;
}

export interface IntentTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: IntentTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The handlers for one link, with the timer they share; `cancel` for unmounting. */
export function intentHandlers(
  preload: () => void,
  timers: IntentTimers = browserTimers,
): IntentHandlers & { cancel(): void } {
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  const soon = () => {
    cancel();
    handle = timers.set(() => {
      handle = null;
      preload();
    }, INTENT_DELAY_MS);
  };
  const now = () => {
    cancel();
    preload();
  };
  return {
    onMouseEnter: soon,
    onMouseLeave: cancel,
    onFocus: soon,
    onBlur: cancel,
    onPointerDown: now,
    cancel,
  };
}

/** Spread onto a link (`<Link href={href} {...useLinkIntent(href)}>`). */
export function useLinkIntent(href: string): IntentHandlers {
  const preloadHref = useContext(LinkIntentContext);
  const { cancel, handlers } = useMemo(() => {
    const { cancel, ...handlers } = intentHandlers(() => preloadHref(href));
    return { cancel, handlers };
  }, [preloadHref, href]);
  useEffect(() => cancel, [cancel]);
  return handlers;
}
