import { sql } from 'drizzle-orm';
import {
  type AudienceResolver,
  CAMPAIGN_QUEUE,
  type CampaignService,
  createCampaignService,
} from '../src/modules/notifications/notifications.campaigns.ts';
import { createNotificationMailer } from '../src/modules/notifications/notifications.mailer.ts';
import { createUnsubscribeTokens } from '../src/modules/notifications/notifications.unsubscribe.ts';
import { deriveKey } from '../src/platform/crypto.ts';
import type { Jobs } from '../src/platform/jobs.ts';
import { createMailService } from '../src/platform/mail/mail-service.ts';
import type { TestApp } from './app.ts';

type CampaignJob = { campaignId: string; after: string | null };

/**
 * The campaign engine as app.ts builds it, over a test app's database, for running the batch jobs
 * the app queued (tests run without job workers): `drain()` takes the first-batch jobs the routes
 * put in pg-boss and runs each batch, then the next batch each one queues, until none is left.
 * E-mails are stored as the app stores them (with the same unsubscribe key); nothing is delivered.
 */
export function campaignRunner(
  t: TestApp,
  options: { batchSize?: number; audiences?: Record<string, AudienceResolver>; now?: () => Date } = {},
) {
  const db = t.database.db;
  const pending: CampaignJob[] = [];
  let worker: ((job: CampaignJob) => Promise<void>) | null = null;
  const jobs: Jobs = {
    async send(queue, data) {
      if (queue === CAMPAIGN_QUEUE.name) pending.push(data as CampaignJob);
      return null;
    },
    async work(queue, handler) {
      if (queue === CAMPAIGN_QUEUE.name) worker = handler as never;
    },
    schedule: async () => {},
    start: async () => {},
    stop: async () => {},
    workersRunning: () => null,
  };
  const mail = createMailService({
    db,
    jobs,
    logger: t.app.log,
    resolveProvider: () => Promise.reject(new Error('tests deliver no e-mail')),
  });
  const service: CampaignService = createCampaignService({
    db,
    jobs,
    now: options.now ?? (() => new Date()),
    queueEmail: createNotificationMailer({
      mail,
      publicUrl: t.config.PUBLIC_URL,
      unsubscribe: createUnsubscribeTokens(deriveKey(t.config.appSecret, 'unsubscribe')),
    }),
    audiences: options.audiences,
    batchSize: options.batchSize,
  });

  /** The campaign jobs waiting in pg-boss (queued by the app), taken out so they run once here. */
  async function takeQueued(): Promise<CampaignJob[]> {
    const result = (await db.execute(
      sql`update pgboss.job set state = 'completed', completed_on = now()
          where name = ${CAMPAIGN_QUEUE.name} and state = 'created' returning data`,
    )) as unknown as { rows: Array<{ data: CampaignJob }> };
    return result.rows.map((row) => row.data);
  }

  return {
    service,
    /** Runs every queued batch and the batches they queue; answers how many batches ran. */
    async drain(): Promise<number> {
      pending.push(...(await takeQueued()));
      let ran = 0;
      while (pending.length > 0) {
        await service.runBatch(pending.shift()!);
        ran += 1;
      }
      return ran;
    },
    /** Jobs queued by batches run here and not run yet. */
    pending,
    /** The handler the app's pg-boss worker runs for one campaign job (registered on first use). */
    async work(job: CampaignJob): Promise<void> {
      if (!worker) await service.registerWorker();
      await worker!(job);
    },
    takeQueued,
  };
}
