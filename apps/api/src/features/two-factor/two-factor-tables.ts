/**
 * Two-factor recovery codes (the TOTP and SMS settings are columns of `users`). They live with the
 * two-factor feature, which writes them (second-factor.ts, turn-off-two-factor.ts).
 * db/schema.ts re-exports every feature's tables.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns.js';
import { users } from '../users/users-tables.js';

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
