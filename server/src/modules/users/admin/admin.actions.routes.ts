import {
  AdminDeleteUserBodySchema,
  AdminUserActionResponseSchema,
  ChangeRoleBodySchema,
  IdParamsSchema,
  MessageSchema,
  SuspendBodySchema,
  UserAssessmentParamsSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAdminUserActions } from './admin.actions.service.ts';

const tags = ['admin-users'];
const security = [{ bearerAuth: [] }];
const response = { 200: AdminUserActionResponseSchema };

/**
 * The admin users console's actions (issue 14, decision 016): each answers what it did and the
 * account's row as the list shows it, and writes one row of the account's audit trail.
 */
export async function adminUserActionsRoutes(
  app: FastifyInstance,
  deps: ModuleDeps & { auth: Pick<AuthService, 'sendVerificationCode'> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actions = createAdminUserActions(deps);

  r.patch(
    '/admin/users/:id/role',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary: 'Promote to admin or demote to user (never yourself, never the last active admin)',
        params: IdParamsSchema,
        body: ChangeRoleBodySchema,
        response,
      },
    },
    async (request) => actions.changeRole(requireUser(request), request.params.id, request.body.role),
  );

  r.post(
    '/admin/users/:id/suspend',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary: 'Suspend an account: every session ends at once and signing in is refused until reinstated',
        params: IdParamsSchema,
        body: SuspendBodySchema,
        response,
      },
    },
    async (request) => actions.suspend(requireUser(request), request.params.id, request.body.reason),
  );

  r.post(
    '/admin/users/:id/reinstate',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary: 'Lift a suspension: the person can sign in again',
        params: IdParamsSchema,
        response,
      },
    },
    async (request) => actions.reinstate(requireUser(request), request.params.id),
  );

  r.post(
    '/admin/users/:id/resend-verification',
    {
      config: { auth: 'admin', errors: [404, 409, 429] },
      schema: {
        tags,
        security,
        summary: 'Send a new e-mail verification code (409 when verified already or suspended)',
        params: IdParamsSchema,
        response,
      },
    },
    async (request) => actions.resendVerification(requireUser(request), request.params.id),
  );

  r.post(
    '/admin/users/:id/reset-profile',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        security,
        summary:
          "Remove the profile screening, every profiler's screening answers and the first-report guide flag (nothing else)",
        params: IdParamsSchema,
        response,
      },
    },
    async (request) => actions.resetProfile(requireUser(request), request.params.id),
  );

  r.post(
    '/admin/users/:id/reset-assessment/:assessmentId',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        security,
        summary:
          "Remove the person's attempts on one profiler with answers, scores, AI reports and share links; payments and ratings stay",
        params: UserAssessmentParamsSchema,
        response,
      },
    },
    async (request) =>
      actions.resetAssessment(requireUser(request), request.params.id, request.params.assessmentId),
  );

  r.post(
    '/admin/users/:id/reset-payments',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        security,
        summary:
          'Remove the unpaid checkout orders no payment can settle any more; paid and refunded orders, refunds and webhooks stay',
        params: IdParamsSchema,
        response,
      },
    },
    async (request) => actions.resetPayments(requireUser(request), request.params.id),
  );

  r.delete(
    '/admin/users/:id',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary:
          'Delete an account: the self-service anonymising deletion, audited with the admin and reason',
        params: IdParamsSchema,
        // No body at all is fine: Fastify hands the validator null then.
        body: AdminDeleteUserBodySchema.nullish(),
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await actions.deleteUser(requireUser(request), request.params.id, request.body?.reason);
      return { message: 'The account is deleted: personal data removed, payments kept for accounting.' };
    },
  );
}
