import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SystemStatusResponseSchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '../../../db/client.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { adminOnly, security } from '../shared.ts';
import { readBuildInfo } from './system.build-info.ts';
import { createSystemService } from './system.service.ts';

/** The system room needs what ModuleDeps leaves out: the database handle (kind) and Redis. */
export type SystemRoutesDeps = ModuleDeps & { database: Database; redis?: Redis };

/** Event-loop delay is sampled every 20 ms: fine enough for the panel, no cost worth measuring. */
const EVENT_LOOP_RESOLUTION_MS = 20;

export async function systemRoutes(app: FastifyInstance, deps: SystemRoutesDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // One histogram per app, running while it runs (and stopped with it: no timer outlives a test app).
  const eventLoop = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  eventLoop.enable();
  app.addHook('onClose', async () => eventLoop.disable());
  const system = createSystemService({
    database: deps.database,
    redis: deps.redis,
    build: readBuildInfo(deps.config),
    eventLoop,
  });

  api.get(
    '/admin/analytics/system',
    {
      config: adminOnly,
      schema: {
        tags: ['analytics'],
        summary:
          'System status: version, uptime, database, migrations, job queues, mail outbox, memory, event-loop delay, Redis',
        security,
        response: { 200: SystemStatusResponseSchema },
      },
    },
    async () => system.getStatus(),
  );
}
