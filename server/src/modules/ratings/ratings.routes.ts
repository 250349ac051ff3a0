import {
  IdParamsSchema,
  MessageSchema,
  MyRatingResponseSchema,
  RateBodySchema,
  RateResponseSchema,
  RatingListQuerySchema,
  RatingListResponseSchema,
  RatingStatsResponseSchema,
  RecentRatingsQuerySchema,
  RecentRatingsResponseSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth-guard.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createRatingsService } from './ratings.service.ts';

const tags = ['ratings'];
const security = [{ bearerAuth: [] }];
const user = { auth: 'user' } as const;
const admin = { auth: 'admin' } as const;

/** Ratings (spec §7): people rate what they completed; admins read, summarise and delete. */
export async function ratingsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ratings = createRatingsService(deps);

  api.post(
    '/assessments/:id/rate',
    {
      config: { ...user, errors: [422] },
      schema: {
        tags,
        summary: 'Rate a completed profiler 1–5 stars with an optional review; rating again replaces it',
        description:
          '201 when the rating is new, 200 when it replaced the earlier one. 422 until the person has completed the profiler.',
        security,
        params: IdParamsSchema,
        body: RateBodySchema,
        response: { 200: RateResponseSchema, 201: RateResponseSchema },
      },
    },
    async (request, reply) => {
      const { rating, created } = await ratings.rate(
        requireUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({
        rating,
        created,
        message: created ? 'Thank you for rating this profiler.' : 'Your rating was updated.',
      });
    },
  );

  api.get(
    '/assessments/:id/rating',
    {
      config: user,
      schema: {
        tags,
        summary: "The signed-in person's own rating of the profiler (rating null when none)",
        security,
        params: IdParamsSchema,
        response: { 200: MyRatingResponseSchema },
      },
    },
    async (request) => ({ rating: await ratings.findOwn(requireUser(request).id, request.params.id) }),
  );

  api.get(
    '/assessments/:id/rating-stats',
    {
      config: user,
      schema: {
        tags,
        summary: 'Average stars (one decimal), count and distribution of the profiler’s ratings',
        security,
        params: IdParamsSchema,
        response: { 200: RatingStatsResponseSchema },
      },
    },
    async (request) => ({ stats: await ratings.getStats(request.params.id) }),
  );

  api.get(
    '/admin/assessments/:id/ratings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A profiler’s ratings with their authors, newest first (limit ≤ 200, offset)',
        security,
        params: IdParamsSchema,
        querystring: RatingListQuerySchema,
        response: { 200: RatingListResponseSchema },
      },
    },
    async (request) => ratings.list(request.params.id, request.query),
  );

  api.get(
    '/admin/assessments/:id/rating-stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Average stars (one decimal), count and distribution of the profiler’s ratings',
        security,
        params: IdParamsSchema,
        response: { 200: RatingStatsResponseSchema },
      },
    },
    async (request) => ({ stats: await ratings.getStats(request.params.id) }),
  );

  api.get(
    '/admin/ratings/recent',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The newest ratings across every profiler, with author and profiler title (limit ≤ 50)',
        security,
        querystring: RecentRatingsQuerySchema,
        response: { 200: RecentRatingsResponseSchema },
      },
    },
    async (request) => ({ ratings: await ratings.listRecent(request.query) }),
  );

  api.delete(
    '/admin/ratings/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a rating (it leaves the profiler’s statistics at once)',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await ratings.remove(request.params.id);
      return { message: 'Rating deleted' };
    },
  );
}
