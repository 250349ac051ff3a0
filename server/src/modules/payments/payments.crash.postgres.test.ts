import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestApp, testConfig } from '../../../test/app.ts';
import { insertCoupon, insertProfiler } from '../../../test/catalogue-factories.ts';
import { insertUserWithToken } from '../../../test/factories.ts';
import { type RazorpayStub, start as startRazorpay } from '../../../test/stubs/razorpay-stub.ts';
import { databaseUrlFor, TEST_DATABASE_URL, TEST_DB } from '../../../test/test-db.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { coupons, couponUsages, notifications, paymentEvents, paymentOrders } from '../../db/schema/index.ts';
import { PAYMENT_RECONCILE_QUEUE } from './payments.reconcile.ts';

/**
 * Issue 12, "Crash": the real server (src/main.ts) runs as a child process on a throwaway PostgreSQL
 * database. A person orders a paid profiler, Razorpay (the loopback stub) captures the payment, and
 * the server is SIGKILLed before anyone tells it — no verify, no webhook — so our grant never
 * happened. A new server process on the same database then settles the order through its own
 * reconciliation worker: exactly one paid order, one coupon use, one notification each way; a
 * second run changes nothing, and the person's late verify answers the same paid order.
 *
 * Two things stand in for the clock, both from outside the server: the downtime is simulated by
 * moving the order's timestamps back (PAYMENT_RECONCILE_AFTER_MINUTES is whole minutes, ≥ 1), and
 * the cron tick by sending the `payment-reconcile` job the schedule sends (pg-boss files at most
 * one scheduled job a minute, so waiting for the real tick would take up to 90 s). The work itself
 * is the restarted server's own registered worker, with its own configuration and provider.
 *
 * PostgreSQL only: the server process and this test must share one database.
 */

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const POSTGRES = TEST_DB === 'postgres';

type Server = { child: ChildProcess; origin: string; output: string[] };

/** The last lines a server printed, for a failure message. */
const tail = (server: Server | undefined) => (server ? server.output.join('').slice(-4000) : '');

