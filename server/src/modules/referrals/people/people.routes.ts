import {
  ActivateReferralResponseSchema,
  ApplyReferralCodeBodySchema,
  ApplyReferralCodeResponseSchema,
  CreateReferralCodeResponseSchema,
  MyReferralListSchema,
  MyReferralsQuerySchema,
  ReferralFeatureSchema,
  ReferralPublicConfigSchema,
  ReferralStatsSchema,
} from '@pathwise/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createReferralsService } from './people.service.ts';

const tags = ['referrals'];
const security = [{ bearerAuth: [] }];
const HOUR = 60 * 60_000;
/** While the programme is off every call but feature-status answers 403. */
const OFF = 403 as const;

/**
 * Codes can be guessed by trying, so apply-code is limited twice (decision 019): per address by the
 * route's own limit, and per account here. The plugin runs one limit hook per request, so the
 * account's is a counter of the same plugin (Redis-shared when configured), checked after the auth guard.
 */
const APPLY_PER_IP = { max: 30, timeWindow: HOUR };
const APPLY_PER_ACCOUNT = { max: 10, timeWindow: HOUR };

/** The people's referral calls (spec §7 Referrals; decision 019). */
export async function referralsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const referrals = createReferralsService(deps);
  const applyPerAccount = app.createRateLimit({
    ...APPLY_PER_ACCOUNT,
    keyGenerator: (request: FastifyRequest) => `referral-apply:${requireUser(request).id}`,
  });
  async function limitPerAccount(request: FastifyRequest) {
    const limit = await applyPerAccount(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many referral codes tried. Please try again in ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`,
        { headers: { 'Retry-After': String(limit.ttlInSeconds) } },
      );
    }
  }

  api.get(
    '/referrals/feature-status',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Whether the referral programme is on (answers while it is off)',
        security,
        response: { 200: ReferralFeatureSchema },
      },
    },
    async () => referrals.featureStatus(),
  );

  api.get(
    '/referrals/config',
    {
      config: { auth: 'user', errors: [OFF] },
      schema: {
        tags,
        summary: 'The active referral terms as numbers and in words (terms null when there are none)',
        security,
        response: { 200: ReferralPublicConfigSchema },
      },
    },
    async () => referrals.publicConfig(),
  );

  api.post(
    '/referrals/create',
    {
      config: { auth: 'user', errors: [OFF] },
      schema: {
        tags,
        summary: "The person's own referral code and share link, made once (201), the same after (200)",
        security,
        response: { 200: CreateReferralCodeResponseSchema, 201: CreateReferralCodeResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await referrals.createCode(requireUser(request).id);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  api.post(
    '/referrals/apply-code',
    {
      config: { auth: 'user', rateLimit: APPLY_PER_IP, errors: [OFF, 404, 409] },
      preHandler: limitPerAccount,
      schema: {
        tags,
        summary: 'Join through someone’s referral code (case-insensitive), for a person not yet referred',
        description:
          '404 for an unknown code; 409 for one’s own code, an account already referred or with a purchase, or no active terms. At most 10 an hour per account and 30 per address.',
        security,
        body: ApplyReferralCodeBodySchema,
        response: { 201: ApplyReferralCodeResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await referrals.applyCode(requireUser(request).id, request.body.referralCode)),
  );

  api.post(
    '/referrals/activate',
    {
      config: { auth: 'user', errors: [OFF, 404, 409] },
      schema: {
        tags,
        summary: 'Accept the welcome discount: a personal coupon issued once (201), the same one after (200)',
        description:
          '404 when the person was not referred; 409 when the terms offer no welcome discount, the referral was cancelled or the account already has a purchase.',
        security,
        response: { 200: ActivateReferralResponseSchema, 201: ActivateReferralResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await referrals.activate(requireUser(request).id);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  api.get(
    '/referrals/stats',
    {
      config: { auth: 'user', errors: [OFF] },
      schema: {
        tags,
        summary: "The person's code, referral counts, reward coupons and who referred them",
        security,
        response: { 200: ReferralStatsSchema },
      },
    },
    async (request) => referrals.stats(requireUser(request).id),
  );

  api.get(
    '/referrals/my-referrals',
    {
      config: { auth: 'user', errors: [OFF] },
      schema: {
        tags,
        summary: 'The people this person referred, newest first: first name and masked e-mail only',
        security,
        querystring: MyReferralsQuerySchema,
        response: { 200: MyReferralListSchema },
      },
    },
    async (request) => referrals.myReferrals(requireUser(request).id, request.query),
  );
}
