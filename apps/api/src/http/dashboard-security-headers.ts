/**
 * The security headers of the dashboard: its HTML (index.html, the auth pages' static shells, also as the
 * SPA fallback) and its built assets. The dashboard is Vite's output with nothing inline but one thing:
 * the auth pages' HTML carries the CSS of its static shell in a <style> block (dashboard-html-shells.ts),
 * allowed by its sha256 hash, which the build computes. No <script> blocks, no style="" attributes (React's
 * style props go through CSSOM, which CSP does not govern), so the policy allows this origin's files and
 * that one hashed style and nothing else to run or style the page.
 *
 * Only the dashboard gets `frame-ancestors 'none'`: the hosted vForm page and the widget files are meant
 * to be embedded by partners and keep their own headers (features/vforms/hosted-page-routes.ts).
 */
import { readHtmlShells } from './dashboard-html-shells.js';

/** The CSP, one directive per entry; a test and the e2e suite's violation listener hold it to its word. */
export const DASHBOARD_CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Uploads (logos, photos) come from this origin; QR codes and local previews are data: and blob: URLs.
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export const DASHBOARD_CSP = DASHBOARD_CSP_DIRECTIVES.join('; ');

/**
 * Stripe's hosts for Stripe.js and its Elements frames (Stripe's CSP guidance), allowed only when Stripe
 * keys are set: the sandbox's stand-in is served from this origin and needs none of them.
 */
export const STRIPE_CSP_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/**
 * The CSP with the build's hashes for the static shells' inline styles added to style-src, and any other
 * sources (Stripe's) added to their directives; a directive not in the base list is appended.
 */
export function dashboardCsp(
  styleSrc: readonly string[],
  extra: Readonly<Record<string, readonly string[]>> = {},
): string {
  const sources: Record<string, readonly string[]> = { ...extra };
  if (styleSrc.length > 0) sources['style-src'] = [...(sources['style-src'] ?? []), ...styleSrc];
  const named = (directive: string) => directive.split(' ')[0] ?? directive;
  const directives = DASHBOARD_CSP_DIRECTIVES.map((directive) => {
    const added = sources[named(directive)];
    return added ? [directive, ...added].join(' ') : directive;
  });
  const present = new Set(DASHBOARD_CSP_DIRECTIVES.map(named));
  for (const [name, added] of Object.entries(sources))
    if (!present.has(name)) directives.push([name, ...added].join(' '));
  return directives.join('; ');
}

/**
 * Powerful features the dashboard never uses are switched off for it and for anything it frames. The
 * camera belongs to the capture pages (packages/capture), which are served elsewhere with their own policy.
 */
export const DASHBOARD_PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
].join(', ');

/** A year, with subdomains: the usual HSTS policy for a site that is https only. */
export const DASHBOARD_HSTS = 'max-age=31536000; includeSubDomains';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The headers for every dashboard response. HSTS only when the dashboard's public address is https:
 * on plain http (local development, the test server) a browser ignores it, and it must never pin a host
 * that is not served over TLS.
 */
export function dashboardSecurityHeaders({
  publicUrl,
  dashboardDir,
  stripe,
}: {
  publicUrl: string;
  /** The built dashboard, whose static shells' style hashes the CSP allows. */
  dashboardDir?: string | undefined;
  /** Set when Stripe keys are: Stripe.js then loads from Stripe. */
  stripe?: object | undefined;
}): SecurityHeaders {
  const headers: Record<string, string> = {
    'content-security-policy': dashboardCsp(
      readHtmlShells(dashboardDir).styleSrc,
      stripe ? STRIPE_CSP_SOURCES : {},
    ),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': DASHBOARD_PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
  };
  if (isHttps(publicUrl)) headers['strict-transport-security'] = DASHBOARD_HSTS;
  return headers;
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
