import type { Readable } from 'node:stream';
import {
  AdminAttemptDetailResponseSchema,
  AdminResultsQuerySchema,
  AdminResultsResponseSchema,
  AdminStudentResultsQuerySchema,
  ExportQuerySchema,
  IdParamsSchema,
  RecalculateResponseSchema,
  StudentProfilerParamsSchema,
} from '@pathwise/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAdminResultsService } from './admin-results.service.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;
const tags = ['results'];
const MEDIA = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function sendFile(reply: FastifyReply, file: { stream: Readable; filename: string }, media: string) {
  return reply
    .header('content-type', media)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.stream);
}

/** Results for admins (spec §7 Admin: assessments results/download, attempts, results by student). */
export async function adminResultsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const results = createAdminResultsService(deps);

  api.get(
    '/admin/assessments/:id/results',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "A profiler's attempts with person, status, Holland code and category results (status, search, page, limit)",
        security,
        params: IdParamsSchema,
        querystring: AdminResultsQuerySchema,
        response: { 200: AdminResultsResponseSchema },
      },
    },
    async (request) => results.listForProfiler(request.params.id, request.query),
  );

  api.get(
    '/admin/assessments/:id/download',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every attempt of the profiler as CSV or XLSX, streamed',
        security,
        params: IdParamsSchema,
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await results.exportProfiler(request.params.id, request.query.format),
        MEDIA[request.query.format],
      ),
  );

  api.get(
    '/admin/assessments/:id/download-all-answers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every answer of every attempt of the profiler as CSV, streamed',
        security,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => sendFile(reply, await results.exportAllAnswers(request.params.id), MEDIA.csv),
  );

  api.post(
    '/admin/assessments/:id/recalculate',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Re-score every completed attempt of the profiler',
        security,
        params: IdParamsSchema,
        response: { 200: RecalculateResponseSchema },
      },
    },
    async (request) => results.recalculateProfiler(request.params.id),
  );

  api.get(
    '/admin/test-attempts/:id/results',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One attempt with its person, scores and every answer',
        security,
        params: IdParamsSchema,
        response: { 200: AdminAttemptDetailResponseSchema },
      },
    },
    async (request) => ({ attempt: await results.attemptDetail(request.params.id) }),
  );

  api.get(
    '/admin/test-attempts/:id/download-answers',
    {
      config: admin,
      schema: { tags, summary: "One attempt's answers as CSV", security, params: IdParamsSchema },
    },
    async (request, reply) =>
      sendFile(reply, await results.exportAttemptAnswers(request.params.id), MEDIA.csv),
  );

  api.post(
    '/admin/test-attempts/:id/recalculate',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags,
        summary: 'Re-score one completed attempt',
        security,
        params: IdParamsSchema,
        response: { 200: RecalculateResponseSchema },
      },
    },
    async (request) => results.recalculateAttempt(request.params.id),
  );

  api.get(
    '/admin/results',
    {
      config: admin,
      schema: {
        tags,
        summary: "One person's attempts with results (studentId, page, limit)",
        security,
        querystring: AdminStudentResultsQuerySchema.extend(
          AdminResultsQuerySchema.pick({ page: true, limit: true }).shape,
        ),
        response: { 200: AdminResultsResponseSchema },
      },
    },
    async (request) => results.listForStudent(request.query.studentId, request.query),
  );

  api.get(
    '/admin/students/:id/assessments/:assessmentId/results',
    {
      config: admin,
      schema: {
        tags,
        summary: "One person's attempts on one profiler",
        security,
        params: StudentProfilerParamsSchema,
        response: { 200: AdminResultsResponseSchema },
      },
    },
    async (request) => results.listForStudentProfiler(request.params.id, request.params.assessmentId),
  );
}
