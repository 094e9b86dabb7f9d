import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@verity/client';
import type { ReactNode } from 'react';
import { useQueryFailure } from '../lib/use-query-failure';
import NotFoundPage from './errors/not-found-page';
import { QueryError } from './query-error';
import { Spinner } from './ui/spinner';
import { TextLink } from './ui/text-link';

export interface DetailFrameProps<T> {
  /** The record's query; a 404 is the page's answer (the not-found page, no toast), not a failure. */
  query: UseQueryResult<T>;
  back: { href: string; label: string };
  /** The heading while the record cannot be shown. */
  title: string;
  loadingLabel: string;
  children(data: T, back: ReactNode): ReactNode;
}

/** One record's page: the not-found page, the failure with a retry, a spinner, or the record. */
export function DetailFrame<T>({ query, back, title, loadingLabel, children }: DetailFrameProps<T>) {
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const failure = useQueryFailure(notFound ? null : query.error);
  if (notFound) return <NotFoundPage />;
  const backLink = (
    <TextLink href={back.href} className="self-start">
      ← {back.label}
    </TextLink>
  );
  if (query.isError)
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        {backLink}
        <h1 className="font-semibold text-2xl">{title}</h1>
        <QueryError message={failure} onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.data === undefined)
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label={loadingLabel} />
      </div>
    );
  return <div className="mx-auto flex max-w-5xl flex-col gap-4">{children(query.data, backLink)}</div>;
}
