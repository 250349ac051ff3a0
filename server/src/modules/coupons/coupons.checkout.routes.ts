import {
  AVAILABLE_COUPONS_LIMIT,
  AvailableCouponsQuerySchema,
  AvailableCouponsResponseSchema,
  ValidateBasicCouponBodySchema,
  ValidateBasicCouponResponseSchema,
  ValidateCouponBodySchema,
  ValidateCouponResponseSchema,
} from '@pathwise/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { couponFailures, useCouponFailureBody } from './coupon-failures.ts';
import { createCouponCheckoutService } from './coupons.checkout.service.ts';

const tags = ['coupons'];
const security = [{ bearerAuth: [] }];
const REFUSALS =
  'A refusal (unknown code, inactive, not yet valid, expired, used up, another profiler, another currency, a free or unknown profiler) is a 200 { success: false, message, reason }.';

/**
 * Coupon codes can be guessed, so checking one is limited per person (the auth guard has run by the
 * time this hook does; the address is only a fallback).
 */
const checkLimit = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `coupon-check:${request.authUser?.id ?? request.ip}`,
};

/** The person's coupon calls at checkout (spec §7). */
export async function couponCheckoutRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const checkout = createCouponCheckoutService(deps);
  useCouponFailureBody(app);

  api.post(
    '/coupons/validate',
    {
      config: { auth: 'user', rateLimit: checkLimit, errors: [] },
      schema: {
        tags,
        summary: "Price a coupon code against a profiler's own price (the code is case-insensitive)",
        description: `Amounts are in the profiler's currency, in major units. ${REFUSALS}`,
        security,
        body: ValidateCouponBodySchema,
        response: { 200: ValidateCouponResponseSchema, ...couponFailures(400, 401, 403, 429) },
      },
    },
    async (request) =>
      checkout.validate(request.body.code, request.body.assessmentId, requireUser(request).id),
  );

  api.post(
    '/coupons/validate-basic',
    {
      config: { auth: 'user', rateLimit: checkLimit, errors: [] },
      schema: {
        tags,
        summary: 'Whether a coupon code exists and is usable now (active, within its window, not used up)',
        description: `Which profilers it applies to is not judged here. ${REFUSALS}`,
        security,
        body: ValidateBasicCouponBodySchema,
        response: { 200: ValidateBasicCouponResponseSchema, ...couponFailures(400, 401, 403, 429) },
      },
    },
    async (request) => checkout.validateBasic(request.body.code, requireUser(request).id),
  );

  api.get(
    '/coupons/available',
    {
      config: { auth: 'user', errors: [] },
      schema: {
        tags,
        summary: 'The coupons usable for a profiler now, best discount first, each with its final price',
        description: `At most ${AVAILABLE_COUPONS_LIMIT}. ${REFUSALS}`,
        security,
        querystring: AvailableCouponsQuerySchema,
        response: { 200: AvailableCouponsResponseSchema, ...couponFailures(400, 401, 403) },
      },
    },
    async (request) => checkout.available(request.query.assessmentId, requireUser(request).id),
  );
}
