import { ButtonLink } from '../ui/button-link';
import { errorPageContent } from './error-page-content';

export interface ErrorPageProps {
  /** The HTTP status; 0 when no answer reached us. */
  status: number;
  title?: string | undefined;
  message?: string | undefined;
  /** The server's own message: it takes precedence, shown as title and message. */
  serverMessage?: string | undefined;
}

/** The error page; the words come from `errorPageContent`. */
export function ErrorPage(props: ErrorPageProps) {
  const content = errorPageContent(props);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {content.code !== null && (
        <p className="font-bold text-6xl text-brand-600" aria-hidden="true">
          {content.code}
        </p>
      )}
      <h1 className="font-semibold text-2xl text-ink">
        {content.code !== null && <span className="sr-only">Error {content.code}: </span>}
        {content.title}
      </h1>
      {content.message !== content.title && <p className="text-muted">{content.message}</p>}
      {content.action && (
        <ButtonLink href={content.action.href} className="mt-2">
          {content.action.label}
        </ButtonLink>
      )}
    </section>
  );
}
