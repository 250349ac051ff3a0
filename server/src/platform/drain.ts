import type { FastifyInstance } from 'fastify';

/**
 * Graceful drain (main.ts shutdown): once the app starts closing, every response carries
 * `Connection: close`, so a kept-alive connection whose request was in flight ends with its
 * response. Without it the server waits for the client to hang up (or for the keep-alive timeout)
 * before it can close, and the shutdown's bound runs out with nothing left to do.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
