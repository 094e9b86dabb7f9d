/**
 * The CSV behind a `csvLink` (a vForm share's recipients, a watchlist upload): the `location` or
 * `cachedLocation` of a document the caller's business uploaded (POST /api/media/v1/uploads/documents). The link is only a pointer: the file is found by id among the
 * tenant's own uploads and read from disk, so a link cannot reach another business's (or organization's)
 * file or any path.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/app-error.js';
import type { Tenant } from '../auth/tenant.js';
import { tenantFile } from './file-access.js';
import { ownFileOf } from './file-links.js';
import { extensionOf } from './file-store.js';

const reject = (message: string) => badRequest(message, { csvLink: message });

export async function readCsvUpload(
  ctx: AppContext,
  tenant: Tenant,
  link: string,
  maxKb: number,
): Promise<Buffer> {
  const notOurs = () => reject('The csv link field should be a CSV file you uploaded');
  const own = ownFileOf(ctx, link);
  if (!own) throw notOurs();
  const file = await tenantFile(ctx, tenant, own.id).catch(() => null);
  if (!file) throw notOurs();
  if (extensionOf(file.name) !== 'csv' || extensionOf(file.storagePath) !== 'csv')
    throw reject('The csv link field has an unsupported format');
  if (file.size > maxKb * 1024) throw reject(`The csv link field should be less than ${maxKb / 1024}MB`);
  try {
    return await readFile(join(ctx.config.uploadsDir, file.storagePath));
  } catch {
    // The row outlived its file (a cleared uploads folder): to the caller it is simply gone.
    throw notOurs();
  }
}
