import { AnalyticsRangeQuerySchema, UsersAnalyticsResponseSchema } from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { adminOnly, security } from '../shared.ts';
import { createPeopleService } from './people.service.ts';

export async function peopleRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const people = createPeopleService(deps);

  api.get(
    '/admin/analytics/users',
    {
      config: adminOnly,
      schema: {
        tags: ['analytics'],
        summary:
          'People: sign-ups and verification, active people against the previous period, retention by sign-up week, profile-screening completeness, education and experience',
        security,
        querystring: AnalyticsRangeQuerySchema,
        response: { 200: UsersAnalyticsResponseSchema },
      },
    },
    async (request) => people.getUsersAnalytics(request.query),
  );
}
