/**
 * The browser location for wouter, delivered to React as a transition. wouter's own hook reads the
 * location through useSyncExternalStore, whose updates always render at once: a page whose code or data
 * is still on its way would replace the current page with a spinner. Here one component holds the
 * location in state and changes it inside startTransition, so React keeps the current page on screen
 * until the next one can render, and every hook reads the same location in the same render.
 */
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

export interface BrowserLocation {
  pathname: string;
  /** Without the leading '?'. */
  search: string;
  /** Counts location changes: one navigation, one number, even back to the same address. */
  id: number;
}

// wouter patches pushState and replaceState to dispatch these (importing it above makes sure it has).
const events = ['popstate', 'pushState', 'replaceState'] as const;

const read = (id: number): BrowserLocation => ({
  pathname: window.location.pathname,
  search: window.location.search.replace(/^\?/, ''),
  id,
});

let current: BrowserLocation | null = null;
const listeners = new Set<(location: BrowserLocation) => void>();

/** The location as the browser has it now (React may still be rendering the previous one). */
export function browserLocation(): BrowserLocation {
  current ??= read(0);
  return current;
}

function onLocationEvent(): void {
  const before = browserLocation();
  const next = read(before.id + 1);
  if (next.pathname === before.pathname && next.search === before.search) return;
  current = next;
  for (const listener of listeners) listener(next);
}

function subscribe(listener: (location: BrowserLocation) => void): () => void {
  if (listeners.size === 0) for (const event of events) window.addEventListener(event, onLocationEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) for (const event of events) window.removeEventListener(event, onLocationEvent);
  };
}

// The id of the location React last committed, and who waits for a later one.
let committedId = -1;
let commitWaiters: Array<{ after: number; resolve(): void }> = [];

function locationCommitted(id: number): void {
  committedId = id;
  const ready = commitWaiters.filter((waiter) => waiter.after < id);
  commitWaiters = commitWaiters.filter((waiter) => waiter.after >= id);
  for (const waiter of ready) waiter.resolve();
}

const commitPromises = new Map<number, Promise<void>>();

/** Settles once React has committed a location newer than navigation `id` (the same promise per id). */
export function laterLocationCommitted(id: number): Promise<void> {
  let promise = commitPromises.get(id);
  if (!promise) {
    promise =
      committedId > id
        ? Promise.resolve()
        : new Promise<void>((resolve) => commitWaiters.push({ after: id, resolve }));
    commitPromises.clear();
    commitPromises.set(id, promise);
  }
  return promise;
}

interface LocationState {
  location: BrowserLocation;
  /** A navigation is rendering in the background: the page on screen is the previous one. */
  pending: boolean;
}

const LocationContext = createContext<LocationState | null>(null);

/** A location hook used outside <TransitionLocation>: a wiring mistake, not a runtime condition. */
export class MissingLocationProviderError extends Error {
  override name = 'MissingLocationProviderError';
  constructor() {
    super('TransitionLocation is missing above this component');
  }
}

function useLocationState(): LocationState {
  const state = useContext(LocationContext);
  if (!state) throw new MissingLocationProviderError();
  return state;
}

export function TransitionLocation({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => {
    const unsubscribe = subscribe((next) => startTransition(() => setLocation(next)));
    // Catches a change made while nothing was listening (before the first subscription).
    onLocationEvent();
    return unsubscribe;
  }, []);
  useLayoutEffect(() => locationCommitted(location.id), [location]);
  const value = useMemo(() => ({ location, pending }), [location, pending]);
  return <LocationContext value={value}>{children}</LocationContext>;
}

/** wouter's `hook`: the rendered path, and navigation through the History API as wouter does it. */
export const useTransitionPath: BaseLocationHook = () => [useLocationState().location.pathname, navigate];

/** wouter's `searchHook`. */
export const useTransitionSearch: BaseSearchHook = () => useLocationState().location.search;

/** The rendered location with its navigation id. */
export const useRenderedLocation = (): BrowserLocation => useLocationState().location;

export const useNavigationPending = (): boolean => useLocationState().pending;
