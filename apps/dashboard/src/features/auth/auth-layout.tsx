import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { Slideshow } from './components/slideshow';

/** Tailwind's lg breakpoint (spec §9: 1024px). */

/**
 * The auth layout (spec §2): the page in a column at most 450px wide, and from the lg breakpoint the
 * promotional slideshow beside it. Below lg the slideshow is not mounted at all, so it takes no space
 * and runs no timer on phones.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
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
      {large && (
        <aside
          aria-label="About Verity"
          className="hidden bg-brand-700 px-10 py-12 lg:flex lg:items-center lg:justify-center"
        >
          <Slideshow />
        </aside>
      )}
    </div>
  );
}
