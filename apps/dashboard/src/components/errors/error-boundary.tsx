/**
 * Error boundaries. A page that throws while loading or rendering shows the error page with its status code
 * (else 500) and message; if the error page itself throws, a last plain fallback says so and links home.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';
import { errorPageTexts } from './error-page-content';

interface BoundaryProps {
  children: ReactNode;
  fallback(error: unknown): ReactNode;
  /** A new key (e.g. the location) clears the error, so navigating away recovers. */
  resetKey?: string;
  onError?(error: unknown): void;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false, error: null });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** The last resort: no router, no shared components, nothing else that could throw again. */
export function NestedErrorFallback() {
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="font-semibold text-lg">{errorPageTexts.nestedError}</p>
      <a href="/" className="mt-4 inline-block font-medium text-brand-700 underline">
        Go to the home page
      </a>
    </section>
  );
}

function errorPageFor(error: unknown): ReactNode {
  return (
    <Boundary fallback={() => <NestedErrorFallback />}>
      <ErrorPage {...describeError(error)} />
    </Boundary>
  );
}

function onPageError(error: unknown): void {
  // A chunk from an older deploy: reloading fetches the new one (at most once a minute).
  if (isChunkLoadError(error)) reloadForChunkError();
}

/** Around each page: a failing page shows the error page inside its layout; navigating clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Boundary resetKey={location} fallback={errorPageFor} onError={onPageError}>
      {children}
    </Boundary>
  );
}

/** Around the whole app: anything the route boundaries did not catch (layouts, providers). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary fallback={(error) => <main className="min-h-screen">{errorPageFor(error)}</main>}>
      {children}
    </Boundary>
  );
}
