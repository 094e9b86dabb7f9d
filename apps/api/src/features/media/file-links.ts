/**
 * Links to uploaded files, as an upload answers them. `location` is the authenticated
 * URL (`/files/:id/:name`): it answers only a bearer token of the owning tenant. `cachedLocation` is the
 * signed link (`/links/:id/:name`), presigned the way S3 does it:
 * `?expires=<unix seconds>&signature=<HMAC-SHA256 keyed from SECRET_KEY>`, for an <img> or a download that
 * cannot send a header. The signature covers the file id, the owning business and the
 * expiry, so a link re-signed for business A (its stored logo, its user's photo) never opens a file of
 * business B even if A stored B's file id.
 */
import { UPLOAD_LINK_DEFAULT_DAYS } from '@verity/client';
import type { AppContext } from '../../context.js';
import { isValidSignature, signLink } from '../../lib/signed-links.js';

/** `expireInDays` when the upload does not say: how long a `cachedLocation` works. */
export const FILE_LINK_DEFAULT_DAYS = UPLOAD_LINK_DEFAULT_DAYS;
const DAY_MS = 86_400_000;
const FILE_PATH = /^\/api\/media\/v1\/(?:files|links)\/([0-9a-f-]{36})\/([^/]+)$/i;

type LinkContext = Pick<AppContext, 'config' | 'secrets' | 'now'>;

export interface LinkedFile {
  id: string;
  name: string;
  businessId: string;
}

export interface FileLinkQuery {
  expires?: string;
  signature?: string;
}

export function fileLocation(ctx: LinkContext, file: Pick<LinkedFile, 'id' | 'name'>): string {
  return `${ctx.config.publicUrl}/api/media/v1/files/${file.id}/${encodeURIComponent(file.name)}`;
}

function linkLocation(ctx: LinkContext, file: Pick<LinkedFile, 'id' | 'name'>): string {
  return `${ctx.config.publicUrl}/api/media/v1/links/${file.id}/${encodeURIComponent(file.name)}`;
}

const PURPOSE = 'media-file-link';
const subjectOf = (file: Pick<LinkedFile, 'id' | 'businessId'>) => `${file.id}:${file.businessId}`;

/** The file's `location` signed to work without a token until `expiresAt` (rounded down to a second). */
export function signedFileUrl(ctx: LinkContext, file: LinkedFile, expiresAt: Date): string {
  return `${linkLocation(ctx, file)}?${signLink(ctx, PURPOSE, subjectOf(file), expiresAt)}`;
}

/** When a link issued now for `days` stops working. */
export function linkExpiry(ctx: LinkContext, days: number = FILE_LINK_DEFAULT_DAYS): Date {
  return new Date(ctx.now().getTime() + days * DAY_MS);
}

/** True only for an unexpired signature made by this server for this file of this business. */
export function isValidFileSignature(
  ctx: LinkContext,
  file: Pick<LinkedFile, 'id' | 'businessId'>,
  query: FileLinkQuery,
): boolean {
  return isValidSignature(ctx, PURPOSE, subjectOf(file), query);
}

/** The id and name of one of this server's file URLs (absolute on `publicUrl`, or a bare path). */
export function ownFileOf(ctx: LinkContext, url: string): { id: string; name: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, ctx.config.publicUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(ctx.config.publicUrl).origin) return null;
  const match = FILE_PATH.exec(parsed.pathname);
  if (!match?.[1] || !match[2]) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return { id: match[1].toLowerCase(), name };
}

/**
 * A stored URL as the API presents it to `businessId`: one of our files comes back freshly signed (the
 * stored copy may carry an expired signature, or none), anything else unchanged. The expiry is the end of
 * the UTC day a week on, so the URL stays the same all day and browsers can cache the image.
 */
export function presentFileUrl(ctx: LinkContext, url: string | null, businessId: string): string | null {
  if (url === null) return null;
  const own = ownFileOf(ctx, url);
  return own ? presentedFileLink(ctx, { ...own, businessId }) : url;
}

/** A signed link handed out when the API presents a file (see presentFileUrl for the expiry). */
export function presentedFileLink(ctx: LinkContext, file: LinkedFile): string {
  const endOfToday = Math.ceil((ctx.now().getTime() + 1) / DAY_MS) * DAY_MS;
  return signedFileUrl(ctx, file, new Date(endOfToday + FILE_LINK_DEFAULT_DAYS * DAY_MS));
}
