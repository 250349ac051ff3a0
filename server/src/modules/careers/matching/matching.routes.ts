import { CareersParamsSchema, CareersQuerySchema, CareersResponseSchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createCareersService } from './matching.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['careers'];

/** Careers matched from O*NET® data for the signed-in person's own completed attempt. */
export async function careersRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const careers = createCareersService(deps);

  api.get(
    '/assessments/results/:attemptId/careers',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Occupations ranked by how well their interest profile correlates with yours, in a Job Zone (default: from your education level)',
        security,
        params: CareersParamsSchema,
        querystring: CareersQuerySchema,
        response: { 200: CareersResponseSchema },
      },
    },
    async (request) => careers.forAttempt(requireUser(request).id, request.params.attemptId, request.query),
  );
}
