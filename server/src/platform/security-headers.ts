import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for the API and the SPA (security.md §3.5). The CSP allows Razorpay's checkout
 * origins, which the payments issue needs; the SPA is built without inline scripts.
 */
function helmetOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectSrc: ["'self'", 'https://*.razorpay.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet writes, worked out once. Ours are the same for every request (no CSP nonces,
 * no per-route options), and helmet rebuilt the CSP string on each one: about 5% of the CPU of a
 * light signed-in request (bench/README.md, "where the time goes").
 */
export function securityHeaders(isProduction: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(isProduction))({} as IncomingMessage, collector, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=()';
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }): void {
  const headers = securityHeaders(options.isProduction);
  // Set before the handler runs, so a route may still replace one (a blog image's CORP and CSP).
  const setHeaders: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(headers);
    done();
  };
  // Authenticated API answers must never sit in a shared or browser cache: set last, over the handler's.
  const noStore: onSendHookHandler = (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  };
  app.addHook('onRequest', setHeaders);
  app.addHook('onSend', noStore);
}
