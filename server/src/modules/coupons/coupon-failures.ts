import { CouponFailureSchema } from '@pathwise/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { toErrorBody } from '../../platform/error-handler.ts';

/**
 * Documents the failure shape for a coupon route's error statuses (see useCouponFailureBody); the
 * OpenAPI transform lists each status declared here, so a route names only those it can answer.
 */
export function couponFailures<S extends number>(...statuses: S[]): Record<S, typeof CouponFailureSchema> {
  return Object.fromEntries(statuses.map((status) => [status, CouponFailureSchema])) as Record<
    S,
    typeof CouponFailureSchema
  >;
}

/**
 * Spec §7: coupon calls answer { success: false, message } on failure. Set on a coupon plugin's own
 * context, so it wraps the one standard body (auth, validation, AppError...) for its routes only.
 */
export function useCouponFailureBody(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error, request, reply);
    return reply.status(body.statusCode).send({ success: false, ...body });
  });
}
