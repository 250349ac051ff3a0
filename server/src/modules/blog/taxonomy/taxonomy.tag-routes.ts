import {
  CreateTagBodySchema,
  IdParamsSchema,
  MergeTagsBodySchema,
  MergeTagsResultSchema,
  MessageSchema,
  TagItemsSchema,
  TagListQuerySchema,
  TagListSchema,
  TagSchema,
  TagSuggestionsQuerySchema,
  TagsQuerySchema,
  ToggleActiveBodySchema,
  UpdateTagBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createTagMerge } from './taxonomy.merge.ts';
import { createTagService } from './taxonomy.tags.ts';

const security = [{ bearerAuth: [] }];
const tags = ['blog'];
const admin = { auth: 'admin' } as const;

/** /article-tags: CRUD, the public popular list, the editor's suggestions, and merging two tags. */
export async function tagRoutes(app: FastifyInstance, deps: ModuleDeps & CacheInvalidationDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createTagService(deps);
  const merging = createTagMerge(deps);

  api.get(
    '/article-tags',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Every tag by name (search: part of the name), a page at a time, with its count of all articles',
        security,
        querystring: TagListQuerySchema,
        response: { 200: TagListSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  api.get(
    '/article-tags/popular',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Active tags on published articles, most used first; articleCount counts published articles',
        querystring: TagsQuerySchema,
        response: { 200: TagItemsSchema },
      },
    },
    async (request) => service.popular(request.query.limit),
  );

  api.get(
    '/article-tags/suggestions',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Tags for the editor while typing: names starting with q first, then containing it; active first',
        security,
        querystring: TagSuggestionsQuerySchema,
        response: { 200: TagItemsSchema },
      },
    },
    async (request) => service.suggestions(request.query),
  );

  api.get(
    '/article-tags/merge-preview',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary: 'What merging the source tag into the target would do, changing nothing',
        security,
        querystring: MergeTagsBodySchema,
        response: { 200: MergeTagsResultSchema },
      },
    },
    async (request) => merging.preview(request.query),
  );

  api.post(
    '/article-tags/merge',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags,
        summary:
          "Merge the source tag into the target: the source's articles get the target (once), the source is deleted",
        security,
        body: MergeTagsBodySchema,
        response: { 200: MergeTagsResultSchema },
      },
    },
    async (request) => merging.merge(request.body),
  );

  api.get(
    '/article-tags/:id',
    {
      config: admin,
      schema: { tags, summary: 'One tag', security, params: IdParamsSchema, response: { 200: TagSchema } },
    },
    async (request) => service.get(request.params.id),
  );

  api.post(
    '/article-tags',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary:
          'Create a tag; without a slug one is made from the name (-2, -3… when taken), a typed slug already taken answers 409',
        security,
        body: CreateTagBodySchema,
        response: { 201: TagSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  api.put(
    '/article-tags/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Change a tag (partial); renaming keeps the slug unless a new one is given',
        security,
        params: IdParamsSchema,
        body: UpdateTagBodySchema,
        response: { 200: TagSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  api.delete(
    '/article-tags/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a tag; it is removed from its articles, which stay',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => service.remove(request.params.id),
  );

  api.patch(
    '/article-tags/:id/toggle',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Switch a tag on or off; inactive tags are hidden from the public blog',
        security,
        params: IdParamsSchema,
        body: ToggleActiveBodySchema,
        response: { 200: TagSchema },
      },
    },
    async (request) => service.setActive(request.params.id, request.body.isActive),
  );
}
