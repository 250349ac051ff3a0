import {
  BlogTaxonomySchema,
  CreateTaxonomyBodySchema,
  IdParamsSchema,
  MessageSchema,
  TaxonomyItemSchema,
  type TaxonomyKind,
  TaxonomyListSchema,
  ToggleActiveBodySchema,
  UpdateTaxonomyBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { authorRoutes } from './taxonomy.author-routes.ts';
import { createTaxonomyService } from './taxonomy.categories.ts';
import { readBlogTaxonomy } from './taxonomy.public.ts';
import { tagRoutes } from './taxonomy.tag-routes.ts';

const security = [{ bearerAuth: [] }];
const tags = ['blog'];
const admin = { auth: 'admin' } as const;

const PATHS: Record<TaxonomyKind, { path: string; plural: string }> = {
  category: { path: '/article-categories', plural: 'categories' },
  subject: { path: '/article-subjects', plural: 'subjects' },
};

/** The blog's taxonomy (spec §7 Articles; decision 020): categories, subjects, tags, authors. */
export async function taxonomyRoutes(app: FastifyInstance, deps: ModuleDeps & CacheInvalidationDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of ['category', 'subject'] as const) {
    const service = createTaxonomyService(deps, kind);
    const { path, plural } = PATHS[kind];

    api.get(
      path,
      {
        config: admin,
        schema: {
          tags,
          summary: `Every article ${kind}, active or not, by name, with its count of all articles`,
          security,
          response: { 200: TaxonomyListSchema },
        },
      },
      async () => service.list(),
    );

    api.get(
      `${path}/:id`,
      {
        config: admin,
        schema: {
          tags,
          summary: `One article ${kind}`,
          security,
          params: IdParamsSchema,
          response: { 200: TaxonomyItemSchema },
        },
      },
      async (request) => service.get(request.params.id),
    );

    api.post(
      path,
      {
        config: { ...admin, errors: [409] },
        schema: {
          tags,
          summary: `Create an article ${kind}; without a slug one is made from the name (-2, -3… when taken), a typed slug already taken answers 409`,
          security,
          body: CreateTaxonomyBodySchema,
          response: { 201: TaxonomyItemSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );

    api.put(
      `${path}/:id`,
      {
        config: { ...admin, errors: [409] },
        schema: {
          tags,
          summary: `Change an article ${kind} (partial); renaming keeps the slug unless a new one is given`,
          security,
          params: IdParamsSchema,
          body: UpdateTaxonomyBodySchema,
          response: { 200: TaxonomyItemSchema },
        },
      },
      async (request) => service.update(request.params.id, request.body),
    );

    api.delete(
      `${path}/:id`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Delete an article ${kind}; its articles stay, without a ${kind}`,
          security,
          params: IdParamsSchema,
          response: { 200: MessageSchema },
        },
      },
      async (request) => service.remove(request.params.id),
    );

    api.patch(
      `${path}/:id/toggle`,
      {
        config: admin,
        schema: {
          tags,
          summary: `Switch an article ${kind} on or off; inactive ${plural} are hidden from the public blog`,
          security,
          params: IdParamsSchema,
          body: ToggleActiveBodySchema,
          response: { 200: TaxonomyItemSchema },
        },
      },
      async (request) => service.setActive(request.params.id, request.body.isActive),
    );
  }

  api.get(
    '/blog/taxonomy',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          "The public blog's filters: active categories, subjects, tags and authors, each with its count of published articles",
        response: { 200: BlogTaxonomySchema },
      },
    },
    async () => readBlogTaxonomy(deps.db, deps.now()),
  );

  await tagRoutes(api, deps);
  await authorRoutes(api, deps);
}
