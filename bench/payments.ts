/**
 * Payments at load, on PostgreSQL, against the Razorpay stub on 127.0.0.1 (bench/README.md,
 * "Payments bench"):
 *  (1) 50 buyers, each through order → pay at the stub's checkout → verify, (1a) all at once
 *      (capacity), (1b) arriving evenly over 10 s (latency): purchases/s, p50/p99 of the whole
 *      purchase and of verify alone, errors (target: 0 errors, p99 < 150 ms);
 *  (2) webhook ingestion: 5,000 deliveries of payment.captured events, a fifth of them repeats
 *      of an earlier event id, POSTed 50 at a time: deliveries/s, then the time until the jobs
 *      applied them all, and the proof — one webhook row per distinct event, every order paid
 *      exactly once, one payment_successful notification per order.
 * Run with `npm run bench:payments` from the repository root. Figures only: a miss never fails.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../server/src/db/client.ts';
import {
  assessments,
  notifications,
  paymentOrders,
  paymentWebhookEvents,
} from '../server/src/db/schema/index.ts';
import { type RazorpayStub, start as startRazorpay } from '../server/test/stubs/razorpay-stub.ts';
import { createThrowawayDatabase, probePostgres } from './lib/postgres.ts';
import { fmt, out, percentile, printMachine } from './lib/report.ts';
import { seedPeople } from './lib/seed-taking.ts';
import { benchConfig } from './lib/targets.ts';

const BUYERS = 50;
const WEBHOOK_DELIVERIES = 5_000;
const WEBHOOK_CONCURRENCY = 50;
/** A fifth of the deliveries repeat an event already sent (Razorpay delivers at least once). */
const DUPLICATE_SHARE = 0.2;
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const summary = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${label} p50 ${fmt(percentile(sorted, 50), 1)} ms, p99 ${fmt(percentile(sorted, 99), 1)} ms`;
};

async function insertPaidProfiler(database: Database, title: string) {
  const [row] = await database.db
    .insert(assessments)
    .values({ title, description: 'Seeded by bench/payments.ts', isFree: false, priceMinor: 49_900 })
    .returning({ id: assessments.id });
  return row!.id;
}

async function run(database: Database, stub: RazorpayStub) {
  await migrateDatabase(database);
  const base = benchConfig();
  // The stub is Razorpay: its keys in the environment, its address as the API base.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    APP_SECRET: base.appSecret,
    JWT_SECRET: base.jwtSecret,
    SKIP_SEED: 'true',
    RAZORPAY_KEY_ID: stub.keyId,
    RAZORPAY_KEY_SECRET: stub.keySecret,
    RAZORPAY_WEBHOOK_SECRET: stub.webhookSecret,
    RAZORPAY_API_BASE: stub.url,
  });
  const app = await buildApp({ config, database, logger: false, webDist: null, startJobs: true });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  stub.webhookUrl = `${baseUrl}/api/payments/webhook`;
  const call = async (path: string, token: string, body: object) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      json: (await response.json()) as {
        order?: { orderId: string; providerOrderId: string; status: string };
      },
    };
  };

  try {
    // (1) 50 buyers: order → pay at the stub → verify; (1a) all at once, (1b) arriving over 10 s
    const purchases = async (label: string, spreadMs: number) => {
      const profilerId = await insertPaidProfiler(database, `Bench paid profiler (${label})`);
      const buyers = await seedPeople(database, config, BUYERS);
      const total: number[] = [];
      const verifyTimes: number[] = [];
      let errors = 0;
      const started = performance.now();
      await Promise.all(
        buyers.map(async (buyer, index) => {
          if (spreadMs > 0) await new Promise((resolve) => setTimeout(resolve, (index / BUYERS) * spreadMs));
          const t0 = performance.now();
          const order = await call('/payments/orders', buyer.token, { assessmentId: profilerId });
          if (order.status !== 200) {
            errors += 1;
            return;
          }
          const { orderId, providerOrderId } = order.json.order!;
          const signed = stub.pay({ order_id: providerOrderId });
          const t1 = performance.now();
          const verified = await call('/payments/verify', buyer.token, {
            orderId,
            providerPaymentId: signed.razorpay_payment_id,
            signature: signed.razorpay_signature,
          });
          const t2 = performance.now();
          if (verified.status !== 200 || verified.json.order?.status !== 'paid') errors += 1;
          verifyTimes.push(t2 - t1);
          total.push(t2 - t0);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const [paid] = await database.db
        .select({ value: count() })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.assessmentId, profilerId), eq(paymentOrders.status, 'paid')));
      out(
        `(${label}) ${BUYERS} buyers ${spreadMs ? `arriving evenly over ${spreadMs / 1000} s` : 'at once'} through order → pay → verify (Razorpay stub, no latency)`,
      );
      out(
        `    ${fmt(total.length)} purchases in ${fmt(seconds, 2)} s → ${fmt(total.length / seconds, 1)} purchases/s; ` +
          `${summary('purchase', total)}; ${summary('verify', verifyTimes)}; errors ${errors}; paid orders ${paid?.value}`,
      );
      const p99 = percentile(
        [...total].sort((a, b) => a - b),
        99,
      );
      out(`    target: 0 errors and p99 < 150 ms → ${errors === 0 && p99 < 150 ? 'PASS' : 'MISS'}`);
    };
    await purchases('1a', 0);
    await purchases('1b', 10_000);

    // (2) webhook ingestion with duplicates
    const distinct = Math.round(WEBHOOK_DELIVERIES * (1 - DUPLICATE_SHARE));
    const webhookProfiler = await insertPaidProfiler(database, 'Bench webhook profiler');
    const people = await seedPeople(database, config, distinct);
    const orders: Array<{ orderId: string; providerOrderId: string }> = [];
    for (let i = 0; i < people.length; i += WEBHOOK_CONCURRENCY) {
      const batch = await Promise.all(
        people.slice(i, i + WEBHOOK_CONCURRENCY).map(async (person) => {
          const order = await call('/payments/orders', person.token, { assessmentId: webhookProfiler });
          if (order.status !== 200) throw new Error(`order answered ${order.status}`);
          return order.json.order!;
        }),
      );
      orders.push(...batch);
    }
    // Each order paid at the stub (captured); its only news reaches us by webhook.
    const deliveries = orders.map((order) => {
      stub.pay({ order_id: order.providerOrderId });
      return stub.webhook({ event: 'payment.captured', order_id: order.providerOrderId });
    });
    const repeats = Array.from(
      { length: WEBHOOK_DELIVERIES - deliveries.length },
      (_, i) => deliveries[(i * 7) % deliveries.length]!,
    );
    const queue = [...deliveries, ...repeats];
    const statuses = new Map<number, number>();
    const ingestStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: WEBHOOK_CONCURRENCY }, async () => {
        while (next < queue.length) {
          const delivery = queue[next++]!;
          const response = await fetch(stub.webhookUrl!, {
            method: 'POST',
            headers: delivery.headers,
            body: delivery.rawBody,
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const ingestSeconds = (performance.now() - ingestStarted) / 1000;
    const orderIds = orders.map((order) => order.orderId);
    const paidCount = async () => {
      const [row] = await database.db
        .select({ value: count() })
        .from(paymentOrders)
        .where(and(inArray(paymentOrders.id, orderIds), eq(paymentOrders.status, 'paid')));
      return Number(row?.value ?? 0);
    };
    let applied = await paidCount();
    const deadline = Date.now() + 300_000;
    while (applied < orders.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      applied = await paidCount();
    }
    const drainSeconds = (performance.now() - ingestStarted) / 1000;
    const [stored] = await database.db.select({ value: count() }).from(paymentWebhookEvents);
    const userIds = people.map((person) => person.id);
    const [told] = await database.db
      .select({ value: count() })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.type, 'payment_successful')));
    out(
      `(2) webhook ingestion: ${fmt(queue.length)} deliveries (${fmt(deliveries.length)} distinct events, ${fmt(repeats.length)} repeats), ${WEBHOOK_CONCURRENCY} at a time`,
    );
    out(
      `    accepted in ${fmt(ingestSeconds, 2)} s → ${fmt(queue.length / ingestSeconds)} deliveries/s; statuses ${[
        ...statuses,
      ]
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
    );
    out(
      `    all applied after ${fmt(drainSeconds, 2)} s → ${fmt(deliveries.length / drainSeconds)} events/s applied`,
    );
    const exact =
      Number(stored?.value) === deliveries.length &&
      applied === orders.length &&
      Number(told?.value) === orders.length;
    out(
      `    proof: ${fmt(Number(stored?.value))} webhook rows for ${fmt(deliveries.length)} distinct events; ` +
        `${fmt(applied)} of ${fmt(orders.length)} orders paid; ${fmt(Number(told?.value))} payment_successful notifications ` +
        `→ ${exact ? 'none lost, none applied twice' : 'MISMATCH'}`,
    );
  } finally {
    await app.close();
  }
}

async function main() {
  printMachine('payments');
  const probe = await probePostgres(SERVER_URL);
  if (!probe.ok) {
    out(`SKIP: PostgreSQL unreachable (${probe.reason}); set BENCH_DATABASE_URL`);
    return;
  }
  const throwaway = await createThrowawayDatabase(SERVER_URL);
  const database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 20 });
  const stub = await startRazorpay();
  try {
    await run(database, stub);
  } finally {
    await stub.close().catch(() => {});
    await database.close().catch(() => {});
    await throwaway.drop();
  }
}

try {
  await main();
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
