import { ApiError } from '@verity/client';
import { useQueryFailure } from '../../../../lib/use-query-failure';

/** The record is not there (or not the caller's to see: the API answers 404 either way). */
export function isNotFound(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A page's main record failed to load. A 404 is the page's answer, not a failure to report: it gets the
 * not-found page and no toast; anything else goes through the error handler once and its words stay.
 */
export function useLoadFailure(error: Error | null): { notFound: boolean; failure: string | null } {
  const notFound = isNotFound(error);
  const failure = useQueryFailure(notFound ? null : error);
  return { notFound, failure };
}
