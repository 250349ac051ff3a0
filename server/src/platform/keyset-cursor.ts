import { AppError } from './errors.ts';

/**
 * Opaque cursors for keyset pagination (the admin users and students lists): the sort key of the
 * last row seen and its id, as base64url JSON. Keys that are timestamps travel as PostgreSQL's own
 * text (`created_at::text`) so microseconds survive the round trip (a JS Date would round them).
 * A cursor is not a secret and not trusted: its shape is checked, and the query binds its values.
 */

export type KeysetPosition = { key: string | number | null; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_CURSOR_MESSAGE = 'cursor: This page link is not valid. Start again from the first page.';

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.key, position.id]), 'utf8').toString('base64url');
}

/** The position a cursor names; a 400 (VALIDATION_FAILED) for anything that is not one of ours. */
export function decodeCursor(cursor: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [key, id] = parsed as [unknown, unknown];
  const keyOk = key === null || typeof key === 'number' || (typeof key === 'string' && key.length <= 400);
  if (!keyOk || typeof id !== 'string' || !UUID.test(id)) throw invalidCursor();
  return { key: key as KeysetPosition['key'], id };
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', INVALID_CURSOR_MESSAGE, {
    details: [{ path: 'cursor', message: 'This page link is not valid. Start again from the first page.' }],
  });
}
