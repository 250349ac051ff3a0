import type {
  BroadcastAudience,
  Campaign,
  CampaignList,
  CampaignStatus,
  CreateBroadcastBody,
  NotificationType,
  PageQuery,
} from '@pathwise/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notificationCampaigns, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Jobs, QueueDefinition } from '../../platform/jobs.ts';
import {
  type ProfilerTargeting,
  profilerTargetsCondition,
  roleCondition,
} from './notifications.audiences.ts';
import type { QueueNotificationEmail } from './notifications.mailer.ts';
import { defaultPreference, pageOffset, paginationOf } from './notifications.rules.ts';

/**
 * Campaigns (decision 017, contract campaigns.ts): one notification sent to many people — an
 * admin's broadcast, a bulk reminder, a new profiler's announcement. The row holds the audience as
 * data; pg-boss jobs deliver it one batch of people at a time in users.id order. Each batch job, in
 * ONE transaction, locks the campaign row, checks that the cursor is where the job expects it (a
 * retried or duplicated job finds it moved and does nothing), stores the batch's in-app rows with
 * one INSERT … SELECT honouring each person's preference, queues the e-mails of those who want
 * them, moves the cursor and the counters and queues the next batch job: all of it commits, or
 * none of it. Nobody is skipped and nobody is told twice.
 */

export const CAMPAIGN_QUEUE: QueueDefinition = {
  name: 'notification-campaign',
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
};
export const CAMPAIGN_BATCH_SIZE = 1000;
/** How far ahead a broadcast may be scheduled. */
export const CAMPAIGN_SCHEDULE_MAX_DAYS = 365;

/**
 * Who a campaign reaches, given its stored audience (`{ kind, …}`) and the moment sending started
 * (the same for every batch, so a filter on activity does not drift while the batches run): a
 * WHERE condition over the `users` table. The engine adds "not deleted, not suspended" and its
 * keyset.
 */
export type AudienceResolver = (audience: Record<string, unknown>, now: Date) => SQL;

export type CampaignAudience = { kind: string } & Record<string, unknown>;

export type CreateCampaignInput = {
  kind: 'broadcast' | 'reminder';
  type: NotificationType;
  title: string;
  message: string;
  /**
   * `{ kind: 'role', audience }` and `{ kind: 'profiler-targets', assessmentId, targeting }` are built
   * in; other kinds are resolved by `deps.audiences`.
   */
  audience: CampaignAudience;
  audienceLabel: string;
  createdBy: string | null;
  /** Start later (pg-boss startAfter); absent: start now. */
  scheduledFor?: Date | null;
  /** Stored on every notification besides `campaignId` (e.g. `{ reminder: true }`, `{ assessmentId }`). */
  data?: Record<string, unknown> | null;
};

export type CampaignServiceDeps = {
  db: Db;
  jobs: Jobs;
  now: () => Date;
  queueEmail: QueueNotificationEmail;
  /** Audience kinds other modules define, e.g. `students` (users/students/students.filter.ts). */
  audiences?: Record<string, AudienceResolver>;
  batchSize?: number;
};

type CampaignJob = { campaignId: string; after: string | null };
type BatchOutcome = 'skipped' | 'continued' | 'finished';
/** How long one worker job goes on with the following batches itself (see registerWorker). */
const INLINE_BATCHES_MS = 20_000;

const ROLE_LABELS: Record<BroadcastAudience, string> = {
  everyone: 'Everyone',
  users: 'Everyone with the user role',
  admins: 'Administrators',
};

/** Every campaign reaches only accounts that still exist and are not suspended. */
const reachable = and(isNull(users.deletedAt), isNull(users.suspendedAt)) as SQL;

type CampaignRow = typeof notificationCampaigns.$inferSelect;

