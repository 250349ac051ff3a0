import { ADMIN_REQUIRED_MESSAGE, type Role, SESSION_INVALIDATED_MESSAGE } from '@pathwise/contract';
import { eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import type { TokenClaims } from './tokens.ts';

export type AuthUser = { id: string; role: Role; name: string; email: string; sessionId: string };

/**
 * Whether a signed token's session still counts: a session that was revoked, or whose person was
 * deleted or suspended, has ended. Written once in SQL (over `sessions s` and `users u`) for the
 * guard's read and for routes whose own raw statements check the session (`SESSION_COLUMNS`).
 */
const ENDED = sql.raw('(s.revoked_at is not null or u.deleted_at is not null or u.suspended_at is not null)');

export type SessionRow = { ended: boolean; expiresAt: Date; role: Role; name: string; email: string };

/**
 * For a raw statement `from sessions s join users u on u.id = s.user_id where ${SESSION_MATCHES}`:
 * the columns `sessionRowOf` reads (the expiry as epoch milliseconds, which both drivers answer alike).
 */
export const SESSION_COLUMNS = sql`${ENDED} as "sessionEnded",
       (extract(epoch from s.expires_at) * 1000)::float8 as "sessionExpiresAtMs",
       u.role as "sessionRole", u.name as "sessionName", u.email as "sessionEmail"`;
export const SESSION_MATCHES = sql`s.id = ${sql.placeholder('sessionId')} and s.user_id = ${sql.placeholder('userId')}`;

export type RawSessionColumns = {
  sessionEnded: boolean;
  sessionExpiresAtMs: number;
  sessionRole: Role;
  sessionName: string;
  sessionEmail: string;
};

export function sessionRowOf(row: RawSessionColumns): SessionRow {
  return {
    ended: row.sessionEnded,
    expiresAt: new Date(row.sessionExpiresAtMs),
    role: row.sessionRole,
    name: row.sessionName,
    email: row.sessionEmail,
  };
}

/**
 * `SELECT <session fields>, <extra> FROM sessions s JOIN users u … WHERE the token's session and
 * person`, with the placeholders `sessionId` and `userId`, ready to `.prepare(name)`. The guard
 * reads it with no extra; a route that checks the session in its own read (`config.sessionInRead`)
 * adds its answer as scalar subqueries on the `userId` placeholder, so the request costs one round trip.
 */
export function selectSession<Extra extends SelectedFields>(db: Db, extra: Extra) {
  const s = alias(sessions, 's');
  const u = alias(users, 'u');
  return db
    .select({
      ended: sql<boolean>`${ENDED}`,
      expiresAt: s.expiresAt,
      role: u.role,
      name: u.name,
      email: u.email,
      ...extra,
    })
    .from(s)
    .innerJoin(u, eq(u.id, s.userId))
    .where(SESSION_MATCHES)
    .limit(1);
}

/**
 * The signed-in person, or the refusal: a signed token whose session is gone or revoked was
 * deliberately ended (403 "invalidated"). Suspension revokes every session; the suspended flag
 * also ends one a sign-in raced it for.
 */
export function userOfSession(
  claims: TokenClaims,
  row: SessionRow | undefined,
  options: { now: Date; adminOnly: boolean },
): AuthUser {
  if (!row || row.ended) throw new AppError('SESSION_INVALIDATED', SESSION_INVALIDATED_MESSAGE);
  if (row.expiresAt <= options.now)
    throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
  if (options.adminOnly && row.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
  return { id: claims.userId, role: row.role, name: row.name, email: row.email, sessionId: claims.sessionId };
}
