/**
 * The CSV behind a share's `csvLink`: the `cachedLocation` of a document the caller's business uploaded
 * (POST /api/media/v1/uploads/documents). The link is only a pointer: the file is found by id among the
 * business's own uploads and read from disk, so a link cannot reach another business's file or any path.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VFORM_DEFAULTS } from '@verity/client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { mediaFiles } from '../../db/schema.js';
import { badRequest } from '../../http/app-error.js';
import { extensionOf } from '../media/file-store.js';

const FILE_PATH = /^\/api\/media\/v1\/files\/([0-9a-fA-F-]{36})\/[^/]+$/;

const reject = (message: string) => badRequest(message, { csvLink: message });

function fileIdOf(link: string): string | undefined {
  let url: URL;
  try {
    // Relative links (`/api/media/...`) resolve against a placeholder origin; only the path matters.
    url = new URL(link, 'http://upload.invalid');
  } catch {
    return undefined;
  }
  return FILE_PATH.exec(url.pathname)?.[1]?.toLowerCase();
}

export async function readCsvUpload(ctx: AppContext, businessId: string, link: string): Promise<Buffer> {
  const notOurs = () => reject('The csv link field should be a CSV file you uploaded');
  const id = fileIdOf(link);
  if (!id) throw notOurs();
  const [file] = await ctx.db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.businessId, businessId)))
    .limit(1);
  if (!file || (file.expiresAt && file.expiresAt.getTime() <= ctx.now().getTime())) throw notOurs();
  if (extensionOf(file.name) !== 'csv' || extensionOf(file.storagePath) !== 'csv')
    throw reject('The csv link field has an unsupported format');
  if (file.size > VFORM_DEFAULTS.shareCsvMaxKb * 1024)
    throw reject(`The csv link field should be less than ${VFORM_DEFAULTS.shareCsvMaxKb / 1024}MB`);
  try {
    return await readFile(join(ctx.config.uploadsDir, file.storagePath));
  } catch {
    // The row outlived its file (a cleared uploads folder): to the caller it is simply gone.
    throw notOurs();
  }
}
