import {
  CategoryListQuerySchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  CategoryResultParamsSchema,
  CreateCategoryBodySchema,
  CreateResultConfigBodySchema,
  IdParamsSchema,
  MessageSchema,
  ResultConfigListResponseSchema,
  ResultConfigResponseSchema,
  TraitConfigsBodySchema,
  TraitConfigsResponseSchema,
  UpdateCategoryBodySchema,
  UpdateResultConfigBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createResultConfigsService } from './categories.result-configs.service.ts';
import { createCategoriesService } from './categories.service.ts';
import { createTraitConfigsService } from './categories.trait-configs.service.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

/** Categories inside a profiler, with their result configurations (a–e) and trait configurations. */
export async function categoriesRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const categories = createCategoriesService(deps);
  const results = createResultConfigsService(deps);
  const traitConfigs = createTraitConfigsService(deps);

  api.get(
    '/admin/assessments/:id/categories',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: "A profiler's categories in order, with question and result counts",
        security,
        params: IdParamsSchema,
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (request) => ({ categories: await categories.listByAssessment(request.params.id) }),
  );

  api.get(
    '/admin/categories',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags: ['categories'],
        summary: "A profiler's categories in order (by assessmentId)",
        security,
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListResponseSchema },
      },
    },
    async (request) => ({ categories: await categories.listByAssessment(request.query.assessmentId) }),
  );

  api.post(
    '/admin/categories',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags: ['categories'],
        summary: 'Add a category to a profiler (appended unless an order is given)',
        security,
        body: CreateCategoryBodySchema,
        response: { 201: CategoryResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ category: await categories.create(request.body) }),
  );

  api.put(
    '/admin/categories/:id',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: 'Edit a category: title, description, order, screening restriction',
        description:
          'showForScreeningAnswers takes an array or a JSON-array string of education/experience values; empty means everyone.',
        security,
        params: IdParamsSchema,
        body: UpdateCategoryBodySchema,
        response: { 200: CategoryResponseSchema },
      },
    },
    async (request) => ({ category: await categories.update(request.params.id, request.body) }),
  );

  api.delete(
    '/admin/categories/:id',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: 'Delete a category with its questions and configurations',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await categories.remove(request.params.id);
      return { message: 'Category deleted successfully!' };
    },
  );

  api.get(
    '/admin/categories/:id/results',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: "A category's result configurations, a to e",
        security,
        params: IdParamsSchema,
        response: { 200: ResultConfigListResponseSchema },
      },
    },
    async (request) => ({ results: await results.list(request.params.id) }),
  );

  api.post(
    '/admin/categories/:id/results',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: ['categories'],
        summary: 'Configure the result for one answer option (one per option)',
        security,
        params: IdParamsSchema,
        body: CreateResultConfigBodySchema,
        response: { 201: ResultConfigResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ result: await results.create(request.params.id, request.body) }),
  );

  api.put(
    '/admin/categories/:id/results/:configId',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: ['categories'],
        summary: 'Edit a result configuration',
        security,
        params: CategoryResultParamsSchema,
        body: UpdateResultConfigBodySchema,
        response: { 200: ResultConfigResponseSchema },
      },
    },
    async (request) => ({
      result: await results.update(request.params.id, request.params.configId, request.body),
    }),
  );

  api.delete(
    '/admin/categories/:id/results/:configId',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: 'Delete a result configuration',
        security,
        params: CategoryResultParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await results.remove(request.params.id, request.params.configId);
      return { message: 'Result configuration deleted successfully!' };
    },
  );

  api.get(
    '/admin/categories/:id/trait-configs',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: "A category's trait configurations",
        security,
        params: IdParamsSchema,
        response: { 200: TraitConfigsResponseSchema },
      },
    },
    async (request) => ({ traitConfigs: await traitConfigs.list(request.params.id) }),
  );

  api.put(
    '/admin/categories/:id/trait-configs',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: "Replace a category's trait configurations (the whole list, in one transaction)",
        security,
        params: IdParamsSchema,
        body: TraitConfigsBodySchema,
        response: { 200: TraitConfigsResponseSchema },
      },
    },
    async (request) => ({
      traitConfigs: await traitConfigs.replace(request.params.id, request.body.traitConfigs),
    }),
  );
}
