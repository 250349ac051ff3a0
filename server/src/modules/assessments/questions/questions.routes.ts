import {
  CreateQuestionBodySchema,
  IdParamsSchema,
  MessageSchema,
  QuestionListQuerySchema,
  QuestionListResponseSchema,
  QuestionResponseSchema,
  UpdateQuestionBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createQuestionsService } from './questions.service.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

export async function questionsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const questions = createQuestionsService(deps);

  api.get(
    '/admin/questions',
    {
      config: { ...admin, errors: [404] },
      schema: {
        tags: ['questions'],
        summary: "A profiler's questions, by category order then question order",
        security,
        querystring: QuestionListQuerySchema,
        response: { 200: QuestionListResponseSchema },
      },
    },
    async (request) => ({ questions: await questions.list(request.query) }),
  );

  api.get(
    '/admin/questions/:id',
    {
      config: admin,
      schema: {
        tags: ['questions'],
        summary: 'One question',
        security,
        params: IdParamsSchema,
        response: { 200: QuestionResponseSchema },
      },
    },
    async (request) => ({ question: await questions.get(request.params.id) }),
  );

  api.post(
    '/admin/questions',
    {
      config: { ...admin, errors: [404, 422] },
      schema: {
        tags: ['questions'],
        summary: 'Add a question to a category (appended unless an order is given)',
        description:
          'Options are strings or {value, label, explanation?, example?, score?}; blank labels are dropped. MULTIPLE_CHOICE needs 2–10 options, RATING none or 5 anchor labels, TEXT and YES_NO none. Only RATING questions may be reverse-scored.',
        security,
        body: CreateQuestionBodySchema,
        response: { 201: QuestionResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ question: await questions.create(request.body) }),
  );

  api.put(
    '/admin/questions/:id',
    {
      config: { ...admin, errors: [422] },
      schema: {
        tags: ['questions'],
        summary: 'Edit a question (partial, including order)',
        description:
          'Changing the type away from its options clears them unless new ones are sent; changing to MULTIPLE_CHOICE needs valid options. A question moves only between categories of the same profiler.',
        security,
        params: IdParamsSchema,
        body: UpdateQuestionBodySchema,
        response: { 200: QuestionResponseSchema },
      },
    },
    async (request) => ({ question: await questions.update(request.params.id, request.body) }),
  );

  api.delete(
    '/admin/questions/:id',
    {
      config: admin,
      schema: {
        tags: ['questions'],
        summary: 'Delete a question',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await questions.remove(request.params.id);
      return { message: 'Question deleted successfully!' };
    },
  );
}
