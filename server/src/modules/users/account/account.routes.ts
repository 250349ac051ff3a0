import {
  ChangePasswordBodySchema,
  CompleteAssessmentOnboardingBodySchema,
  DeleteAccountBodySchema,
  MessageSchema,
  ProfileResponseSchema,
  UpdateProfileBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { UserService } from './account.service.ts';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

export async function userRoutes(app: FastifyInstance, opts: { users: UserService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = opts;

  r.get(
    '/user/profile',
    {
      config: { auth: 'user', errors: [404] },
      schema: { tags, security, summary: 'The signed-in user', response: { 200: ProfileResponseSchema } },
    },
    async (request) => ({ user: await users.getProfile(requireUser(request).id) }),
  );

  r.put(
    '/user/profile',
    {
      config: { auth: 'user', errors: [404] },
      schema: {
        tags,
        security,
        summary: 'Update your name',
        body: UpdateProfileBodySchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({ user: await users.updateProfile(requireUser(request).id, request.body) }),
  );

  r.post(
    '/user/complete-assessment-onboarding',
    {
      config: { auth: 'user', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary: 'Mark the first-report guide as read, next to one of your completed attempts (idempotent)',
        body: CompleteAssessmentOnboardingBodySchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => ({
      user: await users.completeAssessmentOnboarding(requireUser(request).id, request.body.testAttemptId),
    }),
  );

  r.put(
    '/user/change-password',
    {
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: 15 * 60_000 }, errors: [404, 422] },
      schema: {
        tags,
        security,
        summary: 'Change your password; every other session is signed out',
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await users.changePassword(requireUser(request), request.body);
      return { message: 'Password changed. Your other sessions have been signed out.' };
    },
  );

  r.delete(
    '/user/account',
    {
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: 15 * 60_000 }, errors: [404, 422] },
      schema: {
        tags,
        security,
        summary: 'Delete your account (asks for the password again)',
        body: DeleteAccountBodySchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await users.deleteAccount(requireUser(request), request.body.password);
      return { message: 'Your account has been deleted.' };
    },
  );
}
