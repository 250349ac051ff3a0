import { AutoTargetResponseSchema, IdParamsSchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createTargetingService } from './targeting.service.ts';

const tags = ['assessments'];
const security = [{ bearerAuth: [] }];
/** Each click may cost an AI call: bounded like the settings' connectivity tests. */
const autoTargetConfig = { auth: 'admin', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

export async function targetingRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const targeting = createTargetingService(deps);

  api.post(
    '/admin/assessments/:id/apply-auto-target',
    {
      config: autoTargetConfig,
      schema: {
        tags,
        summary: 'Propose targeting from the profiler’s text (AI when configured) and merge it in',
        security,
        params: IdParamsSchema,
        response: { 200: AutoTargetResponseSchema },
      },
    },
    async (request) => targeting.applyAutoTarget(request.params.id),
  );
}
