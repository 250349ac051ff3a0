import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
