import { type Campaign, REMINDER_TITLES } from '@pathwise/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessments, notificationCampaigns, questions } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql-fragments.ts';
import type { QueueDefinition } from '../../platform/jobs.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { ProfilerTargeting } from './notifications.audiences.ts';

/**
 * Notifications that nothing a person does sends (decision 017): a new profiler's announcement to
 * the people it targets, and the scheduled reminders — an attempt idle for 3 days, a profile
 * screening still incomplete 2 days after registering — each sent once (`notification_once`).
 */

// ---------------------------------------------------------------------------------------------
// new_assessment

/**
 * Announces a profiler that is active and has questions (it is offered) to the people it targets,
 * as a campaign (pg-boss batches: activating a profiler does not wait for 100,000 notifications).
 * Once per profiler: switched off and on again, it is not announced twice. One without questions
 * yet is not announced here; the hourly job announces it once its questions are in (a new
 * profiler, `ANNOUNCE_WITHIN_DAYS`). The caller holds the profiler's row lock in `tx`, so two
 * callers cannot both announce it, and the announcement exists only if the activation commits.
 * Answers the campaign, or null.
 */
export async function announceNewProfiler(
  deps: Pick<ModuleDeps, 'campaigns'>,
  tx: DbOrTx,
  assessmentId: string,
): Promise<Campaign | null> {
  const [profiler] = await tx
    .select({
      title: assessments.title,
      isActive: assessments.isActive,
      educationLevels: assessments.targetEducationLevels,
      experienceLevels: assessments.targetExperienceLevels,
      skills: assessments.targetSkills,
      interests: assessments.targetInterests,
      minAge: assessments.minAge,
      maxAge: assessments.maxAge,
      hasQuestions: sql<boolean>`exists (select 1 from ${questions} where ${qualified(questions.assessmentId)} = ${qualified(assessments.id)})`,
      announced: sql<boolean>`exists (select 1 from ${notificationCampaigns} where ${qualified(notificationCampaigns.type)} = 'new_assessment' and ${qualified(notificationCampaigns.audience)} ->> 'assessmentId' = ${assessmentId})`,
    })
    .from(assessments)
    .where(eq(assessments.id, assessmentId))
    .limit(1);
  if (!profiler?.isActive || !profiler.hasQuestions || profiler.announced) return null;
  const { title, isActive: _a, hasQuestions: _q, announced: _n, ...targeting } = profiler;
  const snapshot: ProfilerTargeting = targeting;
  return deps.campaigns.create(
    {
      kind: 'broadcast',
      type: 'new_assessment',
      title: `New profiler: ${title}`.slice(0, 200),
      message: `“${title}” is now available. Open it to see what it tells you about yourself.`,
      audience: { kind: 'profiler-targets', assessmentId, targeting: snapshot },
      audienceLabel: `People “${title}” targets`,
      createdBy: null,
      data: { assessmentId },
    },
    tx,
  );
}

// ---------------------------------------------------------------------------------------------
// assessment_pending and profile_incomplete

export const TRIGGERS_QUEUE: QueueDefinition = {
  name: 'notification-triggers',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
};
/** Hourly, at 23 past (UTC). */
export const TRIGGERS_CRON = '23 * * * *';
/**
 * A profiler created active and filled with questions afterwards is announced by the hourly job
 * while it is this new; older never-announced profilers (before this feature, imports) stay quiet.
 */
export const ANNOUNCE_WITHIN_DAYS = 7;
export const ATTEMPT_IDLE_DAYS = 3;
export const PROFILE_GRACE_DAYS = 2;
/** People reminded per transaction; a run loops until a batch comes back short. */
const REMINDER_BATCH = 500;
const DAY_MS = 86_400_000;

type Claimed = { subject_id: string; user_id: string; title: string | null; assessment_id: string | null };

