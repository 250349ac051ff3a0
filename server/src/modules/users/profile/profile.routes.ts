import {
  ScreeningOptionsResponseSchema,
  StudentProfileResponseSchema,
  UpdateStudentProfileBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createStudentProfileService } from './profile.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['students'];

/** The signed-in person's profile screening (spec §7 Student). */
export async function studentRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profiles = createStudentProfileService(deps);

  api.get(
    '/student/screening-options',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The active profile-screening fields, in order',
        security,
        response: { 200: ScreeningOptionsResponseSchema },
      },
    },
    async () => profiles.screeningOptions(),
  );

  api.get(
    '/student/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Your profile screening with its completeness',
        security,
        response: { 200: StudentProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await profiles.get(requireUser(request).id) }),
  );

  api.put(
    '/student/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save some or all of your profile screening (values must fit the active fields)',
        security,
        body: UpdateStudentProfileBodySchema,
        response: { 200: StudentProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await profiles.update(requireUser(request).id, request.body) }),
  );
}
