import {
  AdminNormsResponseSchema,
  IdParamsSchema,
  NormsStatusResponseSchema,
  PercentilesResponseSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { NORMS_CRON } from './norms.job.ts';
import { createNormsService } from './norms.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['norms'];

/** Percentiles of a person's report, and the distributions and job status for administrators. */
export async function normsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const norms = createNormsService(deps);

  api.get(
    '/assessments/results/:id/percentiles',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "Each trait's percentile against the most specific cohort of at least 100 people (age band and education, education, everyone), or the reason there is none",
        security,
        params: IdParamsSchema,
        response: { 200: PercentilesResponseSchema },
      },
    },
    async (request) => norms.percentiles(requireUser(request).id, request.params.id),
  );

  api.get(
    '/admin/assessments/:id/norms',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "The profiler's score distributions: a histogram per trait and every cohort's size",
        security,
        params: IdParamsSchema,
        response: { 200: AdminNormsResponseSchema },
      },
    },
    async (request) => norms.distributions(request.params.id),
  );

  api.get(
    '/admin/norms/status',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "The norms job's last run (time, duration, rows written, people counted) and schedule",
        security,
        response: { 200: NormsStatusResponseSchema },
      },
    },
    async () => ({ lastRun: await norms.lastRun(), schedule: NORMS_CRON }),
  );
}
