import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown> | null>(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: tstz('read_at'),
    ...timestamps(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: boolean('email').notNull(),
    inApp: boolean('in_app').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * Notifications sent to many people (issue 14, contract campaigns.ts): an admin's broadcast or a bulk
 * reminder. Batches walk the audience in users.id order from `cursorUserId`; a batch's notifications
 * and the cursor move commit together, so a retried batch neither skips nor repeats anyone.
 */
export const notificationCampaigns = pgTable(
  'notification_campaigns',
  {
    id: id(),
    kind: text('kind', { enum: ['broadcast', 'reminder'] }).notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The audience as data: { kind: 'role', audience } or { kind: 'students', filter }. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    audienceLabel: text('audience_label').notNull(),
    status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled', 'failed'] }).notNull(),
    scheduledFor: tstz('scheduled_for'),
    cursorUserId: uuid('cursor_user_id'),
    recipients: integer('recipients'),
    processed: integer('processed').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    emailed: integer('emailed').notNull().default(0),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('notification_campaigns_created_idx').on(t.createdAt)],
);

/**
 * Notifications a scheduled job sends at most once per subject (issue 14): `assessment_pending` once
 * per idle attempt, `profile_incomplete` once per person. The primary key makes "once" hold even
 * when two instances run the job.
 */
export const notificationOnce = pgTable(
  'notification_once',
  {
    type: text('type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.type, t.subjectId] })],
);
