import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The shared part of our vendor stubs (integrations.md §4): a node:http server on 127.0.0.1 with a
 * random port, every request recorded, and one-shot fault injection. Each vendor stub adds its
 * routes and its vendor's error bodies. Test-only: nothing under src/ imports this folder.
 */

export type RecordedRequest = {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  rawBody: string;
};

export type StubReply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * What the next request gets instead of the normal answer:
 * - a status (the vendor's typical body for it) or a full reply,
 * - 'hang': never answer (to test client timeouts),
 * - 'drop': close the connection without an answer (a network error).
 */
export type Fault = number | StubReply | 'hang' | 'drop';

export type RouteHandler = (request: RecordedRequest) => StubReply | Promise<StubReply>;

export type StubServer = {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: RecordedRequest[];
  /** Queue faults: each one is used by exactly one upcoming request, in order. */
  failNext(...faults: Fault[]): void;
  /** Forget recorded requests and pending faults. */
  reset(): void;
  close(): Promise<void>;
};

export type StubServerOptions = {
  route(request: RecordedRequest): RouteHandler | undefined;
  /** The vendor's body for a bare-status fault. */
  faultBody(status: number): StubReply;
  notFound(request: RecordedRequest): StubReply;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, reply: StubReply): void {
  const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
  response.writeHead(reply.status, {
    ...(reply.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    ...reply.headers,
  });
  response.end(body);
}

export async function startStubServer(options: StubServerOptions): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  let faults: Fault[] = [];

  const server = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://stub.local');
    let body: unknown = rawBody;
    try {
      body = rawBody ? JSON.parse(rawBody) : undefined;
    } catch {
      // keep the raw text: the vendor would answer 400; the route decides
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      rawBody,
    };
    requests.push(recorded);

    const fault = faults.shift();
    if (fault === 'hang') return; // the socket stays open until the client gives up or close()
    if (fault === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault !== undefined) {
      send(res, typeof fault === 'number' ? options.faultBody(fault) : fault);
      return;
    }
    const handler = options.route(recorded);
    try {
      send(res, handler ? await handler(recorded) : options.notFound(recorded));
    } catch (error) {
      send(res, { status: 500, body: { stubError: error instanceof Error ? error.message : String(error) } });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    failNext(...next) {
      faults.push(...next);
    },
    reset() {
      requests.length = 0;
      faults = [];
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // hung requests included
      });
    },
  };
}

/** `Authorization: Bearer <token>` → token, else undefined. */
export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer (.+)$/.exec(headers.authorization ?? '');
  return match?.[1];
}

/** `Authorization: Basic base64(user:pass)` → [user, pass], else undefined. */
export function basicCredentials(headers: IncomingHttpHeaders): [string, string] | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}
