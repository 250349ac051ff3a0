import {
  OrderIdParamsSchema,
  PaymentHistoryQuerySchema,
  PaymentHistoryResponseSchema,
  PaymentProviderStatusSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPaymentHistoryService } from './payments.history.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['payments'];

/** A person's payment history and PDF receipts; the admin's view of the active provider. */
export async function paymentHistoryRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const history = createPaymentHistoryService(deps);

  api.get(
    '/payments/history',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          "The caller's orders on which a payment was made or tried, newest first, with their refunds (checkouts opened and left are not listed)",
        security,
        querystring: PaymentHistoryQuerySchema,
        response: { 200: PaymentHistoryResponseSchema },
      },
    },
    async (request) => history.list(requireUser(request).id, request.query),
  );

  api.get(
    '/payments/history/:orderId/receipt.pdf',
    {
      config: { auth: 'user', errors: [404] },
      schema: {
        tags,
        summary: "A PDF receipt of one of the caller's paid (or refunded) orders; 404 for any other order",
        security,
        params: OrderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await history.receipt(requireUser(request), request.params.orderId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  api.get(
    '/payments/admin/provider-status',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Which provider takes new orders (Razorpay test or live, the built-in test checkout, or none) and the webhook URL for Razorpay',
        security,
        response: { 200: PaymentProviderStatusSchema },
      },
    },
    async () => history.providerStatus(),
  );
}
