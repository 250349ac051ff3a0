import {
  CatalogueDetailResponseSchema,
  CatalogueGroupResponseSchema,
  CatalogueGroupsQuerySchema,
  CatalogueGroupsResponseSchema,
  CatalogueListQuerySchema,
  CatalogueListResponseSchema,
  IdParamsSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createCatalogueService } from './catalogue.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['catalogue'];
const user = { auth: 'user' } as const;

/** The catalogue people browse: active profilers, grouping categories and recommendations. */
export async function catalogueRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = createCatalogueService(deps);

  api.get(
    '/assessments/categories',
    {
      config: user,
      schema: {
        tags,
        summary: 'Active grouping categories (optional focusArea text filter)',
        security,
        querystring: CatalogueGroupsQuerySchema,
        response: { 200: CatalogueGroupsResponseSchema },
      },
    },
    async (request) => ({
      categories: await catalogue.groups(requireUser(request).id, request.query.focusArea),
    }),
  );

  api.get(
    '/assessments/categories/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'One grouping category with its active profilers',
        security,
        params: IdParamsSchema,
        response: { 200: CatalogueGroupResponseSchema },
      },
    },
    async (request) => catalogue.group(requireUser(request).id, request.params.id),
  );

  api.get(
    '/assessments',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Profilers recommended for you, then every active profiler (search, categoryId, page, limit)',
        security,
        querystring: CatalogueListQuerySchema,
        response: { 200: CatalogueListResponseSchema },
      },
    },
    async (request) => catalogue.list(requireUser(request).id, request.query),
  );

  api.get(
    '/assessments/:id',
    {
      config: user,
      schema: {
        tags,
        summary: "A profiler's introduction: long description, sections, question count and time",
        security,
        params: IdParamsSchema,
        response: { 200: CatalogueDetailResponseSchema },
      },
    },
    async (request) => ({ assessment: await catalogue.get(requireUser(request).id, request.params.id) }),
  );
}
