import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Request logging outside production: one line per request, written when it completes, and none
 * for the requests a person running the app never needs to read (the web app's files and the
 * endpoints it polls) unless they failed or were slow. Production keeps Fastify's own two lines per
 * request (app.ts). The skipped lines are still there at LOG_LEVEL=debug.
 */

/** A request that took at least this long is logged (as a warning) whatever its kind. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Endpoints the web app calls on a timer (web/src/features: refetchInterval): the unread count
 * every ten minutes on every page, and status reads while an export, an AI report, a broadcast, an
 * SEO run or the analytics system panel is in progress; plus the liveness and readiness checks
 * load balancers call.
 */
const POLLED_ENDPOINTS: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/api\/notifications\/unread-count$/ },
  { method: 'GET', path: /^\/api\/(health|ready)$/ },
  { method: 'GET', path: /^\/api\/user\/data-exports$/ },
  { method: 'GET', path: /^\/api\/assessments\/results\/[^/]+\/ai-analysis$/ },
  { method: 'GET', path: /^\/api\/admin\/test-attempts\/[^/]+\/ai-analysis$/ },
  { method: 'POST', path: /^\/api\/admin\/test-attempts\/ai-analysis-status$/ },
  { method: 'GET', path: /^\/api\/admin\/broadcasts(\/[^/]+)?$/ },
  { method: 'GET', path: /^\/api\/seo-analysis\/bulk\/[^/]+$/ },
  { method: 'GET', path: /^\/api\/admin\/analytics\/system$/ },
];

/** The path without its query string (a query may carry a token; the path is all a reader needs). */
const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * The web app's own files: everything under /assets/ and any other non-API path ending in a file
 * extension (favicon.ico, sw.js, manifest.webmanifest, icons, robots.txt), and the blog's images.
 * Page addresses (/dashboard, /blog/an-article) have no extension and stay logged.
 */
function isStaticFile(path: string): boolean {
  if (path.startsWith('/api/blog-media/')) return true;
  if (path.startsWith('/api/') || path === '/api') return false;
  if (path.startsWith('/assets/')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(lastSegment);
}

/** Whether a successful, quick request of this kind is left out of the development log. */
export function isQuietRequest(method: string, url: string): boolean {
  const path = pathOf(url);
  if ((method === 'GET' || method === 'HEAD') && isStaticFile(path)) return true;
  const verb = method === 'HEAD' ? 'GET' : method;
  return POLLED_ENDPOINTS.some((endpoint) => endpoint.method === verb && endpoint.path.test(path));
}

export type CompletedRequest = { method: string; url: string; statusCode: number; responseTime: number };

/** The level a completed request is logged at: errors and slow requests always show. */
export function requestLogLevel(request: CompletedRequest): 'debug' | 'info' | 'warn' | 'error' {
  if (request.statusCode >= 500) return 'error';
  if (request.responseTime >= SLOW_REQUEST_MS) return 'warn';
  if (request.statusCode >= 400) return 'info';
  return isQuietRequest(request.method, request.url) ? 'debug' : 'info';
}

/** Fastify's log controller for development and test (see the top of this file). */
export class DevelopmentRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const completed: CompletedRequest = {
      method: request.method,
      url: pathOf(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    const message = `${completed.method} ${completed.url} ${completed.statusCode} ${completed.responseTime} ms`;
    if (error) {
      reply.log.error({ ...completed, err: error }, message);
      return;
    }
    reply.log[requestLogLevel(completed)](completed, message);
  }
}
