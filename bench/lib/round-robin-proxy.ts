/**
 * A small round-robin reverse proxy on 127.0.0.1 for the stack bench (node:http, keep-alive agents,
 * no dependency): what a load balancer in front of several Pathwise instances does, and no more.
 *
 * - Requests go to the next upstream that is up, in turn.
 * - A connection error (refused, reset, hang-up) marks that upstream down; a health check
 *   (`GET /api/health`) every second brings it back when it answers 200.
 * - The failed request is retried once on another upstream when that is safe: an idempotent method
 *   (GET, HEAD), or any method whose connection was refused (the upstream never saw the request).
 *   Anything else answers 502 with `x-proxy-error`, as nginx does for a POST cut mid-flight.
 * - Every answer carries `x-upstream` (which instance served it), so the bench can attribute failures.
 * - `X-Forwarded-For` gets the client's address appended, as nginx's `$proxy_add_x_forwarded_for`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Upstream = {
  name: string;
  port: number;
  up: boolean;
  /** Requests sent to it and not yet answered, right now. */
  inFlight: number;
  served: number;
  /** Connection errors seen (each also marks it down). */
  connectionErrors: number;
  /** When the first one was seen (epoch ms, comparable across processes); 0 when none. */
  firstErrorAt: number;
};

export type ProxyStats = {
  retried: number;
  /** 502s: the upstream failed and no retry was safe or possible. */
  failed: number;
  /** 503s: no upstream was up. */
  noUpstream: number;
};

export type RoundRobinProxy = {
  url: string;
  upstreams: Upstream[];
  stats: ProxyStats;
  close(): Promise<void>;
};

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

export async function startRoundRobinProxy(options: {
  port: number;
  upstreams: Array<{ name: string; port: number }>;
  /** How often a down upstream is probed (ms). */
  healthIntervalMs?: number;
}): Promise<RoundRobinProxy> {
  const upstreams: Upstream[] = options.upstreams.map((u) => ({
    ...u,
    up: true,
    inFlight: 0,
    served: 0,
    connectionErrors: 0,
    firstErrorAt: 0,
  }));
  const stats: ProxyStats = { retried: 0, failed: 0, noUpstream: 0 };
  // One pool of kept-alive sockets per upstream, as nginx's `keepalive` in an upstream block.
  const agents = new Map(upstreams.map((u) => [u, new http.Agent({ keepAlive: true, maxSockets: 256 })]));
  let next = 0;

  const pick = (exclude?: Upstream): Upstream | undefined => {
    for (let i = 0; i < upstreams.length; i += 1) {
      const candidate = upstreams[(next + i) % upstreams.length]!;
      if (candidate.up && candidate !== exclude) {
        next = (next + i + 1) % upstreams.length;
        return candidate;
      }
    }
    return undefined;
  };

  const epochMs = () => performance.timeOrigin + performance.now();
  const markDown = (upstream: Upstream) => {
    upstream.connectionErrors += 1;
    upstream.firstErrorAt ||= epochMs();
    if (!upstream.up) return;
    upstream.up = false;
    // Sockets kept alive to a dead process are useless; new ones are opened once it is back.
    agents.get(upstream)!.destroy();
    agents.set(upstream, new http.Agent({ keepAlive: true, maxSockets: 256 }));
  };

  const server = http.createServer((request, response) => {
    // The body is buffered (the bench's bodies are small) so a request can be sent a second time.
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = { ...request.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      const client = request.socket.remoteAddress ?? '127.0.0.1';
      headers['x-forwarded-for'] = headers['x-forwarded-for']
        ? `${headers['x-forwarded-for']}, ${client}`
        : client;
      headers['x-forwarded-proto'] = 'http';
      if (body.length > 0) headers['content-length'] = String(body.length);

      const send = (upstream: Upstream | undefined, attempt: number) => {
        if (!upstream) {
          stats.noUpstream += 1;
          response.writeHead(503, { 'x-proxy-error': 'no upstream up' }).end();
          return;
        }
        upstream.inFlight += 1;
        const sentAt = epochMs();
        let settled = false;
        const settle = () => {
          if (settled) return false;
          settled = true;
          upstream.inFlight -= 1;
          return true;
        };
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port: upstream.port,
            method: request.method,
            path: request.url,
            headers,
            agent: agents.get(upstream),
          },
          (incoming) => {
            const responseHeaders = { ...incoming.headers };
            for (const name of HOP_BY_HOP) delete responseHeaders[name];
            response.writeHead(incoming.statusCode ?? 502, {
              ...responseHeaders,
              'x-upstream': upstream.name,
            });
            incoming.pipe(response);
            incoming.on('end', () => {
              if (settle()) upstream.served += 1;
            });
            // The upstream died mid-body: the client sees a truncated answer (its length check fails).
            incoming.on('error', () => {
              if (settle()) markDown(upstream);
              response.destroy();
            });
          },
        );
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          if (!settle()) return;
          markDown(upstream);
          const refused = error.code === 'ECONNREFUSED';
          const safe = IDEMPOTENT.has(request.method ?? '') || refused;
          if (attempt === 0 && safe && !response.headersSent) {
            const other = pick(upstream);
            if (other) {
              stats.retried += 1;
              send(other, 1);
              return;
            }
          }
          stats.failed += 1;
          if (response.headersSent) response.destroy();
          else
            response
              .writeHead(502, {
                // A kept-alive connection the upstream had already closed (it died before this
                // request was written) fails the same way as one cut mid-request: say which it was.
                'x-proxy-error': `${error.code ?? error.message}${outgoing.reusedSocket ? ' (kept-alive connection)' : ''}`,
                'x-upstream': upstream.name,
                // When this proxy sent it to the upstream (epoch ms), to compare with firstErrorAt.
                'x-proxy-sent-at': sentAt.toFixed(1),
              })
              .end();
        });
        outgoing.end(body);
      };
      send(pick(), 0);
    });
  });
  server.keepAliveTimeout = 65_000;

  const health = setInterval(() => {
    for (const upstream of upstreams) {
      if (upstream.up) continue;
      const probe = http.get(
        { host: '127.0.0.1', port: upstream.port, path: '/api/health', timeout: 900 },
        (res) => {
          res.resume();
          if (res.statusCode === 200) upstream.up = true;
        },
      );
      probe.on('error', () => {});
      probe.on('timeout', () => probe.destroy());
    }
  }, options.healthIntervalMs ?? 1000);

  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    stats,
    async close() {
      clearInterval(health);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

export type ProxySnapshot = { upstreams: Upstream[]; stats: ProxyStats };

export type RoundRobinProxyProcess = {
  url: string;
  /** The proxy's counters right now (asked over IPC). */
  snapshot(): Promise<ProxySnapshot>;
  close(): Promise<void>;
};

/**
 * The proxy in a process of its own (bench/lib/proxy-child.ts), as a real load balancer is: in the
 * bench's process it would share an event loop with the load generator, and under load it would
 * notice a dead upstream tens of milliseconds late.
 */
export async function startRoundRobinProxyProcess(options: {
  port: number;
  upstreams: Array<{ name: string; port: number }>;
}): Promise<RoundRobinProxyProcess> {
  const { fork } = await import('node:child_process');
  const child = fork(new URL('./proxy-child.ts', import.meta.url), [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`the proxy exited (${code}) before it listened`)));
  });
  return {
    url,
    snapshot: () =>
      new Promise((resolve) => {
        child.once('message', (message: ProxySnapshot) => resolve(message));
        child.send('snapshot');
      }),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}
