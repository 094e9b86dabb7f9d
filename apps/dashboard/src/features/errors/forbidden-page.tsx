import { ErrorPage } from './error-page';
import { errorPageTexts } from './error-page-content';

/** A route whose permissions the user lacks (spec/platform.md §2 route guard, §8 route-level 403). */
export default function ForbiddenPage() {
  return <ErrorPage status={403} message={errorPageTexts.routeForbidden} />;
}