export function createCampaignService(deps: CampaignServiceDeps) {
  const { db } = deps;
  const batchSize = deps.batchSize ?? CAMPAIGN_BATCH_SIZE;

  function conditionOf(audience: Record<string, unknown>, startedAt: Date): SQL {
    const kind = audience.kind;
    if (kind === 'role') return roleCondition(audience.audience as BroadcastAudience);
    if (kind === 'profiler-targets') return profilerTargetsCondition(audience.targeting as ProfilerTargeting);
    const resolver = typeof kind === 'string' ? deps.audiences?.[kind] : undefined;
    if (!resolver) throw new Error(`No audience resolver for campaign audience kind ${String(kind)}`);
    return resolver(audience, startedAt);
  }

  async function countAudience(tx: DbOrTx, audience: Record<string, unknown>, at: Date): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(users)
      .where(and(reachable, conditionOf(audience, at)));
    return row?.value ?? 0;
  }

  const campaignColumns = {
    campaign: notificationCampaigns,
    creatorName: users.name,
  };

  function toCampaign(row: { campaign: CampaignRow; creatorName: string | null }): Campaign {
    const c = row.campaign;
    return {
      id: c.id,
      kind: c.kind,
      type: c.type as NotificationType,
      title: c.title,
      message: c.message,
      audienceLabel: c.audienceLabel,
      status: c.status as CampaignStatus,
      recipients: c.recipients,
      processed: c.processed,
      delivered: c.delivered,
      emailed: c.emailed,
      scheduledFor: c.scheduledFor?.toISOString() ?? null,
      startedAt: c.startedAt?.toISOString() ?? null,
      finishedAt: c.finishedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      createdBy: c.createdBy && row.creatorName !== null ? { id: c.createdBy, name: row.creatorName } : null,
    };
  }

  async function get(id: string, tx: DbOrTx = db): Promise<Campaign> {
    const [row] = await tx
      .select(campaignColumns)
      .from(notificationCampaigns)
      .leftJoin(users, eq(users.id, notificationCampaigns.createdBy))
      .where(eq(notificationCampaigns.id, id))
      .limit(1);
    if (!row) throw notFound('Campaign');
    return toCampaign(row);
  }

  /**
   * Stores the campaign and queues its first batch in the same transaction (in `tx` when given, so
   * a campaign started by a change exists only if the change commits). Sending now counts the
   * recipients at once; a scheduled one counts them when its first batch runs.
   */
  async function create(input: CreateCampaignInput, tx?: DbOrTx): Promise<Campaign> {
    const work = async (t: DbOrTx) => {
      const now = deps.now();
      const scheduled = input.scheduledFor ?? null;
      // Fail here, not in the job, when nothing can resolve the audience.
      conditionOf(input.audience, now);
      const recipients = scheduled ? null : await countAudience(t, input.audience, now);
      const [row] = await t
        .insert(notificationCampaigns)
        .values({
          kind: input.kind,
          type: input.type,
          title: input.title,
          message: input.message,
          audience: { ...input.audience, ...(input.data ? { data: input.data } : {}) },
          audienceLabel: input.audienceLabel,
          status: scheduled ? 'scheduled' : 'sending',
          scheduledFor: scheduled,
          recipients,
          startedAt: scheduled ? null : now,
          createdBy: input.createdBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: notificationCampaigns.id });
      const job: CampaignJob = { campaignId: row!.id, after: null };
      await deps.jobs.send(CAMPAIGN_QUEUE.name, job, scheduled ? { startAfter: scheduled } : {}, t);
      return row!.id;
    };
    const id = tx ? await work(tx) : await db.transaction(work);
    return get(id, tx ?? db);
  }

  /**
   * One batch (the job's handler). Returns what it did, for tests and the bench: 'skipped' when the
   * campaign is finished or cancelled or the cursor is not where this job expected it (a retry of
   * a batch that already committed).
   */
  async function runBatch(job: CampaignJob): Promise<BatchOutcome> {
    return (await runOne(job)).outcome;
  }

  async function runOne(job: CampaignJob): Promise<{ outcome: BatchOutcome; next: CampaignJob | null }> {
    return db.transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(notificationCampaigns)
        .where(eq(notificationCampaigns.id, job.campaignId))
        .for('update')
        .limit(1);
      const skipped = { outcome: 'skipped' as const, next: null };
      if (!campaign) return skipped;
      if (campaign.status !== 'sending' && campaign.status !== 'scheduled') return skipped;
      if ((campaign.cursorUserId ?? null) !== (job.after ?? null)) return skipped;

      const now = deps.now();
      let startedAt = campaign.startedAt;
      let recipients = campaign.recipients;
      if (campaign.status === 'scheduled' || !startedAt) {
        startedAt = now;
        recipients = await countAudience(tx, campaign.audience, startedAt);
      }

      const type = campaign.type as NotificationType;
      const defaults = defaultPreference(type);
      const audienceSql = conditionOf(campaign.audience, startedAt);
      const after = campaign.cursorUserId ? sql`and users.id > ${campaign.cursorUserId}::uuid` : sql``;
      const extra = campaign.audience.data;
      const data = {
        ...(extra && typeof extra === 'object' && !Array.isArray(extra) ? extra : {}),
        campaignId: campaign.id,
      };
      const stamp = now.toISOString();
      // One statement, one snapshot: the batch, its in-app rows (for those who keep in-app on), and
      // who wants the e-mail.
      const result = (await tx.execute(sql`
        with batch as (
          select users.id, users.email, users.name,
                 coalesce(p.in_app, ${defaults.inApp}::boolean) as in_app,
                 coalesce(p.email, ${defaults.email}::boolean) as email_on
          from users
          left join notification_preferences p on p.user_id = users.id and p.type = ${type}
          where ${reachable} and (${audienceSql}) ${after}
          order by users.id
          limit ${batchSize}
        ),
        inserted as (
          insert into notifications (user_id, type, title, message, data, is_read, created_at, updated_at)
          select id, ${type}, ${campaign.title}, ${campaign.message}, ${JSON.stringify(data)}::jsonb, false,
                 ${stamp}::timestamptz, ${stamp}::timestamptz
          from batch where in_app
          returning user_id
        )
        select batch.id, batch.email, batch.name, batch.email_on,
               (select count(*) from inserted)::int as delivered
        from batch order by batch.id`)) as unknown as {
        rows: Array<{ id: string; email: string; name: string; email_on: boolean; delivered: number }>;
      };
      const batch = result.rows;
      const delivered = batch[0]?.delivered ?? 0;
      let emailed = 0;
      for (const person of batch) {
        if (!person.email_on) continue;
        await deps.queueEmail(tx, {
          recipient: { id: person.id, email: person.email, name: person.name },
          type,
          title: campaign.title,
          message: campaign.message,
          idempotencyKey: `campaign/${campaign.id}/${person.id}`,
        });
        emailed += 1;
      }

      const finished = batch.length < batchSize;
      const cursor = batch.at(-1)?.id ?? campaign.cursorUserId;
      await tx
        .update(notificationCampaigns)
        .set({
          status: finished ? 'sent' : 'sending',
          startedAt,
          recipients,
          cursorUserId: cursor,
          processed: sql`${notificationCampaigns.processed} + ${batch.length}`,
          delivered: sql`${notificationCampaigns.delivered} + ${delivered}`,
          emailed: sql`${notificationCampaigns.emailed} + ${emailed}`,
          finishedAt: finished ? now : null,
          updatedAt: now,
        })
        .where(eq(notificationCampaigns.id, campaign.id));
      if (finished) return { outcome: 'finished' as const, next: null };
      const next: CampaignJob = { campaignId: campaign.id, after: cursor ?? null };
      await deps.jobs.send(CAMPAIGN_QUEUE.name, next, {}, tx);
      return { outcome: 'continued' as const, next };
    });
  }

  return {
    create,
    get,
    runBatch,

    /** The admin composer's broadcast; `scheduledFor` must be in the future and at most a year ahead. */
    async createBroadcast(admin: { id: string }, body: CreateBroadcastBody): Promise<Campaign> {
      let scheduledFor: Date | null = null;
      if (body.scheduledFor) {
        scheduledFor = new Date(body.scheduledFor);
        const now = deps.now();
        if (scheduledFor.getTime() <= now.getTime())
          throw new AppError('VALIDATION_FAILED', 'Schedule the broadcast for a time in the future.');
        if (scheduledFor.getTime() > now.getTime() + CAMPAIGN_SCHEDULE_MAX_DAYS * 86_400_000)
          throw new AppError('VALIDATION_FAILED', 'A broadcast can be scheduled at most a year ahead.');
      }
      return create({
        kind: 'broadcast',
        type: body.type,
        title: body.title,
        message: body.message,
        audience: { kind: 'role', audience: body.audience },
        audienceLabel: ROLE_LABELS[body.audience],
        createdBy: admin.id,
        scheduledFor,
      });
    },

    /** How many people a role audience reaches now (the composer's count before sending). */
    async audienceCount(audience: BroadcastAudience): Promise<{ recipients: number }> {
      return { recipients: await countAudience(db, { kind: 'role', audience }, deps.now()) };
    },

    /** Broadcasts and bulk reminders, newest first. */
    async list(query: PageQuery): Promise<CampaignList> {
      const [rows, totals] = await Promise.all([
        db
          .select(campaignColumns)
          .from(notificationCampaigns)
          .leftJoin(users, eq(users.id, notificationCampaigns.createdBy))
          .orderBy(desc(notificationCampaigns.createdAt), desc(notificationCampaigns.id))
          .limit(query.limit)
          .offset(pageOffset(query)),
        db.select({ value: count() }).from(notificationCampaigns),
      ]);
      return { campaigns: rows.map(toCampaign), pagination: paginationOf(query, totals[0]?.value ?? 0) };
    },

    /** Only a scheduled campaign can be cancelled (one that started is already reaching people): 409 otherwise. */
    async cancel(id: string): Promise<Campaign> {
      const now = deps.now();
      const cancelled = await db
        .update(notificationCampaigns)
        .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
        .where(and(eq(notificationCampaigns.id, id), eq(notificationCampaigns.status, 'scheduled')))
        .returning({ id: notificationCampaigns.id });
      if (cancelled.length === 0) {
        const campaign = await get(id);
        throw new AppError(
          'CONFLICT',
          `Only a scheduled campaign can be cancelled; this one is ${campaign.status}.`,
        );
      }
      return get(id);
    },

    async registerWorker(): Promise<void> {
      // The worker goes on with the next batches itself for a while (each its own transaction,
      // each queuing its successor as usual) instead of waiting for pg-boss to hand it the job it
      // just queued: that job then finds the cursor moved and does nothing. Should the worker
      // stop midway, the last queued job carries on from the committed cursor.
      await deps.jobs.work<CampaignJob>(CAMPAIGN_QUEUE.name, async (job) => {
        const started = Date.now();
        let current: CampaignJob | null = job;
        while (current && Date.now() - started < INLINE_BATCHES_MS) current = (await runOne(current)).next;
      });
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;
