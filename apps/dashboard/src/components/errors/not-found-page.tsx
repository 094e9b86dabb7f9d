import { ErrorPage } from './error-page';
import { errorPageTexts } from './error-page-content';

/** Unknown routes and modules not built yet (the route-level 404). */
export default function NotFoundPage() {
  return <ErrorPage status={404} message={errorPageTexts.routeNotFound} />;
}
