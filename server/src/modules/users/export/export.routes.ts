import {
  DATA_EXPORTS_PER_DAY,
  DataExportListSchema,
  DataExportResponseSchema,
  IdParamsSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../platform/auth-guard.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createDataExportService } from './export.service.ts';

const tags = ['users'];
const security = [{ bearerAuth: [] }];

export async function dataExportRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exports = createDataExportService(deps);

  r.post(
    '/user/data-exports',
    {
      config: { auth: 'user', errors: [409, 429] },
      schema: {
        tags,
        security,
        summary: `Ask for a ZIP of all your data (one at a time, ${DATA_EXPORTS_PER_DAY} in 24 hours); you are notified when it is ready`,
        response: { 202: DataExportResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await exports.request(requireUser(request).id);
      return reply.status(202).send({ export: created });
    },
  );

  r.get(
    '/user/data-exports',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Your data exports, newest first (at most 10)',
        response: { 200: DataExportListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { exports: await exports.list(requireUser(request).id) };
    },
  );

  r.get(
    '/user/data-exports/:id/download',
    {
      config: { auth: 'user', errors: [404, 409] },
      schema: {
        tags,
        security,
        summary: 'Download one of your data exports as a ZIP (for 24 hours after it is ready)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await exports.download(requireUser(request).id, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
