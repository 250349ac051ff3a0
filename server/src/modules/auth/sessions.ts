import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { TokenService } from '../../platform/tokens.ts';

export type SessionContext = { ip?: string; userAgent?: string };

/** A new session row and the signed token that names it (a fresh id at every login, ASVS 7.2.4). */
export async function createSession(
  tx: DbOrTx,
  params: { tokens: TokenService; userId: string; ttlHours: number; now: Date; context: SessionContext },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(params.now.getTime() + params.ttlHours * 3_600_000);
  const [row] = await tx
    .insert(sessions)
    .values({
      userId: params.userId,
      expiresAt,
      ip: params.context.ip ?? null,
      userAgent: params.context.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  const token = await params.tokens.sign({ userId: params.userId, sessionId: row!.id }, expiresAt);
  return { token, expiresAt };
}

/** Ends a user's sessions (all, or all but one): their tokens then answer 403 "invalidated". */
export async function revokeSessions(
  tx: DbOrTx,
  params: { userId: string; reason: string; now: Date; exceptSessionId?: string },
): Promise<number> {
  const conditions = [eq(sessions.userId, params.userId), isNull(sessions.revokedAt)];
  if (params.exceptSessionId) conditions.push(ne(sessions.id, params.exceptSessionId));
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: params.now, revokedReason: params.reason, updatedAt: params.now })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}
