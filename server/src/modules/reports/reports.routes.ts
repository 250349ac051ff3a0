import {
  AiAnalysisQueuedResponseSchema,
  AiAnalysisResponseSchema,
  AiAnalysisStatusBodySchema,
  AiAnalysisStatusResponseSchema,
  IdParamsSchema,
  RegenerateAiAnalysisBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createReportsService } from './reports.service.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;
const user = { auth: 'user' } as const;
const tags = ['reports'];

/** AI analysis of completed attempts (spec §7 Attempts): administrators' view and the person's own. */
export async function reportsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(deps);

  api.get(
    '/admin/test-attempts/:id/ai-analysis',
    {
      config: admin,
      schema: {
        tags,
        summary: "An attempt's AI analysis with its status (analysis null when none was requested)",
        security,
        params: IdParamsSchema,
        response: { 200: AiAnalysisResponseSchema },
      },
    },
    async (request) => reports.getForAdmin(request.params.id),
  );

  api.post(
    '/admin/test-attempts/:id/ai-analysis/regenerate',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary:
          'Queue a new AI analysis (409 while one is pending or processing, unless forceRegenerate is true)',
        security,
        params: IdParamsSchema,
        body: RegenerateAiAnalysisBodySchema,
        response: { 202: AiAnalysisQueuedResponseSchema },
      },
    },
    async (request, reply) => {
      const analysis = await reports.regenerate(request.params.id, request.body.forceRegenerate);
      return reply.status(202).send({
        testAttemptId: request.params.id,
        analysis,
        message: 'AI analysis queued for regeneration',
      });
    },
  );

  api.post(
    '/admin/test-attempts/ai-analysis-status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The AI analysis status of up to 200 attempts (null when none was requested)',
        security,
        body: AiAnalysisStatusBodySchema,
        response: { 200: AiAnalysisStatusResponseSchema },
      },
    },
    async (request) => reports.statuses(request.body.testAttemptIds),
  );

  api.get(
    '/assessments/results/:id/ai-analysis',
    {
      config: user,
      schema: {
        tags,
        summary: 'The AI analysis of one of your attempts (id is the attempt id)',
        security,
        params: IdParamsSchema,
        response: { 200: AiAnalysisResponseSchema },
      },
    },
    async (request) => reports.getForUser(requireUser(request).id, request.params.id),
  );

  api.post(
    '/assessments/results/:id/ai-analysis/retry',
    {
      config: { ...user, errors: [409] },
      schema: {
        tags,
        summary: 'Queue your failed AI analysis again (409 unless it failed)',
        security,
        params: IdParamsSchema,
        response: { 202: AiAnalysisQueuedResponseSchema },
      },
    },
    async (request, reply) => {
      const analysis = await reports.retryForUser(requireUser(request).id, request.params.id);
      return reply.status(202).send({
        testAttemptId: request.params.id,
        analysis,
        message: 'Your report is being generated again',
      });
    },
  );
}
