import { type ComponentType, lazy, type ReactNode } from 'react';
import { Link } from 'wouter';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';

const NoPanel: ComponentType = () => null;
let slideshowModule: Promise<{ default: ComponentType }> | undefined;

// Its own chunk: only large screens show it, so a phone never downloads the slides and their art. A chunk
// that fails to load leaves the promotional panel empty rather than taking the sign-in page down with it.
const loadSlideshow = () =>
  (slideshowModule ??= import('./components/slideshow').then(
    (module) => ({ default: module.Slideshow }),
    () => ({ default: NoPanel }),
  ));

// No Suspense boundary of its own: while the slideshow loads, the render waits as the page's does (the
// router has none either), so the static shell's copy of the first slide stays until the slideshow
// replaces it, instead of the panel going empty in between.
const Slideshow = lazy(loadSlideshow);

/**
 * On a large screen, starts loading the slideshow with the app rather than when the layout first renders:
 * the first render then waits for it and the page's chunk together, not one after the other.
 */
export function preloadSlideshow(): void {
  if (window.matchMedia(LARGE_SCREEN_QUERY).matches) void loadSlideshow();
}

/**
 * The auth layout's markup: the page in a column at most 450px wide and, from the lg breakpoint (1024px), the
 * promotional panel beside it. The panel is always in the markup and CSS shows it from lg, so the static copy
 * of this layout that the server sends before any script runs (auth-shell/, which fills the panel with the
 * slideshow's first slide) has the same columns as the page React renders.
 */
export function AuthLayoutFrame({ children, panel }: { children: ReactNode; panel: ReactNode }) {
  return (
    <div className="min-h-screen bg-white lg:grid lg:grid-cols-2">
      <main className="flex min-h-screen flex-col px-5 py-8 sm:px-10">
        <div className="mx-auto flex w-full max-w-[450px] flex-1 flex-col">
          <Link
            href="/auth/login"
            className="self-start rounded-sm font-bold text-brand-700 text-xl tracking-tight"
          >
            Verity
          </Link>
          <div className="flex flex-1 flex-col justify-center py-10">{children}</div>
          <p className="text-muted text-xs">© Verity. Identity, business and compliance verification.</p>
        </div>
      </main>
      <aside
        aria-label="About Verity"
        className="hidden bg-brand-700 px-10 py-12 lg:flex lg:items-center lg:justify-center"
      >
        {panel}
      </aside>
    </div>
  );
}

/** The auth layout. Below lg the slideshow is not mounted at all: no download and no timer on phones. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  return <AuthLayoutFrame panel={large && <Slideshow />}>{children}</AuthLayoutFrame>;
}
