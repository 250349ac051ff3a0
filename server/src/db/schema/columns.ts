import { sql } from 'drizzle-orm';
import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** Every table carries createdAt/updatedAt (timestamptz); updatedAt is bumped by the code that updates. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * jsonb whose value may be a bare string. Both drivers (node-postgres, PGlite) hand jsonb over
 * already parsed; drizzle's jsonb() parses a string once more, so a stored "null", "true", "3" or
 * '{"a":1}' came back as null, a boolean, a number or an object. This one keeps the driver's value.
 */
export const jsonbValue = <T>(name: string) =>
  customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  })(name);
