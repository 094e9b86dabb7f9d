/**
 * Sending a built file in the encoding the client asks for, from the .br and .gz copies the build writes
 * beside it (scripts/precompress.mjs), with a strong ETag of the original bytes so a revalidation of an
 * unchanged file costs a 304. For routes that serve build output by hand (the widget files);
 * @fastify/static's `preCompressed` does the same for the dashboard.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { negotiate } from '@fastify/accept-negotiator';

export type ContentEncoding = 'br' | 'gzip';

const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface BuiltFile {
  content: Buffer;
  /** Undefined when sent as it is. */
  encoding: ContentEncoding | undefined;
  etag: string;
}

/** ETags by path, recomputed when the file changes (a rebuild while the server runs). */
const etags = new Map<string, { mtimeMs: number; etag: string }>();

async function etagOf(path: string): Promise<string> {
  const { mtimeMs } = await stat(path);
  const known = etags.get(path);
  if (known?.mtimeMs === mtimeMs) return known.etag;
  const etag = `"${createHash('sha256')
    .update(await readFile(path))
    .digest('base64url')
    .slice(0, 27)}"`;
  etags.set(path, { mtimeMs, etag });
  return etag;
}

/** Whether the `Accept-Encoding` header takes this encoding (`q=0` refuses it). */
function accepts(acceptEncoding: string | undefined, encoding: ContentEncoding): boolean {
  return acceptEncoding !== undefined && negotiate(acceptEncoding, [encoding]) === encoding;
}

/**
 * The file at `path` in the best encoding the client takes and the build kept (brotli, then gzip, then
 * as it is); throws when the file is missing.
 */
export async function readBuiltFile(path: string, acceptEncoding: string | undefined): Promise<BuiltFile> {
  const etag = await etagOf(path);
  for (const encoding of ['br', 'gzip'] as const) {
    if (!accepts(acceptEncoding, encoding)) continue;
    try {
      return { content: await readFile(`${path}${SUFFIX[encoding]}`), encoding, etag };
    } catch {
      // No copy in this encoding (the file was too small to gain): try the next, then the original.
    }
  }
  return { content: await readFile(path), encoding: undefined, etag };
}

/** True when the client's cached copy (If-None-Match) is this one. */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
