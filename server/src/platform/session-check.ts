import { ADMIN_REQUIRED_MESSAGE, type Role, SESSION_INVALIDATED_MESSAGE } from '@pathwise/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import type { TokenClaims } from './tokens.ts';

export type AuthUser = { id: string; role: Role; name: string; email: string; sessionId: string };

/** What deciding whether a signed token's session still counts needs: its row and its person's. */
const sessionFields = {
  revokedAt: sessions.revokedAt,
  expiresAt: sessions.expiresAt,
  role: users.role,
  name: users.name,
  email: users.email,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
};

export type SessionRow = {
  revokedAt: Date | null;
  expiresAt: Date;
  role: Role;
  name: string;
  email: string;
  deletedAt: Date | null;
  suspendedAt: Date | null;
};

/**
 * `SELECT <session fields>, <extra> FROM sessions JOIN users … WHERE the token's session and person`,
 * with the placeholders `sessionId` and `userId`, ready to `.prepare(name)`. The guard reads it with
 * no extra; a route that checks the session in its own read (`config.sessionInRead`) adds its answer
 * as scalar subqueries over `users.id`, so the whole request costs one database round trip.
 */
export function selectSession<Extra extends SelectedFields>(db: Db, extra: Extra) {
  return db
    .select({ ...sessionFields, ...extra })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
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
  if (!row || row.revokedAt || row.deletedAt || row.suspendedAt)
    throw new AppError('SESSION_INVALIDATED', SESSION_INVALIDATED_MESSAGE);
  if (row.expiresAt <= options.now)
    throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
  if (options.adminOnly && row.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
  return { id: claims.userId, role: row.role, name: row.name, email: row.email, sessionId: claims.sessionId };
}
