import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const settings = pgTable(
  'settings',
  {
    id: id(),
    key: text('key').notNull(),
    /** Plain text for ordinary settings; an AES-256-GCM envelope (v1:iv:tag:ciphertext) for secrets. */
    value: text('value').notNull(),
    isSecret: boolean('is_secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('settings_key_key').on(t.key)],
);

/** Who changed what in the console: settings, roles, refunds, coupons... (ASVS 16.3). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    ...timestamps(),
  },
  (t) => [index('audit_logs_created_idx').on(t.createdAt)],
);
