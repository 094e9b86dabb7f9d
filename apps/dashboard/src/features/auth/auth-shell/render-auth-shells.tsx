/**
 * The auth pages' static shells: the HTML that AuthLayout renders before anyone is signed in, and for
 * /auth/login the login page's first step inside it. The build renders them (apps/dashboard/build/
 * auth-shell-html.ts) into the HTML the server sends for those paths, so the browser paints the page
 * before any script has run; React then renders the same markup over it (main.tsx). Rendered from the
 * real components, so a shell cannot drift from the page that replaces it.
 *
 * The promotional panel holds the slideshow at its first slide. Only large screens show the panel (CSS),
 * and there React mounts the same slideshow over it; a server render cannot know the screen, so the
 * shell always carries it (a few hundred bytes compressed), and a phone never paints it.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { AuthLayoutFrame } from '../auth-layout';
import { Slideshow } from '../components/slideshow';
import LoginPage, { LOGIN_PAGE_TITLE } from '../pages/login-page';

export interface StaticShell {
  /** The paths it serves: an exact path, or a prefix ending in '/*'. */
  path: string;
  /** Its HTML file, beside index.html. */
  file: string;
  /** What goes inside #root. */
  markup: string;
  /** The document title the page sets (useDocumentTitle), when the shell knows the page. */
  title?: string;
  /** The page's module, so its chunk can download beside the entry instead of after it. */
  pageModule?: string;
}

function render(path: string, page: ReactNode): string {
  return renderToStaticMarkup(
    <Router ssrPath={path}>
      <AuthLayoutFrame panel={<Slideshow />}>{page}</AuthLayoutFrame>
    </Router>,
  );
}

export function renderAuthShells(): StaticShell[] {
  return [
    {
      path: '/auth/login',
      file: 'auth-login.html',
      markup: render('/auth/login', <LoginPage />),
      // As useDocumentTitle words it.
      title: `${LOGIN_PAGE_TITLE} · Verity`,
      pageModule: 'src/features/auth/pages/login-page.tsx',
    },
    // Every other auth page: the layout's frame, its content left to React.
    { path: '/auth/*', file: 'auth.html', markup: render('/auth', null) },
  ];
}
