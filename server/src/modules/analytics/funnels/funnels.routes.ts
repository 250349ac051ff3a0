import { AnalyticsRangeQuerySchema, FunnelsResponseSchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { adminOnly, security } from '../shared.ts';
import { createFunnelsService } from './funnels.service.ts';

export async function funnelsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const funnels = createFunnelsService(deps);

  api.get(
    '/admin/analytics/funnels',
    {
      config: adminOnly,
      schema: {
        tags: ['analytics'],
        summary:
          'Funnels: per profiler, attempts started in the range, half answered, completed and abandoned; report shares and their views',
        security,
        querystring: AnalyticsRangeQuerySchema,
        response: { 200: FunnelsResponseSchema },
      },
    },
    async (request) => funnels.getFunnels(request.query),
  );
}
