/**
 * The stack bench's HTTP client and its record of every request: node:http with one keep-alive
 * agent (fetch's web streams would cost the load generator CPU the servers need), the whole body
 * read before a request counts as done, and per-step figures from the records.
 */
import http from 'node:http';
import { fmt, out, percentile } from './report.ts';

export type RequestRecord = {
  step: string;
  startedAt: number;
  endedAt: number;
  /** 0 when no HTTP answer came (connection error, truncated body). */
  status: number;
  /** The instance that answered (the proxy's `x-upstream`); '' when unknown. */
  upstream: string;
  /** For a proxy 502: when the proxy sent it to the upstream (epoch ms, `x-proxy-sent-at`). */
  proxySentAt?: number;
  error?: string;
};

export type StackResponse = { status: number; body: Buffer; upstream: string };

export function createStackClient(baseUrl: string) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const records: RequestRecord[] = [];

  /** One request; never throws: a failure is a record with status 0 and the error's code. */
  function request(
    step: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; ip?: string } = {},
  ): Promise<StackResponse> {
    const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string | number> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    const record: RequestRecord = { step, startedAt: performance.now(), endedAt: 0, status: 0, upstream: '' };
    records.push(record);
    return new Promise((resolve) => {
      const fail = (error: Error & { code?: string }) => {
        if (record.endedAt) return;
        record.endedAt = performance.now();
        record.status = 0;
        record.error = error.code ?? error.message;
        resolve({ status: 0, body: Buffer.alloc(0), upstream: record.upstream });
      };
      const outgoing = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: `/api${path}`,
          agent,
          headers,
          // The person's own address (any 127.x.y.z is local on Linux): the proxy puts it in
          // X-Forwarded-For as it would a browser's, and rate limits key on it, as in production.
          localAddress: options.ip,
        },
        (incoming) => {
          record.upstream = String(incoming.headers['x-upstream'] ?? '');
          // The proxy's reason for a 502 (ECONNRESET, socket hang up …) is kept with the record.
          if (incoming.headers['x-proxy-error']) record.error = String(incoming.headers['x-proxy-error']);
          if (incoming.headers['x-proxy-sent-at'])
            record.proxySentAt = Number(incoming.headers['x-proxy-sent-at']);
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', fail);
          incoming.on('end', () => {
            if (record.endedAt) return;
            if (!incoming.complete)
              return fail(Object.assign(new Error('truncated body'), { code: 'TRUNCATED' }));
            record.endedAt = performance.now();
            record.status = incoming.statusCode ?? 0;
            resolve({ status: record.status, body: Buffer.concat(chunks), upstream: record.upstream });
          });
        },
      );
      outgoing.on('error', fail);
      outgoing.end(payload);
    });
  }

  return { request, records, close: () => agent.destroy() };
}

export const isOk = (status: number) => status >= 200 && status < 300;

/** Per step: requests, 2xx, failures by status, throughput over `seconds`, p50/p95/p99/max. */
export function printStepTable(records: RequestRecord[], seconds: number, stepOrder: string[]) {
  out(
    `${'step'.padEnd(22)} ${'requests'.padStart(8)} ${'2xx'.padStart(7)} ${'req/s'.padStart(7)} ` +
      `${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  failures`,
  );
  const steps = [...new Set([...stepOrder, ...records.map((r) => r.step)])];
  for (const step of steps) {
    const rows = records.filter((r) => r.step === step && r.endedAt > 0);
    if (rows.length === 0) continue;
    const ok = rows.filter((r) => isOk(r.status));
    const sorted = rows.map((r) => r.endedAt - r.startedAt).sort((a, b) => a - b);
    const failures = new Map<string, number>();
    for (const r of rows)
      if (!isOk(r.status)) {
        const key = r.status === 0 ? (r.error ?? 'network') : `${r.status}${r.error ? ` ${r.error}` : ''}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    out(
      `${step.padEnd(22)} ${fmt(rows.length).padStart(8)} ${fmt(ok.length).padStart(7)} ` +
        `${fmt(rows.length / seconds, 1).padStart(7)} ${fmt(percentile(sorted, 50), 1).padStart(8)} ` +
        `${fmt(percentile(sorted, 95), 1).padStart(8)} ${fmt(percentile(sorted, 99), 1).padStart(8)} ` +
        `${fmt(sorted.at(-1) ?? 0, 1).padStart(8)}  ${
          failures.size === 0 ? '0' : [...failures].map(([key, n]) => `${n} × ${key}`).join(', ')
        }`,
    );
  }
}
