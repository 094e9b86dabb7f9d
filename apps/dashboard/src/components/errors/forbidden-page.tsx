import { ErrorPage } from './error-page';
import { errorPageTexts } from './error-page-content';

/** A route whose permissions the user lacks: the route guard's 403. */
export default function ForbiddenPage() {
  return <ErrorPage status={403} message={errorPageTexts.routeForbidden} />;
}
