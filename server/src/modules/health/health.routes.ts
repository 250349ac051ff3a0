import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const HealthSchema = z.object({ ok: z.boolean(), database: z.enum(['postgres', 'pglite']) });

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthSchema },
      },
    },
    async () => {
      await opts.database.db.execute(sql`select 1`);
      return { ok: true, database: opts.database.kind };
    },
  );
}