export function createNotificationTriggers(
  deps: Pick<ModuleDeps, 'db' | 'jobs' | 'now' | 'notifications' | 'logger' | 'campaigns'>,
) {
  const { db, notifications, now } = deps;

  /** New profilers (see ANNOUNCE_WITHIN_DAYS) that are offered and were never announced. */
  async function announceDue(): Promise<number> {
    const since = new Date(now().getTime() - ANNOUNCE_WITHIN_DAYS * DAY_MS);
    const due = await db
      .select({ id: assessments.id })
      .from(assessments)
      .where(
        sql`${qualified(assessments.isActive)} and ${qualified(assessments.createdAt)} >= ${since.toISOString()}::timestamptz
          and exists (select 1 from ${questions} where ${qualified(questions.assessmentId)} = ${qualified(assessments.id)})
          and not exists (select 1 from ${notificationCampaigns} where ${qualified(notificationCampaigns.type)} = 'new_assessment'
            and ${qualified(notificationCampaigns.audience)} ->> 'assessmentId' = ${qualified(assessments.id)}::text)`,
      );
    let announced = 0;
    for (const { id } of due) {
      const campaign = await db.transaction(async (tx) => {
        // The same lock the admin's activation takes: whoever comes second sees the first's campaign.
        await tx.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, id)).for('update');
        return announceNewProfiler(deps, tx, id);
      });
      if (campaign) announced += 1;
    }
    return announced;
  }

  /**
   * Claims up to a batch of subjects in `notification_once` (its primary key (type, subject) makes
   * "once" hold when two instances run together: the second's insert finds the row and skips it)
   * and notifies each person in the same transaction, through `notify` (preferences honoured).
   */
  async function remindBatch(claim: (at: Date) => SQL, type: 'assessment_pending' | 'profile_incomplete') {
    return db.transaction(async (tx) => {
      const at = now();
      const result = (await tx.execute(claim(at))) as unknown as { rows: Claimed[] };
      for (const row of result.rows) {
        await notifications.notify(
          type === 'assessment_pending'
            ? {
                userId: row.user_id,
                type,
                title: REMINDER_TITLES.assessment_pending,
                message: `You started “${row.title ?? 'a profiler'}” and have not finished it yet. Pick up where you left off: your answers are saved.`,
                data: { assessmentId: row.assessment_id, testAttemptId: row.subject_id },
              }
            : {
                userId: row.user_id,
                type,
                title: REMINDER_TITLES.profile_incomplete,
                message:
                  'Finish your profile screening so we can recommend the profilers that fit your education, experience and interests.',
                data: null,
              },
          tx,
        );
      }
      return result.rows.length;
    });
  }

  /** In-progress attempts with no activity (the attempt or any answer) for 3 days, of people still here. */
  const claimIdleAttempts = (at: Date) => {
    const cutoff = new Date(at.getTime() - ATTEMPT_IDLE_DAYS * DAY_MS).toISOString();
    const stamp = at.toISOString();
    return sql`
      with idle as (
        select a.id, a.user_id, a.assessment_id, p.title
        from test_attempts a
        join users u on u.id = a.user_id
        join assessments p on p.id = a.assessment_id
        where a.status = 'in_progress'
          and a.updated_at < ${cutoff}::timestamptz
          and u.deleted_at is null and u.suspended_at is null
          and not exists (select 1 from test_answers x where x.attempt_id = a.id and x.updated_at >= ${cutoff}::timestamptz)
          and not exists (select 1 from notification_once o where o.type = 'assessment_pending' and o.subject_id = a.id)
        order by a.id
        limit ${REMINDER_BATCH}
      ),
      claimed as (
        insert into notification_once (type, subject_id, user_id, created_at, updated_at)
        select 'assessment_pending', id, user_id, ${stamp}::timestamptz, ${stamp}::timestamptz from idle
        on conflict do nothing
        returning subject_id, user_id
      )
      select c.subject_id, c.user_id, i.title, i.assessment_id
      from claimed c join idle i on i.id = c.subject_id`;
  };

  /** People (user role, verified, still here) whose profile screening is incomplete 2 days after registering. */
  const claimIncompleteProfiles = (at: Date) => {
    const cutoff = new Date(at.getTime() - PROFILE_GRACE_DAYS * DAY_MS).toISOString();
    const stamp = at.toISOString();
    return sql`
      with incomplete as (
        select u.id
        from users u
        where u.role = 'user'
          and u.created_at < ${cutoff}::timestamptz
          and u.email_verified_at is not null
          and u.deleted_at is null and u.suspended_at is null
          and not exists (select 1 from student_profiles s where s.user_id = u.id and s.completed_at is not null)
          and not exists (select 1 from notification_once o where o.type = 'profile_incomplete' and o.subject_id = u.id)
        order by u.id
        limit ${REMINDER_BATCH}
      ),
      claimed as (
        insert into notification_once (type, subject_id, user_id, created_at, updated_at)
        select 'profile_incomplete', id, id, ${stamp}::timestamptz, ${stamp}::timestamptz from incomplete
        on conflict do nothing
        returning subject_id, user_id
      )
      select subject_id, user_id, null as title, null as assessment_id from claimed`;
  };

  async function drain(claim: (at: Date) => SQL, type: 'assessment_pending' | 'profile_incomplete') {
    let total = 0;
    for (;;) {
      const sent = await remindBatch(claim, type);
      total += sent;
      if (sent < REMINDER_BATCH) return total;
    }
  }

  /**
   * One run: every reminder due now, and the new profilers to announce. Answers how many people were
   * reminded of each and how many profilers were announced.
   */
  async function run(): Promise<{ assessmentPending: number; profileIncomplete: number; announced: number }> {
    const assessmentPending = await drain(claimIdleAttempts, 'assessment_pending');
    const profileIncomplete = await drain(claimIncompleteProfiles, 'profile_incomplete');
    const announced = await announceDue();
    if (assessmentPending + profileIncomplete + announced > 0)
      deps.logger.info({ assessmentPending, profileIncomplete, announced }, 'notification triggers ran');
    return { assessmentPending, profileIncomplete, announced };
  }

  return {
    run,
    async registerWorker(): Promise<void> {
      await deps.jobs.work(TRIGGERS_QUEUE.name, async () => {
        await run();
      });
      await deps.jobs.schedule(TRIGGERS_QUEUE.name, TRIGGERS_CRON, {});
    },
  };
}
export type NotificationTriggers = ReturnType<typeof createNotificationTriggers>;
