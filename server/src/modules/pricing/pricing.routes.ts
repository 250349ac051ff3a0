import {
  AdminCurrencyListSchema,
  CurrencyConfigResponseSchema,
  UpdateCurrencyConfigBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

const tags = ['pricing'];
const security = [{ bearerAuth: [] }];

export async function pricingRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pricing } = deps;

  api.get(
    '/pricing/currencies',
    {
      // Prices are shown before sign-in, so their currencies are too.
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Enabled currencies and the default one (INR alone until an admin changes it)',
        response: { 200: CurrencyConfigResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await pricing.getCurrencyConfig() }),
  );

  api.get(
    '/admin/pricing/currencies',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Every known currency with whether it is enabled and which is the default',
        security,
        response: { 200: AdminCurrencyListSchema },
      },
    },
    async () => ({ success: true as const, data: await pricing.listCurrencies() }),
  );

  api.put(
    '/admin/pricing/currencies',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Replace the enabled currencies and the default',
        description:
          'Profilers and coupons already priced in a currency that gets disabled keep their price; new prices must use an enabled currency.',
        security,
        body: UpdateCurrencyConfigBodySchema,
        response: { 200: CurrencyConfigResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await pricing.updateCurrencyConfig(request.body) }),
  );
}