/** Every server process started, killed in afterAll even when a start or an assertion failed. */
const started: Server[] = [];

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      // The test runner's NODE_OPTIONS name files relative to the repository root.
      NODE_OPTIONS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const server: Server = { child, origin: '', output };
  started.push(server);
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not listen in 30 s:\n${tail(server)}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${tail(server)}`));
    });
  });
  server.origin = origin;
  // main.ts listens once the app is ready (job workers started): /api/health answers from then on.
  const health = await fetch(`${origin}/api/health`);
  expect(health.status, tail(server)).toBe(200);
  return server;
}

async function kill(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!POSTGRES)(
  'payments: crash between the capture and our grant (real server processes)',
  () => {
    const dbName = `pathwise_crash_${randomBytes(6).toString('hex')}`;
    const databaseUrl = databaseUrlFor(dbName);
    let database: Database | undefined;
    let stub: RazorpayStub | undefined;
    let boss: PgBoss | undefined;
    /** The test's view of the database, shaped as the factories want it. */
    let t: TestApp;
    let serverEnv: Record<string, string>;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('postgresTemplate')}`);
      } finally {
        await admin.end();
      }
      database = await openDatabase({ databaseUrl, poolSize: 3 });
      const config = testConfig();
      t = { app: undefined as never, database, config, close: async () => {} };
      stub = await startRazorpay();
      serverEnv = {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        DATABASE_URL: databaseUrl,
        APP_SECRET: config.appSecret,
        JWT_SECRET: config.jwtSecret,
        SKIP_SEED: 'true',
        RAZORPAY_KEY_ID: stub.keyId,
        RAZORPAY_KEY_SECRET: stub.keySecret,
        RAZORPAY_API_BASE: stub.url,
        PAYMENT_RECONCILE_AFTER_MINUTES: '1',
      };
      // Only to send the job a cron tick sends; it runs no schedules, maintenance or workers.
      boss = new PgBoss({
        connectionString: databaseUrl,
        schema: 'pgboss',
        max: 2,
        schedule: false,
        supervise: false,
        migrate: false,
      });
      boss.on('error', () => {});
      await boss.start();
    });

    afterAll(async () => {
      for (const server of started) await kill(server);
      await boss?.stop({ graceful: false, close: true }).catch(() => {});
      await stub?.close();
      await database?.close();
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    });

    /** One reconciliation run in the running server: the job its schedule sends, until it is done. */
    async function reconcileInServer(server: Server): Promise<void> {
      const id = await boss!.send(PAYMENT_RECONCILE_QUEUE.name, {});
      expect(id).toBeTruthy();
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [job] = await boss!.findJobs(PAYMENT_RECONCILE_QUEUE.name, { id: id! });
        if (job?.state === 'completed') return;
        if (job?.state === 'failed')
          throw new Error(`the reconcile job failed: ${JSON.stringify(job.output)}`);
        if (Date.now() > deadline)
          throw new Error(`the reconcile job is still ${job?.state}:\n${tail(server)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    it('SIGKILL after Razorpay captured, before verify: the restarted server grants exactly once; a second run and the late verify change nothing', {
      timeout: 90_000,
    }, async () => {
      const db = database!.db;
      const person = await insertUserWithToken(t);
      const adminUser = await insertUserWithToken(t, { role: 'admin' });
      const profiler = await insertProfiler(t, { isFree: false, priceMinor: 49_900, currency: 'INR' });
      const coupon = await insertCoupon(t, { type: 'PERCENTAGE', value: 10, usageLimit: 3 });

      const first = await startServer(serverEnv);
      const call = (server: Server, method: string, path: string, body?: object) =>
        fetch(`${server.origin}/api${path}`, {
          method,
          headers: { ...person.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });

      // The person orders; Razorpay captures the payment at its checkout.
      const ordered = await call(first, 'POST', '/payments/orders', {
        assessmentId: profiler.id,
        couponCode: coupon.code,
      });
      expect(ordered.status, tail(first)).toBe(200);
      const { order } = (await ordered.json()) as {
        order: { orderId: string; provider: string; providerOrderId: string; amountMinor: number };
      };
      expect(order).toMatchObject({ provider: 'razorpay', amountMinor: 44_910 });
      const payment = stub!.pay({ order_id: order.providerOrderId });
      expect(stub!.payments.find((p) => p.id === payment.razorpay_payment_id)).toMatchObject({
        status: 'captured',
        amount: 44_910,
        order_id: order.providerOrderId,
      });

      // The crash: no verify, no webhook (the stub has no webhook URL), no clean shutdown.
      expect(stub!.webhookUrl).toBeNull();
      await kill(first);
      expect(first.child.signalCode).toBe('SIGKILL');
      const orderRow = async () =>
        (await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.orderId)))[0]!;
      expect(await orderRow()).toMatchObject({ status: 'created', providerPaymentId: null, paidAt: null });

      // The server stays down a while: the order is now older than PAYMENT_RECONCILE_AFTER_MINUTES
      // (its coupon hold, 30 minutes from the order, moves with it and still holds).
      await db
        .update(paymentOrders)
        .set({
          createdAt: sql`${paymentOrders.createdAt} - interval '10 minutes'`,
          updatedAt: sql`${paymentOrders.updatedAt} - interval '10 minutes'`,
          couponHoldUntil: sql`${paymentOrders.couponHoldUntil} - interval '10 minutes'`,
        })
        .where(eq(paymentOrders.id, order.orderId));

      const second = await startServer(serverEnv);
      await reconcileInServer(second);

      expect(
        stub!.requests.some(
          (r) => r.method === 'GET' && r.path === `/v1/orders/${order.providerOrderId}/payments`,
        ),
        'the restarted server read the order’s payments from Razorpay',
      ).toBe(true);
      const paid = await orderRow();
      expect(paid, tail(second)).toMatchObject({
        status: 'paid',
        providerPaymentId: payment.razorpay_payment_id,
        amountMinor: 44_910,
      });

      /** Everything a grant leaves behind, to compare after each later step. */
      const effects = async () => {
        const [paidOrders] = await db
          .select({ value: count() })
          .from(paymentOrders)
          .where(and(eq(paymentOrders.userId, person.user.id), eq(paymentOrders.status, 'paid')));
        const [storedCoupon] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
        const [usages] = await db
          .select({ value: count() })
          .from(couponUsages)
          .where(eq(couponUsages.couponId, coupon.id));
        const [toPerson] = await db
          .select({ value: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, person.user.id), eq(notifications.type, 'payment_successful')));
        const [toAdmin] = await db
          .select({ value: count() })
          .from(notifications)
          .where(
            and(eq(notifications.userId, adminUser.user.id), eq(notifications.type, 'payment_received')),
          );
        const [captures] = await db
          .select({ value: count() })
          .from(paymentEvents)
          .where(and(eq(paymentEvents.orderId, order.orderId), eq(paymentEvents.kind, 'payment.captured')));
        const row = await orderRow();
        return {
          paidOrders: paidOrders!.value,
          couponUsedCount: storedCoupon!.usedCount,
          couponUsages: usages!.value,
          paymentSuccessful: toPerson!.value,
          paymentReceived: toAdmin!.value,
          captureEvents: captures!.value,
          order: { status: row.status, paidAt: row.paidAt, providerPaymentId: row.providerPaymentId },
        };
      };
      const once = await effects();
      expect(once).toMatchObject({
        paidOrders: 1,
        couponUsedCount: 1,
        couponUsages: 1,
        paymentSuccessful: 1,
        paymentReceived: 1,
        captureEvents: 1,
      });
      const [via] = await db
        .select({ summary: paymentEvents.summary })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, order.orderId), eq(paymentEvents.kind, 'payment.captured')));
      expect(via!.summary).toMatchObject({ via: 'reconcile' });

      // A second run finds nothing to settle.
      await reconcileInServer(second);
      expect(await effects()).toEqual(once);

      // The person comes back and their checkout's verify finally arrives: the same paid order.
      const verified = await call(second, 'POST', '/payments/verify', {
        orderId: order.orderId,
        providerPaymentId: payment.razorpay_payment_id,
        signature: payment.razorpay_signature,
      });
      expect(verified.status, tail(second)).toBe(200);
      expect(((await verified.json()) as { order: object }).order).toMatchObject({
        orderId: order.orderId,
        status: 'paid',
        amountMinor: 44_910,
        couponCode: coupon.code,
      });
      expect(await effects()).toEqual(once);

      const access = await call(second, 'GET', `/payments/check/${profiler.id}`);
      expect(((await access.json()) as { data: object }).data).toMatchObject({
        status: 'owned',
        hasAccess: true,
        orderId: order.orderId,
      });
    });
  },
);
