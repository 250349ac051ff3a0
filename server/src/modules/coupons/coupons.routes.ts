import {
  CouponDeleteResponseSchema,
  CouponListQuerySchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  CouponUsageResponseSchema,
  CreateCouponBodySchema,
  IdParamsSchema,
  PageQuerySchema,
  UpdateCouponBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { couponFailures, useCouponFailureBody } from './coupon-failures.ts';
import { couponCheckoutRoutes } from './coupons.checkout.routes.ts';
import { createCouponsService } from './coupons.service.ts';

const tags = ['coupons'];
const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;
const failures = couponFailures(400, 401, 403, 404, 409, 422);

function deletedMessage(code: string, profilersOffSale: number): string {
  if (profilersOffSale === 0) return `Coupon ${code} deleted successfully`;
  const profilers = profilersOffSale === 1 ? '1 profiler is' : `${profilersOffSale} profilers are`;
  return `Coupon ${code} deleted successfully; ${profilers} no longer on sale`;
}

export async function couponsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const couponsService = createCouponsService(deps);

  useCouponFailureBody(app);
  // The person's checkout calls, a plugin of their own (rate limits, no admin guard).
  await app.register(couponCheckoutRoutes, deps);

  api.get(
    '/coupons/admin',
    {
      config: admin,
      schema: {
        tags,
        summary: 'List coupons, newest first, optionally searching name and code',
        security,
        querystring: CouponListQuerySchema,
        response: { 200: CouponListResponseSchema, ...failures },
      },
    },
    async (request) => ({ success: true as const, ...(await couponsService.list(request.query)) }),
  );

  api.post(
    '/coupons/admin',
    {
      config: { ...admin, errors: [404, 409, 422] },
      schema: {
        tags,
        summary: 'Create a coupon (the code is stored upper-case and unique regardless of case)',
        description:
          'applicableAssessments: profiler ids, as an array or a comma-separated string; empty means every profiler.',
        security,
        body: CreateCouponBodySchema,
        response: { 201: CouponResponseSchema, ...failures },
      },
    },
    async (request, reply) => {
      const data = await couponsService.create(request.body);
      return reply.status(201).send({ success: true, data, message: 'Coupon created successfully' });
    },
  );

  api.put(
    '/coupons/admin/:id',
    {
      config: { ...admin, errors: [409, 422] },
      schema: {
        tags,
        summary: 'Edit a coupon; fields left out keep their value',
        security,
        params: IdParamsSchema,
        body: UpdateCouponBodySchema,
        response: { 200: CouponResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await couponsService.update(request.params.id, request.body),
      message: 'Coupon updated successfully',
    }),
  );

  api.delete(
    '/coupons/admin/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a coupon and its usage history; profilers using it stop being on sale',
        security,
        params: IdParamsSchema,
        response: { 200: CouponDeleteResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { code, profilersOffSale } = await couponsService.remove(request.params.id);
      return { success: true as const, message: deletedMessage(code, profilersOffSale) };
    },
  );

  api.get(
    '/coupons/admin/:id/usage',
    {
      config: admin,
      schema: {
        tags,
        summary: "A coupon's redemptions, newest first",
        security,
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CouponUsageResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await couponsService.usage(request.params.id, request.query),
    }),
  );
}
