import type { FastifyInstance, FastifyRequest, preSerializationHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { type AuthUser, type SessionRow, selectSession, userOfSession } from './session-check.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

export type { AuthUser } from './session-check.ts';

/** Every route under /api says who may call it; a route without a declaration stops start-up. */
export type RouteAuth = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * The handler checks the session in its own statement (`selectSession` + `acceptSession`), so
     * the request costs one database round trip: the guard checks only the token's signature.
     */
    sessionInRead?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its declared auth: the authorisation sweep test walks it. */
    routeAuthTable: Array<{ method: string; url: string; auth: RouteAuth }>;
  }
  interface FastifyRequest {
    /** Set on 'user' and 'admin' routes. */
    authUser: AuthUser | null;
    /** On `sessionInRead` routes: the signed token's claims, until `acceptSession` decides. */
    pendingSession: { claims: TokenClaims; now: Date; adminOnly: boolean } | null;
  }
}

/** Routes registered by plugins we do not own (the OpenAPI UI) are public documentation. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.authUser;
}

/**
 * On a `sessionInRead` route: the token's claims for the handler's statement. Its row then goes to
 * `acceptSession`, which refuses exactly as the guard would have before the handler ran.
 */
export function pendingClaims(request: FastifyRequest): TokenClaims {
  if (!request.pendingSession) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.pendingSession.claims;
}

export function acceptSession(request: FastifyRequest, row: SessionRow | undefined): AuthUser {
  const pending = request.pendingSession;
  if (!pending) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  request.authUser = userOfSession(pending.claims, row, pending);
  return request.authUser;
}

/**
 * A `sessionInRead` handler that answered without deciding on the session is a bug: never send its
 * answer. (Refusals pass through this hook too, with an error status.)
 */
const sessionDecided: preSerializationHookHandler = async (request, reply) => {
  if (!request.authUser && reply.statusCode < 400)
    throw new Error(`${request.routeOptions.url} answered without checking the session`);
};

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function registerAuthGuard(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; now: () => Date },
): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('pendingSession', null);
  const table: FastifyInstance['routeAuthTable'] = [];
  app.decorate('routeAuthTable', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (PLUGIN_ROUTE_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, auth: route.config?.auth ?? 'public' };
      return;
    }
    const auth = route.config?.auth;
    if (auth !== 'public' && auth !== 'user' && auth !== 'admin') {
      throw new Error(
        `Route ${route.method} ${route.url} declares no auth (config.auth = 'public' | 'user' | 'admin')`,
      );
    }
    if (route.config?.sessionInRead) {
      if (auth === 'public') throw new Error(`Route ${route.method} ${route.url}: sessionInRead needs auth`);
      route.preSerialization = [route.preSerialization ?? []].flat().concat(sessionDecided);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, auth });
    }
  });

  // Runs on every authenticated request: prepared once, so the SQL is built (and on PostgreSQL planned) once.
  const findSession = selectSession(deps.db, {}).prepare('auth_find_session');

  async function verifiedClaims(token: string): Promise<TokenClaims> {
    const verdict = await deps.tokens.verify(token);
    if (verdict.ok) return verdict.claims;
    throw verdict.reason === 'expired'
      ? new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.')
      : new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const auth = config?.auth;
    if (!auth) return; // not an /api route (static files, SPA fallback, 404)
    if (auth === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    const claims = await verifiedClaims(token);
    const adminOnly = auth === 'admin';
    if (config.sessionInRead) {
      request.pendingSession = { claims, now: deps.now(), adminOnly };
      return;
    }
    const [row] = await findSession.execute(claims);
    request.authUser = userOfSession(claims, row, { now: deps.now(), adminOnly });
  });
}
