import { DashboardQuerySchema, DashboardResponseSchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { adminOnly, security } from '../shared.ts';
import { createDashboardService } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardService(deps);

  api.get(
    '/admin/analytics/dashboard',
    {
      config: adminOnly,
      schema: {
        tags: ['analytics'],
        summary:
          'Dashboard: all-time totals, the period’s KPIs against the previous one, series per local day (week for 1y), revenue and refunds per currency, and the most recent people with their attempts',
        security,
        querystring: DashboardQuerySchema,
        response: { 200: DashboardResponseSchema },
      },
    },
    async (request) => dashboard.getDashboard(request.query),
  );
}
