/**
 * The auth slideshow's timing: 4 slides, advancing every 5000 ms, wrapping around; a manual move restarts the
 * full interval so a slide the person chose is never cut short. Kept free of React so the timing is tested
 * with fake timers alone.
 */

export const SLIDE_INTERVAL_MS = 5000;

export interface SlideshowState {
  index: number;
  count: number;
}

export type SlideshowAction = { type: 'next' } | { type: 'prev' } | { type: 'go'; index: number };

/** Where a move lands: indexes wrap around in both directions. */
export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  const { count } = state;
  if (count <= 0) return state;
  const wrap = (i: number) => ((i % count) + count) % count;
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1) };
    case 'prev':
      return { ...state, index: wrap(state.index - 1) };
    case 'go':
      return { ...state, index: wrap(action.index) };
  }
}

/** Why the slide changed: a screen reader hears about manual moves only, not every automatic one. */
export type SlideChangeCause = 'auto' | 'manual';

export interface SlideTimerOptions {
  count: number;
  intervalMs?: number;
  onChange(state: SlideshowState, cause: SlideChangeCause): void;
}

export interface SlideTimer {
  readonly state: SlideshowState;
  readonly paused: boolean;
  next(): void;
  prev(): void;
  goTo(index: number): void;
  /** Stops advancing (the Pause control). */
  pause(): void;
  /** Advances again, a full interval from now. */
  resume(): void;
  dispose(): void;
}

/** One pending timeout at most; every move, automatic or manual, schedules the next from scratch. */
export function createSlideTimer(options: SlideTimerOptions): SlideTimer {
  const intervalMs = options.intervalMs ?? SLIDE_INTERVAL_MS;
  let state: SlideshowState = { index: 0, count: options.count };
  let paused = false;
  let disposed = false;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };
  const schedule = () => {
    clear();
    if (paused || disposed || state.count < 2) return;
    pending = setTimeout(() => move({ type: 'next' }, 'auto'), intervalMs);
  };
  const move = (action: SlideshowAction, cause: SlideChangeCause) => {
    if (disposed) return;
    state = slideshowReducer(state, action);
    options.onChange(state, cause);
    schedule();
  };

  schedule();
  return {
    get state() {
      return state;
    },
    get paused() {
      return paused;
    },
    next: () => move({ type: 'next' }, 'manual'),
    prev: () => move({ type: 'prev' }, 'manual'),
    goTo: (index) => move({ type: 'go', index }, 'manual'),
    pause: () => {
      paused = true;
      clear();
    },
    resume: () => {
      paused = false;
      schedule();
    },
    dispose: () => {
      disposed = true;
      clear();
    },
  };
}
