/**
 * Uploaded files (media and documents); their bytes are on disk. They live with the media feature, which
 * writes them (media-routes.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';
import { users } from '../users/users-tables.js';

export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id').references(() => businesses.id),
    uploadedBy: text('uploaded_by').references(() => users.id),
    kind: text('kind', { enum: ['media', 'document'] }).notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    /**
     * A respondent's upload belongs to one form and one answer (`fieldId` or `fieldId.photo`); a response
     * may carry it only there. No foreign key: a deleted form's responses keep their files.
     */
    vformTemplateId: text('vform_template_id'),
    vformAnswerPath: text('vform_answer_path'),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
  },
  (t) => [index('media_files_business_idx').on(t.businessId)],
);
