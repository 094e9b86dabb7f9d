/**
 * A script bundle partners load by an unversioned URL (the vForm widget, the capture flow): sent in the
 * best encoding the client takes, cached for minutes with an ETag so a release reaches every embed soon
 * and a revalidation of an unchanged file is a 304, and loadable from any origin.
 */
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './error-handler.js';
import { type BuiltFile, isFresh, readBuiltFile } from './precompressed-file.js';

export interface BuiltScripts {
  /** The folder of the build output. */
  dir: string;
  /** The files that may be served from it, by name. */
  files: ReadonlySet<string>;
  /** What to tell a caller when the package is not built. */
  notBuilt: string;
}

export async function sendBuiltScript(
  request: FastifyRequest,
  reply: FastifyReply,
  scripts: BuiltScripts,
  file: string,
): Promise<FastifyReply> {
  if (!scripts.files.has(file))
    return reply.code(404).send(
      failure(404, 'NotFoundError', `Route GET ${request.url.split('?')[0]} not found`, {
        requestId: request.id,
      }),
    );
  let built: BuiltFile;
  try {
    built = await readBuiltFile(join(scripts.dir, file), request.headers['accept-encoding']);
  } catch {
    return reply.code(404).send(failure(404, 'NotFoundError', scripts.notBuilt, { requestId: request.id }));
  }
  reply
    .header(
      'content-type',
      file.endsWith('.map') ? 'application/json; charset=utf-8' : 'text/javascript; charset=utf-8',
    )
    .header('x-content-type-options', 'nosniff')
    // Short-lived: partners embed this URL unversioned, so a release must reach them within minutes;
    // the ETag makes each revalidation a 304 when nothing changed.
    .header('cache-control', 'public, max-age=300')
    .header('etag', built.etag)
    .header('vary', 'accept-encoding')
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin');
  if (isFresh(request.headers['if-none-match'], built.etag)) return reply.code(304).send();
  if (built.encoding) reply.header('content-encoding', built.encoding);
  return reply.send(built.content);
}
