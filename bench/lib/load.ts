import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export type LoadResult = {
  requests: number;
  /** Mean requests per second over the measured run. */
  rps: number;
  p50: number;
  /** autocannon reports no p95: p90 and p97.5 bracket it. */
  p90: number;
  p97_5: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
};

/**
 * One autocannon run. `workers: 1` makes autocannon fire from its own worker thread, so the load
 * generator does not share the event loop of the server under test (which lives in this process).
 */
async function cannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
    workers: 1,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
  };
}

export type Measurement = LoadResult & {
  /** Share of the measured run the server's event loop was busy (1 = saturated CPU on the main thread). */
  eventLoopUtilization: number;
  /**
   * Times the kernel took a core away from the server thread while it could still run (Linux
   * `nonvoluntary_ctxt_switches` of this thread; null elsewhere): other threads and processes
   * (PostgreSQL's backends, the load generator) wanted the machine's cores.
   */
  preemptions: number | null;
  /** Extra figures sampled while the load ran (pool queue depth...). */
  samples: Record<string, number>;
};

/**
 * Checks the target answers 200, warms it up, then measures.
 * `sample` is called every 50 ms during the measured run; the maximum of each key is kept.
 */
export async function measure(
  options: LoadOptions & { warmupSeconds: number; sample?: () => Record<string, number> },
): Promise<Measurement> {
  const probe = await fetch(options.url, { headers: options.headers });
  const body = await probe.text();
  if (probe.status !== 200) {
    throw new Error(`${options.url} answered ${probe.status} before the run: ${body.slice(0, 200)}`);
  }
  if (options.warmupSeconds > 0) await cannon({ ...options, durationSeconds: options.warmupSeconds });

  const samples: Record<string, number> = {};
  const timer = options.sample
    ? setInterval(() => {
        for (const [key, value] of Object.entries(options.sample!())) {
          samples[key] = Math.max(samples[key] ?? 0, value);
        }
      }, 50)
    : undefined;
  const elu = performance.eventLoopUtilization();
  const preemptedBefore = await involuntarySwitches();
  try {
    const result = await cannon(options);
    const preemptedAfter = await involuntarySwitches();
    return {
      ...result,
      eventLoopUtilization: performance.eventLoopUtilization(elu).utilization,
      preemptions:
        preemptedBefore === null || preemptedAfter === null ? null : preemptedAfter - preemptedBefore,
      samples,
    };
  } finally {
    if (timer) clearInterval(timer);
  }
}

/**
 * The main thread's involuntary context switches so far (Linux; the main thread's id is the
 * process id), or null where /proc does not tell. The server under test runs on the main thread.
 */
async function involuntarySwitches(): Promise<number | null> {
  try {
    const status = await readFile(`/proc/self/task/${process.pid}/status`, 'utf8');
    const match = /^nonvoluntary_ctxt_switches:\s+(\d+)$/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
