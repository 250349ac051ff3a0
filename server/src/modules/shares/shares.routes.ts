import {
  IdParamsSchema,
  SharedReportResponseSchema,
  ShareLinkResponseSchema,
  ShareTokenParamsSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createSharesService } from './shares.service.ts';

const security = [{ bearerAuth: [] }];
const user = { auth: 'user' } as const;
const tags = ['shares'];

/** A person's share link of a completed report (id: the attempt), and the public read-only summary. */
export async function sharesRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shares = createSharesService(deps);

  api.get(
    '/assessments/results/:id/share',
    {
      config: user,
      schema: {
        tags,
        summary: "This report's live share link (share null when it is not shared)",
        security,
        params: IdParamsSchema,
        response: { 200: ShareLinkResponseSchema },
      },
    },
    async (request) => ({ share: await shares.find(requireUser(request).id, request.params.id) }),
  );

  api.post(
    '/assessments/results/:id/share',
    {
      config: { ...user, errors: [409] },
      schema: {
        tags,
        summary: 'Share a read-only summary of this completed report (answers the live link when shared)',
        security,
        params: IdParamsSchema,
        response: { 200: ShareLinkResponseSchema, 201: ShareLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const { share, created } = await shares.create(requireUser(request).id, request.params.id);
      return reply.status(created ? 201 : 200).send({ share });
    },
  );

  api.delete(
    '/assessments/results/:id/share',
    {
      config: user,
      schema: {
        tags,
        summary: 'Stop sharing: the link stops working at once (sharing again makes a new link)',
        security,
        params: IdParamsSchema,
        response: { 200: ShareLinkResponseSchema },
      },
    },
    async (request) => {
      await shares.revoke(requireUser(request).id, request.params.id);
      return { share: null };
    },
  );

  api.get(
    '/shared-reports/:token',
    {
      // Public by design: the token is the credential. Limited per address so nobody can sweep tokens.
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The read-only summary behind a share link (404 when unknown or revoked)',
        params: ShareTokenParamsSchema,
        response: { 200: SharedReportResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await shares.open(request.params.token);
      // Never cached by browsers or proxies (revocation must bite at once), never indexed.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      return { report };
    },
  );
}
