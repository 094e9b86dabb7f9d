/**
 * Who may read a stored file. Two doors, each one route: `location` (`/files/:id/:name`) is a `tenant`
 * route, so the authenticate hook applies the whole access policy and hands over the tenant; the file must
 * be the tenant's — its business's, and for organization staff one their organization uploaded or one a
 * respondent sent to their organization's form. `cachedLocation` (`/links/:id/:name`) is public and needs
 * a valid signature instead (file-links.ts). A foreign or unknown id and a bad or expired signature all
 * answer the same 404, so a link never tells whether the file exists (403 would confirm it does).
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { mediaFiles, users, vformTemplates } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { Tenant } from '../auth/tenant.js';
import { type FileLinkQuery, isValidFileSignature } from './file-links.js';

export type MediaFileRow = typeof mediaFiles.$inferSelect;

export const FILE_NOT_FOUND = 'File not found';

const isLive = (ctx: AppContext, file: MediaFileRow) =>
  file.expiresAt === null || file.expiresAt.getTime() > ctx.now().getTime();

/** The tenant's file `id`, or 404. */
export async function tenantFile(ctx: AppContext, tenant: Tenant, id: string): Promise<MediaFileRow> {
  const [row] = await ctx.db
    .select({
      file: mediaFiles,
      uploaderOrganization: users.organizationId,
      formOrganization: vformTemplates.organizationId,
    })
    .from(mediaFiles)
    .leftJoin(users, eq(users.id, mediaFiles.uploadedBy))
    .leftJoin(vformTemplates, eq(vformTemplates.id, mediaFiles.vformTemplateId))
    .where(and(eq(mediaFiles.id, id), eq(mediaFiles.businessId, tenant.businessId)))
    .limit(1);
  if (!row || !isLive(ctx, row.file)) throw notFound(FILE_NOT_FOUND);
  const organization = row.file.uploadedBy ? row.uploaderOrganization : row.formOrganization;
  if (tenant.organizationId && organization !== tenant.organizationId) throw notFound(FILE_NOT_FOUND);
  return row.file;
}

/** The file `id` when the query carries this server's unexpired signature for it, or 404. */
export async function signedFile(ctx: AppContext, id: string, query: FileLinkQuery): Promise<MediaFileRow> {
  const [file] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  if (!file?.businessId || !isLive(ctx, file)) throw notFound(FILE_NOT_FOUND);
  if (!isValidFileSignature(ctx, { id: file.id, businessId: file.businessId }, query))
    throw notFound(FILE_NOT_FOUND);
  return file;
}
