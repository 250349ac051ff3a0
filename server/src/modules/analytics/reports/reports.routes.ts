import { AiAnalysisAnalyticsResponseSchema, AnalyticsRangeQuerySchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { adminOnly, security } from '../shared.ts';
import { createAiReportsService } from './reports.service.ts';

export async function aiReportsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reports = createAiReportsService(deps);

  api.get(
    '/admin/analytics/ai-analysis',
    {
      config: adminOnly,
      schema: {
        tags: ['analytics'],
        summary:
          'AI reports requested in the range: statuses, providers, failure reasons, time to report (median, p95), retries, tokens, and completed/failed per local day (week for 1y)',
        security,
        querystring: AnalyticsRangeQuerySchema,
        response: { 200: AiAnalysisAnalyticsResponseSchema },
      },
    },
    async (request) => reports.getAiAnalysis(request.query),
  );
}
