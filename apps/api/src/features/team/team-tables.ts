/**
 * A business's roles and their permissions. They live with the team feature, which manages them
 * (role-routes.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { businesses } from '../businesses/businesses-tables.js';

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_business_name_idx').on(t.businessId, sql`lower(${t.name})`)],
);
