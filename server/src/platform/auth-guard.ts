import { ADMIN_REQUIRED_MESSAGE, type Role, SESSION_INVALIDATED_MESSAGE } from '@pathwise/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import type { TokenService } from './tokens.ts';

/** Every route under /api says who may call it; a route without a declaration stops start-up. */
export type RouteAuth = 'public' | 'user' | 'admin';

export type AuthUser = { id: string; role: Role; name: string; email: string; sessionId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    /** Every /api route with its declared auth: the authorisation sweep test walks it. */
    routeAuthTable: Array<{ method: string; url: string; auth: RouteAuth }>;
  }
  interface FastifyRequest {
    /** Set on 'user' and 'admin' routes. */
    authUser: AuthUser | null;
  }
}

/** Routes registered by plugins we do not own (the OpenAPI UI) are public documentation. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.authUser;
}

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
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, auth });
    }
  });

  // Runs on every authenticated request: prepared once, so the SQL is built (and on PostgreSQL planned) once.
  const findSession = deps.db
    .select({
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      role: users.role,
      name: users.name,
      email: users.email,
      deletedAt: users.deletedAt,
      suspendedAt: users.suspendedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('auth_find_session');

  async function authenticate(token: string): Promise<AuthUser> {
    const verdict = await deps.tokens.verify(token);
    if (!verdict.ok) {
      throw verdict.reason === 'expired'
        ? new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.')
        : new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    }
    const [row] = await findSession.execute({
      sessionId: verdict.claims.sessionId,
      userId: verdict.claims.userId,
    });
    // A signed token whose session is gone or revoked was deliberately ended: 403 "invalidated".
    // Suspension revokes every session; the suspended flag also ends one a sign-in raced it for.
    if (!row || row.revokedAt || row.deletedAt || row.suspendedAt)
      throw new AppError('SESSION_INVALIDATED', SESSION_INVALIDATED_MESSAGE);
    if (row.expiresAt <= deps.now())
      throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
    return {
      id: verdict.claims.userId,
      role: row.role,
      name: row.name,
      email: row.email,
      sessionId: verdict.claims.sessionId,
    };
  }

  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config?.auth;
    if (!auth) return; // not an /api route (static files, SPA fallback, 404)
    if (auth === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    const user = await authenticate(token);
    if (auth === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN', ADMIN_REQUIRED_MESSAGE);
    request.authUser = user;
  });
}
