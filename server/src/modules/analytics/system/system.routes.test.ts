import { readdirSync, readFileSync } from 'node:fs';
import { type SystemStatusResponse, SystemStatusResponseSchema } from '@pathwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../../../test/admin-only.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { insertUserWithToken, uniqueEmail } from '../../../../test/factories.ts';
import { TEST_DB } from '../../../../test/test-db.ts';
import { MIGRATIONS_FOLDER } from '../../../db/client.ts';
import { SEND_EMAIL_QUEUE } from '../../../platform/mail/mail-service.ts';
import { NORMS_QUEUE } from '../../careers/norms/norms.job.ts';
import { CAMPAIGN_QUEUE } from '../../notifications/notifications.campaigns.ts';
import { PAYMENT_WEBHOOK_QUEUE } from '../../payments/payments.webhook.ts';

type Headers = Record<string, string>;
const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const ROUTE = '/api/admin/analytics/system';

describe('GET /admin/analytics/system', () => {
  let t: TestApp;
  let admin: { headers: Headers };
  let user: { headers: Headers };

  beforeAll(async () => {
    // Jobs do not run (the default in tests): a queued e-mail stays waiting in its queue.
    t = await createTestApp({ env: { GIT_COMMIT: COMMIT } });
    admin = await insertUserWithToken(t, { role: 'admin' });
    user = await insertUserWithToken(t);
  });
  afterAll(() => t.close());

  const status = async (): Promise<SystemStatusResponse> => {
    const res = await t.app.inject({ method: 'GET', url: ROUTE, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return SystemStatusResponseSchema.parse(res.json());
  };

  it('answers 401 anonymous and 403 to a user', async () => {
    await expectAdminOnly(t, ROUTE, user.headers);
  });

  it('names what runs: version, commit, Node, since when', async () => {
    const rootPackage = JSON.parse(
      readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8'),
    );
    const before = Date.now();
    const body = await status();
    expect(body.version).toBe(rootPackage.version);
    expect(body.commit).toBe(COMMIT);
    expect(body.node).toBe(process.version);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(body.startedAt)).toBeLessThanOrEqual(Date.parse(body.generatedAt));
    expect(Date.parse(body.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.memory.rssBytes).toBeGreaterThan(0);
    expect(body.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(body.memory.heapUsedBytes).toBeLessThanOrEqual(body.memory.heapTotalBytes);
    const delay = body.eventLoopDelayMs;
    expect(delay.p50).toBeGreaterThanOrEqual(0);
    expect(delay.p99).toBeGreaterThanOrEqual(delay.p50);
    expect(delay.max).toBeGreaterThanOrEqual(delay.p99);
    // The test app has no Redis client.
    expect(body.redis).toEqual({ configured: false, ok: null, latencyMs: null });
  });

  it('describes the database: kind, size and every migration applied', async () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const { database } = await status();
    expect(database.kind).toBe(TEST_DB);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.migrationsApplied).toBe(files.length);
    expect(database.latestMigration).toBe(files.at(-1)!.replace(/\.sql$/, ''));
  });

  it('lists every job queue by name, and the e-mail a sign-up queues as waiting, in the outbox too', async () => {
    const before = await status();
    const names = before.queues.map((queue) => queue.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining(
        [SEND_EMAIL_QUEUE, NORMS_QUEUE, CAMPAIGN_QUEUE, PAYMENT_WEBHOOK_QUEUE]
          .map((q) => q.name)
          .concat('ai-analysis'),
      ),
    );
    const idle = { queued: 0, active: 0, failed: 0, completed: 0, oldestWaitingSeconds: null };
    for (const queue of before.queues) expect(queue).toEqual({ name: queue.name, ...idle });
    expect(before.mailOutbox).toEqual({ queued: 0, sent: 0, failed: 0 });

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha Rao', email: uniqueEmail('signup'), password: 'correct horse battery' },
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const after = await status();
    const mailQueue = after.queues.find((queue) => queue.name === SEND_EMAIL_QUEUE.name)!;
    expect(mailQueue).toMatchObject({ queued: 1, active: 0, failed: 0, completed: 0 });
    expect(mailQueue.oldestWaitingSeconds).toBeGreaterThanOrEqual(0);
    for (const queue of after.queues.filter((q) => q.name !== SEND_EMAIL_QUEUE.name)) {
      expect(queue).toEqual({ name: queue.name, ...idle });
    }
    expect(after.mailOutbox).toEqual({ queued: 1, sent: 0, failed: 0 });
  });
});
