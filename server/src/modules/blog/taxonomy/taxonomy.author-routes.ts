import {
  AuthorListSchema,
  AuthorSchema,
  CreateAuthorBodySchema,
  FeaturedAuthorsQuerySchema,
  IdParamsSchema,
  MessageSchema,
  ToggleActiveBodySchema,
  UpdateAuthorBodySchema,
  VerifyAuthorBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CacheInvalidationDeps } from '../../../platform/cache-invalidation.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAuthorService } from './taxonomy.authors.ts';

const security = [{ bearerAuth: [] }];
const tags = ['blog'];
const admin = { auth: 'admin' } as const;

/** /article-authors: CRUD, the public featured list, verify and toggle. */
export async function authorRoutes(app: FastifyInstance, deps: ModuleDeps & CacheInvalidationDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAuthorService(deps);

  api.get(
    '/article-authors',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every author, active or not, by name, with their count of all articles',
        security,
        response: { 200: AuthorListSchema },
      },
    },
    async () => service.list(),
  );

  api.get(
    '/article-authors/featured',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'Active featured authors: verified first, then by published articles; articleCount counts published articles',
        querystring: FeaturedAuthorsQuerySchema,
        response: { 200: AuthorListSchema },
      },
    },
    async (request) => service.featured(request.query.limit),
  );

  api.get(
    '/article-authors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One author',
        security,
        params: IdParamsSchema,
        response: { 200: AuthorSchema },
      },
    },
    async (request) => service.get(request.params.id),
  );

  api.post(
    '/article-authors',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary:
          'Create an author; without a slug one is made from the name (-2, -3… when taken), a typed slug already taken answers 409',
        security,
        body: CreateAuthorBodySchema,
        response: { 201: AuthorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  api.put(
    '/article-authors/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Change an author (partial); renaming keeps the slug unless a new one is given',
        security,
        params: IdParamsSchema,
        body: UpdateAuthorBodySchema,
        response: { 200: AuthorSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  api.delete(
    '/article-authors/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an author; their articles stay, without an author',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => service.remove(request.params.id),
  );

  api.patch(
    '/article-authors/:id/toggle',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Switch an author on or off; inactive authors are hidden from the public blog',
        security,
        params: IdParamsSchema,
        body: ToggleActiveBodySchema,
        response: { 200: AuthorSchema },
      },
    },
    async (request) => service.setActive(request.params.id, request.body.isActive),
  );

  api.patch(
    '/article-authors/:id/verify',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Mark an author verified or not (a badge on the public blog; verified authors are featured first)',
        security,
        params: IdParamsSchema,
        body: VerifyAuthorBodySchema,
        response: { 200: AuthorSchema },
      },
    },
    async (request) => service.setVerified(request.params.id, request.body.isVerified),
  );
}
