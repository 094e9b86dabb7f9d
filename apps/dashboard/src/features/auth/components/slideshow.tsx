import clsx from 'clsx';
import { useCallback } from 'react';
import { useSlideshow } from '../lib/use-slideshow';
import { slides } from './slides';

const controlClass =
  'inline-flex h-9 items-center justify-center rounded-full px-3 font-medium text-sm text-white hover:bg-white/15 focus-visible:outline-white';

/**
 * The auth pages' promotional slideshow: advances every 5 s, wraps, and manual navigation restarts the timer.
 * Follows the WAI-ARIA carousel pattern: labelled controls, a pause button (WCAG 2.2.2), and a polite live
 * region that speaks only when the person moves the slides themselves.
 */
export function Slideshow() {
  const describe = useCallback(
    (i: number) => `Slide ${i + 1} of ${slides.length}: ${slides[i]?.title ?? ''}`,
    [],
  );
  const show = useSlideshow(slides.length, describe);
  const slide = slides[show.index] ?? slides[0];
  if (!slide) return null;
  const { Art } = slide;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Why businesses choose Verity"
      className="flex w-full max-w-xl flex-col items-center gap-8 text-center text-white"
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names a slide as a group; a fieldset is for form controls. */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${show.index + 1} of ${slides.length}`}
        className="flex min-h-[26rem] w-full flex-col items-center gap-6"
      >
        <Art />
        <h2 className="font-semibold text-2xl">{slide.title}</h2>
        <p className="max-w-md text-base text-brand-50">{slide.description}</p>
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {show.announcement}
      </p>

      <div className="flex items-center gap-2">
        <button type="button" className={controlClass} aria-label="Previous slide" onClick={show.prev}>
          <span aria-hidden="true" className="text-2xl leading-none">
            ‹
          </span>
        </button>
        {slides.map((s, i) => (
          <button
            key={s.title}
            type="button"
            aria-label={`Show slide ${i + 1}: ${s.title}`}
            aria-current={i === show.index ? 'true' : undefined}
            onClick={() => show.goTo(i)}
            className="group inline-flex h-9 w-9 items-center justify-center rounded-full focus-visible:outline-white"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                i === show.index ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80',
              )}
            />
          </button>
        ))}
        <button type="button" className={controlClass} aria-label="Next slide" onClick={show.next}>
          <span aria-hidden="true" className="text-2xl leading-none">
            ›
          </span>
        </button>
        <button
          type="button"
          className={clsx(controlClass, 'ml-2 border border-white/40')}
          onClick={show.togglePaused}
        >
          {show.paused ? 'Play' : 'Pause'}
          <span className="sr-only"> slideshow</span>
        </button>
      </div>
    </section>
  );
}
