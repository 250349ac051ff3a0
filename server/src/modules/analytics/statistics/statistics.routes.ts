import { AssessmentStatsResponseSchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { adminOnly, security } from '../shared.ts';
import { createStatisticsService } from './statistics.service.ts';

export async function statisticsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const statistics = createStatisticsService(deps);

  api.get(
    '/notifications/admin/assessment-stats',
    {
      config: adminOnly,
      schema: {
        tags: ['analytics'],
        summary: 'Attempts per profiler: totals, average, most popular and the top 100 by attempts',
        security,
        response: { 200: AssessmentStatsResponseSchema },
      },
    },
    async () => ({ assessmentStats: await statistics.getAssessmentStats() }),
  );
}
