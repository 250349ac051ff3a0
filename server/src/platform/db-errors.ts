/**
 * Reading PostgreSQL constraint violations. Letting the database enforce a rule (unique title,
 * existing foreign row) and translating its error is race-free, unlike reading first and writing
 * after. Drizzle wraps the driver's error (pg or PGlite, both carry `code` and `constraint`) in
 * `cause`, so the chain is walked.
 */

export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_UNIQUE_VIOLATION = '23505';

type PgErrorFields = { code: string; constraint?: string };

function findPgError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `error` is the violation `code` of the constraint named `constraint`. */
export function isConstraintViolation(error: unknown, code: string, constraint: string): boolean {
  const found = findPgError(error);
  return found?.code === code && found.constraint === constraint;
}
