import {
  AssessmentGroupListResponseSchema,
  AssessmentGroupResponseSchema,
  BulkAssignBodySchema,
  BulkAssignResponseSchema,
  CreateAssessmentGroupBodySchema,
  IdParamsSchema,
  MessageSchema,
  UpdateAssessmentGroupBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAssessmentGroupsService } from './groups.service.ts';

const tags = ['assessment-categories'];
const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

export async function assessmentGroupsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const groups = createAssessmentGroupsService(deps);

  api.get(
    '/admin/assessment-categories',
    {
      config: admin,
      schema: {
        tags,
        summary: 'List grouping categories by title, each with its number of profilers',
        security,
        response: { 200: AssessmentGroupListResponseSchema },
      },
    },
    async () => ({ categories: await groups.list() }),
  );

  api.post(
    '/admin/assessment-categories',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Create a grouping category (titles are unique, case-insensitively)',
        security,
        body: CreateAssessmentGroupBodySchema,
        response: { 201: AssessmentGroupResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ category: await groups.create(request.body) }),
  );

  api.put(
    '/admin/assessment-categories/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Rename, describe or (de)activate a grouping category',
        security,
        params: IdParamsSchema,
        body: UpdateAssessmentGroupBodySchema,
        response: { 200: AssessmentGroupResponseSchema },
      },
    },
    async (request) => ({ category: await groups.update(request.params.id, request.body) }),
  );

  api.delete(
    '/admin/assessment-categories/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a grouping category; its profilers become uncategorised',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await groups.remove(request.params.id);
      return { message: 'Category deleted successfully' };
    },
  );

  api.post(
    '/admin/assessment-categories/:id/bulk-assign',
    {
      config: { ...admin, errors: [422] },
      schema: {
        tags,
        summary: 'Put several profilers in this category (all or none)',
        security,
        params: IdParamsSchema,
        body: BulkAssignBodySchema,
        response: { 200: BulkAssignResponseSchema },
      },
    },
    async (request) => {
      const { title, assigned } = await groups.bulkAssign(request.params.id, request.body.assessmentIds);
      return {
        message: `${assigned} profiler${assigned === 1 ? '' : 's'} assigned to ${title}`,
        assigned,
      };
    },
  );
}
