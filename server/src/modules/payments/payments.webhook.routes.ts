import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createPaymentWebhooks, WEBHOOK_BODY_LIMIT } from './payments.webhook.ts';

const WebhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * POST /payments/webhook — Razorpay's deliveries (decision 012). Its own encapsulated plugin: JSON
 * here is kept as the raw bytes the signature covers (a re-serialised body would not match), and
 * parsed by the service after the signature check. The input guard leaves a Buffer body alone.
 */
export async function paymentsWebhookRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const webhooks = createPaymentWebhooks(deps);

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  api.post(
    '/payments/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { auth: 'public', errors: [413, 415] },
      schema: {
        tags: ['payments'],
        summary:
          'Razorpay webhook: X-Razorpay-Signature (hex HMAC-SHA256 of the raw JSON body with the webhook secret) and X-Razorpay-Event-Id; stored once per event id and applied by a background job. 400 for a missing or wrong signature, with no effect',
        response: { 200: WebhookAckSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { duplicate } = await webhooks.receive(raw, request.headers);
      return { received: true as const, duplicate };
    },
  );
}
