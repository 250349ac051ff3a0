import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../platform/jobs.ts';
import type { CampaignService } from './notifications/notifications.campaigns.ts';
import type { NotificationService } from './notifications/notifications.service.ts';
import type { PricingService } from './pricing/pricing.service.ts';
import type { SettingsService } from './settings/settings.service.ts';

/** What the catalogue modules get from app.ts; each routes plugin builds its services from these. */
export type ModuleDeps = {
  db: Db;
  config: Config;
  now: () => Date;
  settings: SettingsService;
  notifications: NotificationService;
  logger: FastifyBaseLogger;
  /** One instance for the whole app so its currency cache is dropped everywhere on change. */
  pricing: PricingService;
  /** Background jobs (pg-boss): a service queues work in the caller's transaction, app.ts registers workers. */
  jobs: Jobs;
  /** Notifications to many people in pg-boss batches (broadcasts, bulk reminders, announcements). */
  campaigns: CampaignService;
};
