import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { testAttempts } from './attempts.ts';
import { id, timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

/**
 * A person's opt-in link to a read-only summary of one completed report. The token is the whole
 * credential (a capability URL): 32 random bytes, kept as text so its owner can copy the link again
 * later (decision 007). Revoking stamps `revoked_at`; sharing again issues a new token, so a
 * revoked link never comes back to life.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    id: id(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: tstz('last_viewed_at'),
    revokedAt: tstz('revoked_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('report_shares_token_key').on(t.token),
    // At most one live link per report: sharing twice answers the same link.
    uniqueIndex('report_shares_live_attempt_key').on(t.attemptId).where(sql`${t.revokedAt} is null`),
    index('report_shares_user_idx').on(t.userId),
    index('report_shares_created_idx').on(t.createdAt),
  ],
);
