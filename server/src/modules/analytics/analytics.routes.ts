import {
  AssessmentStatsResponseSchema,
  DashboardQuerySchema,
  DashboardResponseSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createAnalyticsService } from './analytics.service.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

export async function analyticsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analytics = createAnalyticsService(deps);

  api.get(
    '/notifications/admin/assessment-stats',
    {
      config: admin,
      schema: {
        tags: ['analytics'],
        summary: 'Attempts per profiler: totals, average, most popular and the top 100 by attempts',
        security,
        response: { 200: AssessmentStatsResponseSchema },
      },
    },
    async () => ({ assessmentStats: await analytics.getAssessmentStats() }),
  );

  api.get(
    '/admin/analytics/dashboard',
    {
      config: admin,
      schema: {
        tags: ['analytics'],
        summary: 'Dashboard overview: profilers, users and attempts (all-time totals)',
        security,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (request) => analytics.getDashboard(request.query.period),
  );
}
