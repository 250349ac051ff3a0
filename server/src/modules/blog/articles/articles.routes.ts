import {
  AdminArticlesQuerySchema,
  ARTICLE_NOT_FOUND_MESSAGE,
  ArticleListSchema,
  ArticleSchema,
  CreateArticleBodySchema,
  FeatureArticleBodySchema,
  IdParamsSchema,
  MessageSchema,
  PublicArticleSchema,
  PublicArticlesQuerySchema,
  PublishArticleBodySchema,
  SlugParamsSchema,
  UpdateArticleBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import { AppError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { listPublishedArticles, resolveSlug } from './articles.public.ts';
import { ARTICLE_DELETED_MESSAGE, createArticlesService } from './articles.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['blog'];
const admin = { auth: 'admin' } as const;
const guest = { auth: 'public' } as const;
/**
 * Views per address per minute: a reader opens a few articles a minute; a loop inflating a counter
 * gets 429s. Per IP through @fastify/rate-limit (Redis when configured, like the auth limits).
 */
const VIEW_LIMIT = { max: 30, timeWindow: 60_000 };

/** Articles: the editor's calls (spec §7 Articles) and the public JSON reads under /blog (decision 020). */
export async function articlesRoutes(app: FastifyInstance, deps: ModuleDeps & CacheInvalidationDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createArticlesService(deps);

  api.get(
    '/articles',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every article (drafts, scheduled, published): search, filters, sort, pages',
        security,
        querystring: AdminArticlesQuerySchema,
        response: { 200: ArticleListSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  api.get(
    '/articles/:id',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'One article in any status, for the editor',
        security,
        params: IdParamsSchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  api.post(
    '/articles',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Create an article; the slug is made from the title when not typed (unique: -2, -3…)',
        security,
        body: CreateArticleBodySchema,
        response: { 201: ArticleSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, requireUser(request).id)),
  );

  api.put(
    '/articles/:id',
    {
      config: { ...admin, errors: [404, 409] },
      schema: {
        tags,
        summary:
          'Change an article (partial; the editor autosaves here). A changed slug keeps the old one as a 301',
        security,
        params: IdParamsSchema,
        body: UpdateArticleBodySchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  api.delete(
    '/articles/:id',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'Delete an article with its tag links, old slugs and SEO analyses',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: ARTICLE_DELETED_MESSAGE };
    },
  );

  api.patch(
    '/articles/:id/publish',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'Publish now, schedule (publishedAt ahead) or unpublish back to a draft (isPublished false)',
        security,
        params: IdParamsSchema,
        body: PublishArticleBodySchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => service.setPublished(request.params.id, request.body),
  );

  api.patch(
    '/articles/:id/feature',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'Feature an article (first in the public list) or stop featuring it',
        security,
        params: IdParamsSchema,
        body: FeatureArticleBodySchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => service.setFeatured(request.params.id, request.body.isFeatured),
  );

  api.get(
    '/blog/articles',
    {
      config: guest,
      schema: {
        tags,
        summary:
          'Published articles, featured first then newest; filters by active category, subject, tag or author slug',
        querystring: PublicArticlesQuerySchema,
        response: { 200: ArticleListSchema },
      },
    },
    async (request) => listPublishedArticles(deps.db, request.query, deps.now()),
  );

  api.get(
    '/blog/articles/:slug',
    {
      config: { ...guest, errors: [404] },
      schema: {
        tags,
        summary:
          'A published article with up to 3 related ones; an old slug answers 301 to the current address',
        params: SlugParamsSchema,
        response: {
          200: PublicArticleSchema,
          301: z.null().describe("An old slug: Location names the article's current address"),
        },
      },
    },
    async (request, reply) => {
      const resolved = await resolveSlug(deps.db, request.params.slug, deps.now());
      if (!resolved) throw new AppError('NOT_FOUND', ARTICLE_NOT_FOUND_MESSAGE);
      if (resolved.kind === 'redirect') {
        return reply.redirect(`/api/blog/articles/${encodeURIComponent(resolved.slug)}`, 301);
      }
      return { article: resolved.article, related: resolved.related };
    },
  );

  api.post(
    '/blog/articles/:slug/view',
    {
      config: { ...guest, rateLimit: VIEW_LIMIT, errors: [404, 429] },
      schema: {
        tags,
        summary:
          'Count one view of a published article (the "blog view" event); nothing about the reader is kept',
        params: SlugParamsSchema,
        response: { 204: z.null().describe('Counted; no body') },
      },
    },
    async (request, reply) => {
      await service.recordView(request.params.slug);
      return reply.status(204).send(null);
    },
  );
}
