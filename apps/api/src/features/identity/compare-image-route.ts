/**
 * Facial compare (POST /verifications/identity/compare-image): two images, compared on this server with
 * an on-device model (face/), stored and charged like any check. Images come as data URLs or as the
 * `location` of a file this business uploaded to the media service — never an arbitrary URL to fetch.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { identityRoutes, TCompareImageResult } from '@verity/client';
import type { AppContext } from '../../context.js';
import { AppError, badRequest } from '../../http/app-error.js';
import type { AppInstance } from '../../http/app-instance.js';
import { ok } from '../../http/envelope.js';
import type { RouteHandlers } from '../../http/register-routes.js';
import { auditInTransaction } from '../audit/audit-hook.js';
import { requireAuth } from '../auth/authenticate.js';
import { requireTenant, type Tenant } from '../auth/tenant.js';
import { idempotencyKeyOf } from '../billing/idempotent-answers.js';
import { createProcessFaceComparer } from '../face-process/face-process.js';
import { tenantFile } from '../media/file-access.js';
import { requesterOf } from '../verification-kit/requester.js';
import { type FaceComparison, InvalidImageError, NoFaceError } from './face/compare-faces.js';
import { type IdentityProviders, runIdentityCheck } from './run-identity-check.js';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const labels = {
  first: 'first image',
  second: 'second image',
  frame: 'frame',
  document: 'document image',
} as const;

async function loadImage(
  ctx: AppContext,
  tenant: Tenant,
  value: string,
  which: 'first' | 'second',
): Promise<Buffer> {
  const invalid = () =>
    badRequest(`The ${labels[which]} field should be an image: a data URL or an uploaded file's location`, {
      [`${which}Image`]: `The ${labels[which]} field should be an image`,
    });
  const dataUrl = /^data:image\/(png|jpe?g|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (dataUrl?.[2]) {
    const bytes = Buffer.from(dataUrl[2], 'base64');
    if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw invalid();
    return bytes;
  }
  const fileId = /\/api\/media\/v1\/(?:files|links)\/([0-9a-f-]{36})\//.exec(value)?.[1];
  if (!fileId) throw invalid();
  const file = await tenantFile(ctx, tenant, fileId).catch(() => null);
  if (!file?.mimeType.startsWith('image/')) throw invalid();
  return readFile(join(ctx.config.uploadsDir, file.storagePath));
}

/** The facial compare's handler in customer verification's table (identity-routes.ts). */
export function compareImageHandler(
  app: AppInstance,
  providers: IdentityProviders,
): RouteHandlers<typeof identityRoutes>['check.compareImage'] {
  const { ctx } = app;
  // In the face process, beside the capture's analysis: ~0.25 s of model work off the event loop.
  const comparer = createProcessFaceComparer();
  app.addHook('onClose', () => comparer.close());

  return async (request, reply) => {
    const auth = requireAuth(request);
    const first = await loadImage(ctx, requireTenant(request), request.body.firstImage, 'first');
    const second = await loadImage(ctx, requireTenant(request), request.body.secondImage, 'second');
    let comparison: FaceComparison | undefined;
    const outcome = await runIdentityCheck(ctx, requesterOf(auth), providers, {
      country: 'global',
      typeValue: 'compare-image',
      type: 'facial_compare',
      number: 'facial-compare',
      supplied: {},
      idempotencyKey: idempotencyKeyOf(request, auth),
      audit: auditInTransaction(request),
      answer: async () => {
        try {
          comparison = await comparer.compare(first, second);
        } catch (error) {
          if (error instanceof NoFaceError)
            throw badRequest(`No face was found in the ${labels[error.image]}`);
          if (error instanceof InvalidImageError)
            throw badRequest(`The ${labels[error.image]} could not be read as an image`);
          throw new AppError(
            'ServiceUnavailableError',
            'Face comparison is unavailable right now, please try again',
          );
        }
        return {
          status: 'found',
          person: {
            firstName: null,
            middleName: null,
            lastName: null,
            fullName: null,
            dateOfBirth: null,
            gender: null,
            phone: null,
            email: null,
            address: null,
            nationality: null,
            photo: null,
            extra: {
              similarity: comparison.similarity.toFixed(4),
              match: String(comparison.match),
              threshold: String(comparison.threshold),
            },
          },
        };
      },
    });
    const check = outcome.body.data;
    const extra = check.result?.extra ?? {};
    const data: TCompareImageResult = {
      id: check.id,
      similarity: Number(extra.similarity ?? comparison?.similarity ?? 0),
      match: (extra.match ?? String(comparison?.match)) === 'true',
      threshold: Number(extra.threshold ?? comparison?.threshold ?? 0),
    };
    reply.code(outcome.statusCode);
    return ok(data, data.match ? 'The faces match' : 'The faces do not match');
  };
}
