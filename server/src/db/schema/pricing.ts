import { boolean, char, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Which of the known currencies (contract/pricing.ts) are enabled, and the default. No rows = INR only. */
export const currencies = pgTable('currencies', {
  code: char('code', { length: 3 }).primaryKey(),
  isActive: boolean('is_active').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  ...timestamps(),
});
