import type { ModuleDeps } from '../src/modules/module-deps.ts';
import { createNotificationService } from '../src/modules/notifications/notifications.service.ts';
import { createSettingsService } from '../src/modules/settings/settings.service.ts';
import { createSecretBox, deriveKey } from '../src/platform/crypto.ts';
import type { Jobs } from '../src/platform/jobs.ts';
import { createMailService } from '../src/platform/mail/mail-service.ts';
import type { TestApp } from './app.ts';

/**
 * The ModuleDeps app.ts gives the payments module, over a test app's database, for calling the
 * webhook job and reconciliation directly (tests run without job workers). Notifications are
 * stored as the app stores them; their e-mails are queued nowhere.
 */
export function paymentModuleDeps(t: TestApp, now: () => Date = () => new Date()): ModuleDeps {
  const db = t.database.db;
  const jobs: Jobs = {
    send: async () => null,
    work: async () => {},
    schedule: async () => {},
    start: async () => {},
    stop: async () => {},
    workersRunning: () => null,
  };
  const secretBox = createSecretBox(deriveKey(t.config.appSecret, 'settings-encryption'));
  const settings = createSettingsService({ db, config: t.config, secretBox, now, logger: t.app.log });
  const mail = createMailService({
    db,
    jobs,
    logger: t.app.log,
    resolveProvider: () => Promise.reject(new Error('tests deliver no e-mail')),
  });
  const notifications = createNotificationService({ db, mail, now });
  return {
    db,
    config: t.config,
    now,
    settings,
    notifications,
    logger: t.app.log,
    pricing: {} as never,
    jobs,
    campaigns: {} as never,
  };
}
