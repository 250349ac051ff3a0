import {
  AdminPaymentDetailResponseSchema,
  AdminPaymentsFilterSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
  AdminPaymentsSummaryResponseSchema,
  IdParamsSchema,
  RefundBodySchema,
  RefundIdempotencyKeySchema,
  RefundResponseSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPaymentsAdminService } from './payments.admin.service.ts';
import { createRefundsService, type RefundsServiceOptions } from './payments.refunds.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['payments'];

const RefundHeadersSchema = z.object({
  /** Optional: the same key again answers the same refund; the server makes one when absent. */
  'x-refund-idempotency': RefundIdempotencyKeySchema.optional(),
});

/** The admin payments console: list, summary, export, detail and refunds (decision 012 "Refunds"). */
export async function paymentsAdminRoutes(app: FastifyInstance, deps: ModuleDeps & RefundsServiceOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payments = createPaymentsAdminService(deps);
  const refunds = createRefundsService(deps, { providers: deps.providers });

  api.get(
    '/payments/admin/all',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Every order, newest first: status, from/to (UTC days), person search, profiler, provider; page and limit',
        security,
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsResponseSchema },
      },
    },
    async (request) => payments.list(request.query),
  );

  api.get(
    '/payments/admin/summary',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          'Totals per currency (revenue, processed refunds, net) and revenue per day for the same filters as the list',
        security,
        querystring: AdminPaymentsFilterSchema,
        response: { 200: AdminPaymentsSummaryResponseSchema },
      },
    },
    async (request) => payments.summary(request.query),
  );

  api.get(
    '/payments/admin/export.csv',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Every order matching the filters as CSV, newest first, streamed',
        security,
        querystring: AdminPaymentsFilterSchema,
      },
    },
    async (request, reply) => {
      const file = payments.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.stream);
    },
  );

  api.get(
    '/payments/admin/:id',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        summary: 'One order with its person, provider ids, event timeline and refunds',
        security,
        params: IdParamsSchema,
        response: { 200: AdminPaymentDetailResponseSchema },
      },
    },
    async (request) => payments.detail(request.params.id),
  );

  api.post(
    '/payments/admin/refund/:id',
    {
      config: { auth: 'admin', errors: [404, 409, 422, 503] },
      schema: {
        tags,
        summary:
          'Refunds a paid order in part or in full (amount omitted = what remains); X-Refund-Idempotency makes a repeat the same refund',
        security,
        params: IdParamsSchema,
        headers: RefundHeadersSchema,
        body: RefundBodySchema,
        response: { 200: RefundResponseSchema },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      return refunds.refund(
        { id: admin.id, name: admin.name },
        request.params.id,
        request.body,
        request.headers['x-refund-idempotency'],
      );
    },
  );
}
