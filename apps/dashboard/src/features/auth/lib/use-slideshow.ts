import { useCallback, useEffect, useRef, useState } from 'react';
import { createSlideTimer, SLIDE_INTERVAL_MS, type SlideTimer } from './slideshow';

export interface Slideshow {
  index: number;
  paused: boolean;
  /** Set on manual moves only, for the polite live region: automatic moves stay silent. */
  announcement: string;
  next(): void;
  prev(): void;
  goTo(index: number): void;
  togglePaused(): void;
}

/** React state over `createSlideTimer`; `describe(i)` words the announcement for slide i. */
export function useSlideshow(
  count: number,
  describe: (index: number) => string,
  intervalMs: number = SLIDE_INTERVAL_MS,
): Slideshow {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<SlideTimer | null>(null);
  const describeRef = useRef(describe);
  describeRef.current = describe;

  useEffect(() => {
    const created = createSlideTimer({
      count,
      intervalMs,
      onChange: (state, cause) => {
        setIndex(state.index);
        if (cause === 'manual') setAnnouncement(describeRef.current(state.index));
      },
    });
    timer.current = created;
    setIndex(0);
    setPaused(false);
    return () => created.dispose();
  }, [count, intervalMs]);

  const togglePaused = useCallback(() => {
    const current = timer.current;
    if (!current) return;
    if (current.paused) current.resume();
    else current.pause();
    setPaused(current.paused);
  }, []);

  return {
    index,
    paused,
    announcement,
    next: useCallback(() => timer.current?.next(), []),
    prev: useCallback(() => timer.current?.prev(), []),
    goTo: useCallback((i: number) => timer.current?.goTo(i), []),
    togglePaused,
  };
}
