import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Operation } from '../openapi-operations.ts';
import {
  type Body,
  encodeLoose,
  type GeneratedRequest,
  MARKER_VALUE,
  RAW_NUMBER,
  REF,
  WALK_DEPTH,
} from './arbitraries.ts';
import type { IdPools, Pool } from './id-pools.ts';

export type ActorName = 'anonymous' | 'person' | 'admin';
export type Actor = {
  name: ActorName;
  token: string | null;
  password: string | null;
  id: string | null;
  email: string | null;
};

const OVERSIZE = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 64) });

function resolve(value: unknown, ids: IdPools, actor: Actor, depth = 0): unknown {
  if (depth >= WALK_DEPTH) return value;
  if (typeof value === 'string') {
    const ref = REF.exec(value);
    if (ref) return ids.at(ref[1] as Pool, Number(ref[2]));
    if (value === '@password') return actor.password ?? 'not-a-password';
    // The actor's own address, as typed: exactly, in capitals, or with spaces around (all valid).
    const email = actor.email ?? 'fuzz@example.test';
    if (value === '@email') return email;
    if (value === '@email:upper') return email.toUpperCase();
    if (value === '@email:padded') return ` \t${email} `;
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, ids, actor, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(out, k, {
        value: resolve(v, ids, actor, depth + 1),
        enumerable: true,
        writable: true,
      });
    }
    return out;
  }
  return value;
}

function payloadOf(body: Body, ids: IdPools, actor: Actor): { payload?: string; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'oversize':
      return { payload: OVERSIZE, contentType: 'application/json' };
    case 'raw':
      return { payload: body.payload, contentType: body.contentType };
    case 'json': {
      const text = JSON.stringify(resolve(body.value, ids, actor)).replace(RAW_NUMBER, (_m, n: string) => n);
      return { payload: text, contentType: body.contentType };
    }
  }
}

/** The concrete request: placeholders resolved, URL encoded as generated (raw escapes stay raw). */
export function concreteRequest(op: Operation, req: GeneratedRequest, actor: Actor, ids: IdPools) {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = req.pathValues[name];
    if (!value) return 'missing';
    if (!('ref' in value)) return value.raw;
    return encodeURIComponent(ids.at(value.pool, value.ref === 'pair' ? req.pair : value.ref));
  });
  const query = req.query
    .map(({ key, value, encode }) => {
      const resolved = String(resolve(value, ids, actor));
      return encode ? `${encodeLoose(key)}=${encodeLoose(resolved)}` : `${key}=${resolved}`;
    })
    .join('&');
  const headers: Record<string, string> = {};
  if (actor.token) headers.authorization = `Bearer ${actor.token}`;
  else if (req.authorization) headers.authorization = req.authorization;
  const { payload, contentType } = payloadOf(req.body, ids, actor);
  if (contentType) headers['content-type'] = contentType;
  return {
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    remoteAddress: req.remoteAddress,
  } satisfies InjectOptions;
}

export type Concrete = ReturnType<typeof concreteRequest>;
export type Outcome = { statusCode: number; body: string };

export async function send(app: FastifyInstance, request: Concrete, timeoutMs: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const res = await Promise.race([app.inject(request), timeout]);
    return { statusCode: res.statusCode, body: res.body };
  } finally {
    clearTimeout(timer);
  }
}

export type Secrets = { jwtSecret: string; appSecret: string };

/** What no response may contain, whatever was asked. */
export function problemsWith(outcome: Outcome, secrets: Secrets): string[] {
  const problems: string[] = [];
  const { statusCode, body } = outcome;
  if (statusCode >= 500) problems.push(`status ${statusCode}`);
  if (body.includes(secrets.jwtSecret)) problems.push('body contains JWT_SECRET');
  if (body.includes(secrets.appSecret)) problems.push('body contains APP_SECRET');
  if (body.includes('$argon2')) problems.push('body contains an argon2 hash');
  if (/\n\s+at \S[^\n]*(?:\.[cm]?[jt]s:\d+:\d+|node:internal)/.test(body))
    problems.push('body contains a stack trace');
  if (body.includes('Failed query')) problems.push('body contains a database error');
  if (body.includes(MARKER_VALUE))
    problems.push('body echoes the extra marker field (it was accepted or stored)');
  return problems;
}

/** The actor's session token says nothing to a reader; garbage credentials of the anonymous actor do. */
const shownAuthorization = (actor: ActorName, request: Concrete) =>
  actor === 'anonymous' ? request.headers.authorization : `Bearer <${actor}'s session token>`;

const clip = (text: string, max = 1_500) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters in all)` : text;

/** The reproducing request and what came back, readable (huge strings clipped). */
export function describe(actor: ActorName, request: Concrete, outcome: Outcome | Error): string {
  const answer =
    outcome instanceof Error
      ? `error: ${outcome.message}`
      : `status ${outcome.statusCode}\nresponse: ${clip(outcome.body)}`;
  return [
    `actor: ${actor}`,
    `request: ${request.method} ${clip(request.url, 600)}`,
    `remoteAddress: ${request.remoteAddress}`,
    `headers: ${clip(JSON.stringify({ ...request.headers, authorization: shownAuthorization(actor, request) }), 300)}`,
    `body: ${request.payload === undefined ? '(none)' : clip(request.payload)}`,
    answer,
  ].join('\n');
}

/** Provider adapters use global fetch: anything but loopback is refused and counted, so nothing leaves the machine. */
export function guardOutboundFetch() {
  const original = globalThis.fetch;
  const blocked: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (host === '127.0.0.1' || host === 'localhost' || host === '::1') return original(input, init);
    blocked.push(url.origin);
    throw new TypeError('fetch failed (fuzz harness: outbound network refused)');
  }) as typeof fetch;
  return {
    blocked,
    restore() {
      globalThis.fetch = original;
    },
  };
}
