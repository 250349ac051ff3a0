import {
  AudienceCountQuerySchema,
  AudienceCountSchema,
  CampaignListSchema,
  CampaignResponseSchema,
  CreateBroadcastBodySchema,
  IdParamsSchema,
  PageQuerySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

/** /admin/broadcasts (contract campaigns.ts): the composer's count, send or schedule, list, progress, cancel. */
export async function campaignRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { campaigns } = deps;

  r.get(
    '/admin/broadcasts/audience-count',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary: 'How many people a broadcast audience reaches now (not deleted, not suspended)',
        querystring: AudienceCountQuerySchema,
        response: { 200: AudienceCountSchema },
      },
    },
    async (request) => campaigns.audienceCount(request.query.audience),
  );

  r.post(
    '/admin/broadcasts',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Send a broadcast now or schedule it (at most a year ahead); delivered in batches',
        body: CreateBroadcastBodySchema,
        response: { 201: CampaignResponseSchema },
      },
    },
    async (request, reply) => {
      const campaign = await campaigns.createBroadcast(requireUser(request), request.body);
      return reply.status(201).send({ campaign });
    },
  );

  r.get(
    '/admin/broadcasts',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary: 'Broadcasts and bulk reminders, newest first, with their progress',
        querystring: PageQuerySchema,
        response: { 200: CampaignListSchema },
      },
    },
    async (request) => campaigns.list(request.query),
  );

  r.get(
    '/admin/broadcasts/:id',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        security,
        summary: 'One broadcast or bulk reminder with its progress',
        params: IdParamsSchema,
        response: { 200: CampaignResponseSchema },
      },
    },
    async (request) => ({ campaign: await campaigns.get(request.params.id) }),
  );

  r.post(
    '/admin/broadcasts/:id/cancel',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary: 'Cancel a scheduled broadcast (409 once sending started)',
        params: IdParamsSchema,
        response: { 200: CampaignResponseSchema },
      },
    },
    async (request) => ({ campaign: await campaigns.cancel(request.params.id) }),
  );
}
