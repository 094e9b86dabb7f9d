/**
 * A response's file answers as its owner reads them: each gets `url`, a signed link to the file. The
 * file's `location` needs a bearer token, which an <img> or a download link in the dashboard cannot send.
 * Only the owner's views call this; the respondent never gets a link back.
 */
import type { TVFormAnswer, TVFormResponse } from '@verity/client';
import type { AppContext } from '../../context.js';
import { presentedFileLink } from '../media/file-links.js';

type StoredFile = { id: string; name: string };

function isStoredFile(value: unknown): value is StoredFile & Record<string, unknown> {
  const file = value as Partial<StoredFile> | null;
  return (
    typeof file === 'object' && file !== null && typeof file.id === 'string' && typeof file.name === 'string'
  );
}

function linked(ctx: AppContext, value: unknown, businessId: string): unknown {
  if (!isStoredFile(value)) return value;
  return { ...value, url: presentedFileLink(ctx, { id: value.id, name: value.name, businessId }) };
}

function withLink(ctx: AppContext, answer: TVFormAnswer, businessId: string): TVFormAnswer {
  if (answer.type === 'file-upload') return { ...answer, value: linked(ctx, answer.value, businessId) };
  if (answer.type === 'personal-information' && typeof answer.value === 'object' && answer.value !== null) {
    const parts = answer.value as Record<string, unknown>;
    if (parts.photo !== undefined)
      return { ...answer, value: { ...parts, photo: linked(ctx, parts.photo, businessId) } };
  }
  return answer;
}

/** `response` with a signed `url` on each file answer; files belong to the form's business. */
export function withAnswerFileLinks(
  ctx: AppContext,
  response: TVFormResponse,
  businessId: string,
): TVFormResponse {
  return { ...response, answers: response.answers.map((answer) => withLink(ctx, answer, businessId)) };
}
