/**
 * Captured images for the business's dashboard (declared in the client's captureImageRoutes): the detail lists each image of a session with a
 * link signed for IMAGE_LINK_MINUTES (lib/signed-links.ts; the signature covers the session, its business
 * and the image's name), because an <img> cannot send a token. The route opens the sealed file
 * (capture-images.ts) and answers it privately, never cached by a shared cache.
 */
import { captureImageRoutes, type TCaptureImage } from '@verity/client';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { registerRoutes } from '../../http/register-routes.js';
import { isValidSignature, signLink } from '../../lib/signed-links.js';
import { captureImagesOf } from './capture-images.js';
import { retentionCutoff } from './capture-retention.js';
import { captureSessions, captureUploads } from './capture-tables.js';
import type { SessionRow } from './create-capture-session.js';

export const IMAGE_LINK_MINUTES = 15;
const PURPOSE = 'capture-image';
const IMAGE_NAME = /^a\d{1,2}-(frame-\d{2}|document-(front|back))$/;
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

const subjectOf = (session: Pick<SessionRow, 'id' | 'businessId'>, name: string) =>
  `${session.id}:${session.businessId}:${name}`;

/** The image file's name for an upload: `a1-frame-03`, `a2-document-front`. */
export const imageName = (attempt: number, kind: 'frame' | 'document', key: string) =>
  `a${attempt}-${kind}-${key}`;

/** Each uploaded image of the session, oldest attempt first, with a signed link while it is kept. */
export async function captureImagesFor(ctx: AppContext, session: SessionRow): Promise<TCaptureImage[]> {
  const uploads = await ctx.db
    .select({
      attempt: captureUploads.attempt,
      kind: captureUploads.kind,
      key: captureUploads.key,
      createdAt: captureUploads.createdAt,
    })
    .from(captureUploads)
    .where(eq(captureUploads.sessionId, session.id))
    .orderBy(asc(captureUploads.attempt), asc(captureUploads.kind), asc(captureUploads.key));
  const cutoff = await retentionCutoff(ctx, session.businessId);
  const expiresAt = new Date(ctx.now().getTime() + IMAGE_LINK_MINUTES * 60_000);
  const base = `${ctx.config.publicUrl}/api/identity/v1/sdk/capture-images/${session.id}`;
  return uploads.map((upload) => {
    const name = imageName(upload.attempt, upload.kind, upload.key);
    return {
      attempt: upload.attempt,
      kind: upload.kind,
      key: upload.key,
      url:
        upload.createdAt < cutoff
          ? null
          : `${base}/${name}?${signLink(ctx, PURPOSE, subjectOf(session, name), expiresAt)}`,
    };
  });
}

export function registerCaptureImageRoutes(app: AppInstance): void {
  const { ctx } = app;
  const images = captureImagesOf(ctx);
  registerRoutes(app, captureImageRoutes, {
    image: async (request, reply) => {
      const { sessionId, name } = request.params;
      const gone = () => notFound('This image is not available');
      if (!IMAGE_NAME.test(name)) throw gone();
      const [session] = await ctx.db
        .select({ id: captureSessions.id, businessId: captureSessions.businessId })
        .from(captureSessions)
        .where(and(eq(captureSessions.id, sessionId)));
      // One answer for a bad link and a missing image: a link says nothing about what exists.
      if (!session || !isValidSignature(ctx, PURPOSE, subjectOf(session, name), request.query)) throw gone();
      const bytes = await images.read(session.businessId, session.id, name).catch(() => {
        throw gone();
      });
      return reply
        .header('content-type', bytes.subarray(0, 3).equals(JPEG) ? 'image/jpeg' : 'image/png')
        .header('cache-control', `private, max-age=${IMAGE_LINK_MINUTES * 60}`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
}
