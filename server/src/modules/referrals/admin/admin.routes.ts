import {
  AdminReferralListSchema,
  AdminReferralsQuerySchema,
  CreateReferralConfigBodySchema,
  IdParamsSchema,
  ProcessBonusResponseSchema,
  ReferralAnalyticsQuerySchema,
  ReferralAnalyticsSchema,
  ReferralConfigListSchema,
  ReferralConfigResponseSchema,
  ReferralFeatureBodySchema,
  ReferralFeatureSchema,
  UpdateReferralConfigBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createReferralsAdminService } from './admin.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['referrals'];
const admin = { auth: 'admin' } as const;

/** The admin's referral calls and the feature switch (spec §7 Referrals; decision 019). */
export async function referralsAdminRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createReferralsAdminService(deps);
  const actor = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, name: user.name };
  };

  api.get(
    '/admin-settings/referral-feature',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Whether the referral programme is on',
        security,
        response: { 200: ReferralFeatureSchema },
      },
    },
    async () => service.feature(),
  );

  api.post(
    '/admin-settings/referral-feature',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Switch the referral programme on or off (the REFERRALS_ENABLED setting, audited)',
        security,
        body: ReferralFeatureBodySchema,
        response: { 200: ReferralFeatureSchema },
      },
    },
    async (request) => service.setFeature(request.body.enabled, actor(request), request.ip),
  );

  api.get(
    '/referrals/admin/config',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The active referral terms, or null',
        security,
        response: { 200: ReferralConfigResponseSchema },
      },
    },
    async () => ({ config: await service.configs.active() }),
  );

  api.get(
    '/referrals/admin/configs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every version of the referral terms, newest first, with how many referrals hold each',
        security,
        response: { 200: ReferralConfigListSchema },
      },
    },
    async () => ({ configs: await service.configs.list() }),
  );

  api.post(
    '/referrals/admin/config',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Create referral terms; active ones deactivate the terms active before',
        security,
        body: CreateReferralConfigBodySchema,
        response: { 201: ReferralConfigResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ config: await service.configs.create(request.body, actor(request)) }),
  );

  api.put(
    '/referrals/admin/config/:id',
    {
      config: { ...admin, errors: [404, 409] },
      schema: {
        tags,
        summary:
          'Change referral terms: anything while no referral holds them, then only the name and the active flag',
        security,
        params: IdParamsSchema,
        body: UpdateReferralConfigBodySchema,
        response: { 200: ReferralConfigResponseSchema },
      },
    },
    async (request) => ({ config: await service.configs.update(request.params.id, request.body) }),
  );

  api.get(
    '/referrals/admin/referrals',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Referrals, newest first: status, referrer (name, e-mail or code), from/to (UTC days); page and limit',
        security,
        querystring: AdminReferralsQuerySchema,
        response: { 200: AdminReferralListSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  api.get(
    '/referrals/admin/analytics',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'The programme over the last N days: funnel, conversion, revenue from referred people, rewards and their cost, top referrers, per day',
        security,
        querystring: ReferralAnalyticsQuerySchema,
        response: { 200: ReferralAnalyticsSchema },
      },
    },
    async (request) => service.analytics.analytics(request.query.period),
  );

  api.post(
    '/referrals/admin/process-bonus/:id',
    {
      config: { ...admin, errors: [404, 409] },
      schema: {
        tags,
        summary:
          'Issue a reward now: a qualified referral (skipping the waiting period) or a capped one (an exception to the cap)',
        security,
        params: IdParamsSchema,
        response: { 200: ProcessBonusResponseSchema },
      },
    },
    async (request) => service.processBonus(request.params.id, actor(request)),
  );
}
