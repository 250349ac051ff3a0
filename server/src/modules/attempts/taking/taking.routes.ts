import {
  AttemptByIdParamsSchema,
  AttemptParamsSchema,
  AttemptResultResponseSchema,
  CompleteAttemptResponseSchema,
  CurrentAttemptResponseSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  IdParamsSchema,
  ProfilerScreeningResponseSchema,
  ProgressResponseSchema,
  StartAttemptResponseSchema,
  SubmitAnswerBodySchema,
  SubmitAnswerResponseSchema,
  SubmitScreeningBodySchema,
  TakingQuestionsQuerySchema,
  TakingQuestionsResponseSchema,
  TestAttemptResponseSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptSession, pendingClaims, requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAttemptsService } from './taking.service.ts';

const security = [{ bearerAuth: [] }];
const user = { auth: 'user' } as const;
const tags = ['attempts'];

/** Taking a profiler (spec §7 Assessments (user)); every call acts on the signed-in person's own attempts. */
export async function attemptsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const attempts = createAttemptsService(deps);

  api.post(
    '/assessments/:id/start',
    {
      config: { ...user, errors: [402, 409, 422] },
      schema: {
        tags,
        summary: 'Start the profiler, or resume the open attempt (402 when it is paid and not bought)',
        security,
        params: IdParamsSchema,
        response: { 200: StartAttemptResponseSchema },
      },
    },
    async (request) => attempts.start(requireUser(request).id, request.params.id),
  );

  api.get(
    '/assessments/:id/screening',
    {
      config: { ...user, errors: [402] },
      schema: {
        tags,
        summary:
          "The profiler's own screening questions with your answers (hasScreening false when it has none)",
        security,
        params: IdParamsSchema,
        response: { 200: ProfilerScreeningResponseSchema },
      },
    },
    async (request) => attempts.screening(requireUser(request).id, request.params.id),
  );

  api.post(
    '/assessments/:id/screening',
    {
      config: { ...user, errors: [402, 409, 422] },
      schema: {
        tags,
        summary: "Answer the profiler's own screening (every required question); answering again replaces",
        security,
        params: IdParamsSchema,
        body: SubmitScreeningBodySchema,
        response: { 200: ProfilerScreeningResponseSchema },
      },
    },
    async (request) =>
      attempts.answerScreening(requireUser(request).id, request.params.id, request.body.responses),
  );

  api.get(
    '/assessments/:id/test-attempt',
    {
      config: { ...user, errors: [402] },
      schema: {
        tags,
        summary: 'The open attempt on this profiler with its saved answers (attempt null when none)',
        security,
        params: IdParamsSchema,
        response: { 200: CurrentAttemptResponseSchema },
      },
    },
    async (request) => attempts.current(requireUser(request).id, request.params.id),
  );

  api.get(
    '/assessments/:id/questions',
    {
      config: { ...user, errors: [402] },
      schema: {
        tags,
        summary:
          'The categories and questions this person is asked (optional categoryId); no scores or traits',
        security,
        params: IdParamsSchema,
        querystring: TakingQuestionsQuerySchema,
        response: { 200: TakingQuestionsResponseSchema },
      },
    },
    async (request) =>
      attempts.questions(requireUser(request).id, request.params.id, request.query.categoryId),
  );

  api.post(
    '/assessments/:assessmentId/attempts/:attemptId/answers',
    {
      config: { ...user, sessionInRead: true, errors: [409, 422] },
      schema: {
        tags,
        summary: 'Save one answer (idempotent per question; changes allowed until completion)',
        security,
        params: AttemptParamsSchema,
        body: SubmitAnswerBodySchema,
        response: { 200: SubmitAnswerResponseSchema },
      },
    },
    async (request) =>
      attempts.saveAnswer(
        pendingClaims(request),
        (session) => acceptSession(request, session),
        request.params.assessmentId,
        request.params.attemptId,
        request.body,
      ),
  );

  api.get(
    '/assessments/:id/attempts/:attemptId/progress',
    {
      config: user,
      schema: {
        tags,
        summary: 'Answered, total and required-remaining counts',
        security,
        params: AttemptByIdParamsSchema,
        response: { 200: ProgressResponseSchema },
      },
    },
    async (request) => ({
      progress: await attempts.progress(requireUser(request).id, request.params.id, request.params.attemptId),
    }),
  );

  api.post(
    '/assessments/:id/attempts/:attemptId/complete',
    {
      config: { ...user, errors: [422] },
      schema: {
        tags,
        summary: 'Complete and score the attempt (422 while required questions are unanswered; idempotent)',
        security,
        params: AttemptByIdParamsSchema,
        response: { 200: CompleteAttemptResponseSchema },
      },
    },
    async (request) =>
      attempts.complete(requireUser(request).id, request.params.id, request.params.attemptId),
  );

  api.get(
    '/assessments/results/:id',
    {
      config: user,
      schema: {
        tags,
        summary: "An attempt's result, by attempt id or by profiler id (the latest completed attempt)",
        security,
        params: IdParamsSchema,
        response: { 200: AttemptResultResponseSchema },
      },
    },
    async (request) => ({ result: await attempts.result(requireUser(request).id, request.params.id) }),
  );

  api.get(
    '/assessments/results/:id/pdf',
    {
      config: { ...user, errors: [409] },
      schema: {
        tags,
        summary: 'Your completed report as a PDF file (by attempt id or profiler id)',
        security,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const person = requireUser(request);
      const file = await attempts.reportPdf(person.id, person.name, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.bytes);
    },
  );

  for (const url of ['/assessments/user-history', '/user/test-history']) {
    api.get(
      url,
      {
        config: user,
        schema: {
          tags,
          summary: 'Your attempts, newest first (status all | in_progress | completed; page, limit)',
          security,
          querystring: HistoryQuerySchema,
          response: { 200: HistoryResponseSchema },
        },
      },
      async (request) => attempts.history(requireUser(request).id, request.query),
    );
  }

  api.get(
    '/user/test-attempts/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'One of your attempts',
        security,
        params: IdParamsSchema,
        response: { 200: TestAttemptResponseSchema },
      },
    },
    async (request) => ({ attempt: await attempts.attemptById(requireUser(request).id, request.params.id) }),
  );
}
