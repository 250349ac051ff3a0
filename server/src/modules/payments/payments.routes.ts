import {
  AssessmentIdParamsSchema,
  CheckMultipleBodySchema,
  CreatePaymentOrderBodySchema,
  OrderIdParamsSchema,
  PaymentOrderResponseSchema,
  ProfilerAccessListResponseSchema,
  ProfilerAccessResponseSchema,
  TestCheckoutPaymentSchema,
  VerifyPaymentBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPaymentsService, type PaymentsServiceOptions } from './payments.service.ts';
import { paymentsWebhookRoutes } from './payments.webhook.routes.ts';

const security = [{ bearerAuth: [] }];
const tags = ['payments'];

/** Buying paid profilers: orders, verification, the test checkout, and who owns what (decision 012). */
export async function paymentsRoutes(app: FastifyInstance, deps: ModuleDeps & PaymentsServiceOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payments = createPaymentsService(deps, { providers: deps.providers });
  // Raw-body JSON for the signature: its own encapsulated plugin, so no other route is affected.
  await app.register(paymentsWebhookRoutes, deps);

  api.post(
    '/payments/orders',
    {
      config: { auth: 'user', errors: [404, 409, 422, 503] },
      schema: {
        tags,
        summary:
          'An order for a paid profiler, priced by the server (coupon applied); the open one is reused. A 100% coupon answers it paid.',
        security,
        body: CreatePaymentOrderBodySchema,
        response: { 200: PaymentOrderResponseSchema },
      },
    },
    async (request) => ({ order: await payments.createOrder(requireUser(request).id, request.body) }),
  );

  api.get(
    '/payments/orders/:orderId',
    {
      config: { auth: 'user', errors: [404] },
      schema: {
        tags,
        summary: "One of the caller's orders (404 for anyone else's)",
        security,
        params: OrderIdParamsSchema,
        response: { 200: PaymentOrderResponseSchema },
      },
    },
    async (request) => ({ order: await payments.getOrder(requireUser(request).id, request.params.orderId) }),
  );

  api.post(
    '/payments/verify',
    {
      config: { auth: 'user', errors: [404, 409, 422, 503] },
      schema: {
        tags,
        summary:
          "Confirms a checkout's payment: signature over the caller's order, then the provider's captured payment of this amount; grants access once",
        security,
        body: VerifyPaymentBodySchema,
        response: { 200: PaymentOrderResponseSchema },
      },
    },
    async (request) => ({ order: await payments.verify(requireUser(request).id, request.body) }),
  );

  // The built-in test checkout exists outside production only: in production these paths are unknown.
  if (payments.isTestCheckoutEnabled()) {
    api.post(
      '/payments/test-checkout/:orderId/pay',
      {
        config: { auth: 'user', errors: [404, 409] },
        schema: {
          tags,
          summary: 'Test checkout (no money moves): a payment of the order, signed as Razorpay signs it',
          security,
          params: OrderIdParamsSchema,
          response: { 200: TestCheckoutPaymentSchema },
        },
      },
      async (request) => payments.testPay(requireUser(request).id, request.params.orderId),
    );

    api.post(
      '/payments/test-checkout/:orderId/decline',
      {
        config: { auth: 'user', errors: [404, 409] },
        schema: {
          tags,
          summary: 'Test checkout: a declined payment; the order stays open for another try',
          security,
          params: OrderIdParamsSchema,
          response: { 200: PaymentOrderResponseSchema },
        },
      },
      async (request) => ({
        order: await payments.testDecline(requireUser(request).id, request.params.orderId),
      }),
    );
  }

  api.get(
    '/payments/check/:assessmentId',
    {
      config: { auth: 'user', errors: [404] },
      schema: {
        tags,
        summary: 'Whether the caller may take this profiler: free, owned, pending or not_owned',
        security,
        params: AssessmentIdParamsSchema,
        response: { 200: ProfilerAccessResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.access(requireUser(request).id, request.params.assessmentId),
    }),
  );

  api.post(
    '/payments/check-multiple',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Access to several profilers at once (unknown or inactive ids are left out)',
        security,
        body: CheckMultipleBodySchema,
        response: { 200: ProfilerAccessListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.accessMany(requireUser(request).id, request.body.assessmentIds),
    }),
  );
}
