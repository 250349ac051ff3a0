import { randomBytes } from 'node:crypto';
import {
  SHARE_NEEDS_COMPLETED_MESSAGE,
  SHARE_NOT_FOUND_MESSAGE,
  SHARE_TOKEN_PATTERN,
  type SharedReport,
  type ShareLink,
} from '@pathwise/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { assessments, reportShares, testAttempts, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { ownAttemptCompletion } from '../attempts/taking/taking.completion.ts';
import { ATTEMPT_NOT_FOUND } from '../attempts/taking/taking.service.ts';
import type { ModuleDeps } from '../module-deps.ts';

/**
 * Share links (decision 007): a person publishes a read-only summary of one of their completed
 * reports under an unguessable token and can revoke it. Every owner call answers 404 for another
 * person's attempt; the public read answers the same 404 for an unknown, revoked or orphaned link,
 * so a probe learns nothing about which tokens once existed.
 */

type ShareRow = typeof reportShares.$inferSelect;

/** 32 bytes from the CSPRNG: 256 bits, nothing to guess or enumerate. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

function toShareLink(row: ShareRow): ShareLink {
  return {
    attemptId: row.attemptId,
    token: row.token,
    createdAt: row.createdAt.toISOString(),
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
  };
}

export function createSharesService(deps: ModuleDeps) {
  const { db, now } = deps;

  async function requireOwnAttempt(userId: string, attemptId: string) {
    const attempt = await ownAttemptCompletion(db, userId, attemptId);
    if (!attempt) throw new AppError('NOT_FOUND', ATTEMPT_NOT_FOUND);
    return attempt;
  }

  async function liveShare(attemptId: string): Promise<ShareRow | undefined> {
    const [row] = await db
      .select()
      .from(reportShares)
      .where(and(eq(reportShares.attemptId, attemptId), isNull(reportShares.revokedAt)));
    return row;
  }

  return {
    /** GET /assessments/results/:id/share — the live link of this report, or null. */
    async find(userId: string, attemptId: string): Promise<ShareLink | null> {
      await requireOwnAttempt(userId, attemptId);
      const row = await liveShare(attemptId);
      return row ? toShareLink(row) : null;
    },

    /**
     * POST /assessments/results/:id/share — the live link, made now if there is none. Two clicks
     * at once meet the partial unique index: one insert wins and both answer its link.
     */
    async create(userId: string, attemptId: string): Promise<{ share: ShareLink; created: boolean }> {
      const attempt = await requireOwnAttempt(userId, attemptId);
      if (!attempt.isCompleted) throw new AppError('CONFLICT', SHARE_NEEDS_COMPLETED_MESSAGE);
      const at = now();
      const [inserted] = await db
        .insert(reportShares)
        .values({ attemptId, userId, token: newShareToken(), createdAt: at, updatedAt: at })
        .onConflictDoNothing({
          target: reportShares.attemptId,
          where: sql`${reportShares.revokedAt} is null`,
        })
        .returning();
      if (inserted) return { share: toShareLink(inserted), created: true };
      const existing = await liveShare(attemptId);
      if (!existing) throw new AppError('CONFLICT', 'The link changed while it was being made. Try again.');
      return { share: toShareLink(existing), created: false };
    },

    /** DELETE /assessments/results/:id/share — the link stops working at once; sharing again makes a new one. */
    async revoke(userId: string, attemptId: string): Promise<{ revoked: boolean }> {
      await requireOwnAttempt(userId, attemptId);
      const at = now();
      const rows = await db
        .update(reportShares)
        .set({ revokedAt: at, updatedAt: at })
        .where(and(eq(reportShares.attemptId, attemptId), isNull(reportShares.revokedAt)))
        .returning({ id: reportShares.id });
      return { revoked: rows.length > 0 };
    },

    /**
     * GET /shared-reports/:token — the public summary: profiler title, completion day and scores.
     * Nothing that names or describes the person (name, e-mail, profile screening, AI analysis).
     */
    async open(token: string): Promise<SharedReport> {
      if (!SHARE_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
      const [row] = await db
        .select({
          shareId: reportShares.id,
          assessmentTitle: assessments.title,
          completedAt: testAttempts.completedAt,
          scores: testAttempts.scores,
        })
        .from(reportShares)
        .innerJoin(testAttempts, eq(testAttempts.id, reportShares.attemptId))
        .innerJoin(assessments, eq(assessments.id, testAttempts.assessmentId))
        .innerJoin(users, eq(users.id, reportShares.userId))
        .where(
          and(
            eq(reportShares.token, token),
            isNull(reportShares.revokedAt),
            isNull(users.deletedAt),
            eq(testAttempts.isCompleted, true),
          ),
        );
      if (!row?.scores || !row.completedAt) throw new AppError('NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
      await db
        .update(reportShares)
        .set({ viewCount: sql`${reportShares.viewCount} + 1`, lastViewedAt: now() })
        .where(eq(reportShares.id, row.shareId));
      return {
        assessmentTitle: row.assessmentTitle,
        completedOn: row.completedAt.toISOString().slice(0, 10),
        scores: row.scores,
      };
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
