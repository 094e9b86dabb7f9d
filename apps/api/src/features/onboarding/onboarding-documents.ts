/**
 * The verification documents of activation: each is a file the business uploaded through the documents
 * upload (`POST /uploads/documents`), named here by id. A file must be the business's own and meet the
 * file-input rules (png, jpg, jpeg, pdf, ppt(x), doc(x), xls(x); at most 1024 KB), checked again here
 * because the upload itself takes larger files for other uses.
 */
import {
  FILE_INPUT_EXTENSIONS,
  FILE_INPUT_MAX_KB,
  onboardingDocumentKinds,
  onboardingDocumentLabels,
  type TOnboardingDocument,
  type TOnboardingDocumentKind,
} from '@verity/client';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { mediaFiles } from '../../db/schema.js';
import { badRequest } from '../../http/app-error.js';
import { presentedFileLink } from '../media/file-links.js';
import { extensionOf } from '../media/file-store.js';

export type DocumentIds = Record<TOnboardingDocumentKind, string>;
type MediaFileRow = typeof mediaFiles.$inferSelect;

async function filesOf(ctx: AppContext, businessId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, MediaFileRow>();
  const rows = await ctx.db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.businessId, businessId), inArray(mediaFiles.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Checks every named file; answers the ids to store, or a 400 naming the first document at fault. */
export async function checkDocuments(
  ctx: AppContext,
  businessId: string,
  ids: DocumentIds,
): Promise<DocumentIds> {
  const files = await filesOf(ctx, businessId, Object.values(ids));
  for (const kind of onboardingDocumentKinds) {
    const label = onboardingDocumentLabels[kind];
    const file = files.get(ids[kind]);
    if (!file) throw badRequest(`The ${label} file was not found: upload it again`);
    const extension = extensionOf(file.name).toLowerCase();
    if (!(FILE_INPUT_EXTENSIONS as readonly string[]).includes(extension))
      throw badRequest(`The ${label} has an unsupported format`);
    if (file.size > FILE_INPUT_MAX_KB * 1024)
      throw badRequest(`The ${label} should be less than ${FILE_INPUT_MAX_KB / 1024}MB`);
  }
  return ids;
}

/** The stored documents as the profile shows them, each with a signed link staff and owner can open. */
export async function presentDocuments(
  ctx: AppContext,
  businessId: string,
  ids: DocumentIds | null,
): Promise<Record<TOnboardingDocumentKind, TOnboardingDocument> | null> {
  if (!ids) return null;
  const files = await filesOf(ctx, businessId, Object.values(ids));
  const entries = onboardingDocumentKinds.flatMap((kind) => {
    const file = files.get(ids[kind]);
    if (!file) return [];
    const presented: TOnboardingDocument = {
      fileId: file.id,
      name: file.name,
      mimeType: file.mimeType,
      size: file.size,
      location: presentedFileLink(ctx, { id: file.id, name: file.name, businessId }),
    };
    return [[kind, presented] as const];
  });
  return Object.fromEntries(entries) as Record<TOnboardingDocumentKind, TOnboardingDocument>;
}
