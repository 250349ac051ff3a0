import {
  AssessmentDetailResponseSchema,
  AssessmentListQuerySchema,
  AssessmentListResponseSchema,
  AssessmentResponseSchema,
  AssessmentSchema,
  AssignAssessmentCategoryBodySchema,
  CreateAssessmentBodySchema,
  DuplicateAssessmentBodySchema,
  IdParamsSchema,
  MessageSchema,
  UpdateAssessmentBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createProfilersService } from './profilers.service.ts';

const tags = ['assessments'];
const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

const DuplicateResponseSchema = z.object({ assessment: AssessmentSchema, message: z.string() });
const DUPLICATE_MESSAGE =
  'Profiler duplicated successfully! The copy is set to inactive by default for safety.';

export async function profilersRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profilers = createProfilersService(deps);

  api.get(
    '/admin/assessments',
    {
      config: admin,
      schema: {
        tags,
        summary: 'List profilers, newest first, with search, filters and header counts',
        security,
        querystring: AssessmentListQuerySchema,
        response: { 200: AssessmentListResponseSchema },
      },
    },
    async (request) => profilers.list(request.query),
  );

  api.get(
    '/admin/assessments/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One profiler with its categories and their questions (the questions screen)',
        security,
        params: IdParamsSchema,
        response: { 200: AssessmentDetailResponseSchema },
      },
    },
    async (request) => ({ assessment: await profilers.getDetail(request.params.id) }),
  );

  api.post(
    '/admin/assessments',
    {
      config: { ...admin, errors: [404, 422] },
      schema: {
        tags,
        summary: 'Create a profiler (free, or paid with a price in an enabled currency)',
        security,
        body: CreateAssessmentBodySchema,
        response: { 201: AssessmentResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ assessment: await profilers.create(request.body) }),
  );

  api.put(
    '/admin/assessments/:id',
    {
      config: { ...admin, errors: [422] },
      schema: {
        tags,
        summary: 'Update a profiler: texts, status, price, currency, coupon, targeting (any subset)',
        description:
          'isFree:true clears the price (remembered) and the coupon; isFree:false without a price restores the remembered price or 0.',
        security,
        params: IdParamsSchema,
        body: UpdateAssessmentBodySchema,
        response: { 200: AssessmentResponseSchema },
      },
    },
    async (request) => ({ assessment: await profilers.update(request.params.id, request.body) }),
  );

  api.delete(
    '/admin/assessments/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a profiler with everything it is made of and its attempts',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await profilers.remove(request.params.id);
      return { message: 'Profiler deleted successfully' };
    },
  );

  api.post(
    '/admin/assessments/:id/duplicate',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Deep-copy a profiler; the copy starts inactive',
        security,
        params: IdParamsSchema,
        // The body is optional: without one, the copy takes the default title and description.
        body: DuplicateAssessmentBodySchema.nullish().transform((body) => body ?? {}),
        response: { 201: DuplicateResponseSchema },
      },
    },
    async (request, reply) => {
      const assessment = await profilers.duplicate(request.params.id, request.body);
      return reply.status(201).send({ assessment, message: DUPLICATE_MESSAGE });
    },
  );

  api.put(
    '/admin/assessments/:id/category',
    {
      config: { ...admin, errors: [422] },
      schema: {
        tags,
        summary: 'Put a profiler in an active grouping category, or none (null)',
        security,
        params: IdParamsSchema,
        body: AssignAssessmentCategoryBodySchema,
        response: { 200: AssessmentResponseSchema },
      },
    },
    async (request) => ({
      assessment: await profilers.assignGroup(request.params.id, request.body.categoryId),
    }),
  );
}
