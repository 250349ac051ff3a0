import {
  AdminDeleteUserBodySchema,
  AdminStudentListSchema,
  AdminStudentsQuerySchema,
  BulkReminderBodySchema,
  BulkReminderPreviewSchema,
  BulkReminderResponseSchema,
  IdParamsSchema,
  MessageSchema,
  RemindBodySchema,
  RemindResponseSchema,
  StudentsDownloadQuerySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createStudentsDownload } from './students.download.ts';
import { createStudentReminders } from './students.reminders.ts';
import { createStudentsService } from './students.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['admin-students'];
const MEDIA = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The admin students console (spec §7 Admin: Students; contract admin-students.ts). */
export async function adminStudentsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const students = createStudentsService(deps);
  const download = createStudentsDownload(deps);
  const reminders = createStudentReminders(deps);

  api.get(
    '/admin/students',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary:
          'The people who took profilers, newest first (search, profiler, completeness, activity, attempts; keyset cursor)',
        querystring: AdminStudentsQuerySchema,
        response: { 200: AdminStudentListSchema },
      },
    },
    async (request) => students.list(request.query),
  );

  api.get(
    '/admin/students/download',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary: 'The filtered students as CSV or XLSX, streamed in keyset pages',
        querystring: StudentsDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const file = await download(filter, format);
      return reply
        .header('content-type', MEDIA[format])
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  api.delete(
    '/admin/students/:id',
    {
      config: { auth: 'admin', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary: 'Delete a student (the anonymising deletion, with an audit row naming the admin)',
        params: IdParamsSchema,
        // A DELETE usually has no body: Fastify hands the schema null.
        body: AdminDeleteUserBodySchema.nullish(),
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await students.remove(requireUser(request), request.params.id, request.body?.reason ?? null);
      return { message: 'The student has been deleted.' };
    },
  );

  api.post(
    '/admin/students/:id/remind',
    {
      config: { auth: 'admin', errors: [404] },
      schema: {
        tags,
        security,
        summary:
          'Send one student a reminder (in-app and e-mail per their preferences; a repeat within a minute is not sent)',
        params: IdParamsSchema,
        body: RemindBodySchema,
        response: { 200: RemindResponseSchema },
      },
    },
    async (request) => reminders.remind(requireUser(request), request.params.id, request.body),
  );

  api.post(
    '/admin/students/reminders/preview',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary: 'How many students a bulk reminder reaches now, how many turned it off, and a sample',
        body: BulkReminderBodySchema,
        response: { 200: BulkReminderPreviewSchema },
      },
    },
    async (request) => reminders.preview(request.body),
  );

  api.post(
    '/admin/students/reminders',
    {
      config: { auth: 'admin', errors: [422] },
      schema: {
        tags,
        security,
        summary:
          'Send a reminder to the filtered students (a campaign delivered by background jobs in batches)',
        body: BulkReminderBodySchema,
        response: { 201: BulkReminderResponseSchema },
      },
    },
    async (request, reply) => {
      const campaign = await reminders.send(requireUser(request), request.body);
      return reply.status(201).send({ campaign });
    },
  );
}
