import {
  AssessmentScreeningResponseSchema,
  CreateScreeningFieldBodySchema,
  IdParamsSchema,
  MessageSchema,
  SaveAssessmentScreeningBodySchema,
  ScreeningFieldListResponseSchema,
  ScreeningFieldResponseSchema,
  ToggleScreeningBodySchema,
  UpdateScreeningFieldBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createScreeningFieldsService } from './screening.profile-fields.service.ts';
import { createScreeningService } from './screening.profiler-questions.service.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

/** The global profile-screening form and each profiler's own screening questions. */
export async function screeningRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fields = createScreeningFieldsService(deps);
  const screenings = createScreeningService(deps);

  api.get(
    '/admin/screening-config',
    {
      config: admin,
      schema: {
        tags: ['screening'],
        summary: 'The profile-screening fields in order (the five built-in ones are created on first use)',
        security,
        response: { 200: ScreeningFieldListResponseSchema },
      },
    },
    async () => ({ fields: await fields.list() }),
  );

  api.post(
    '/admin/screening-config',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: ['screening'],
        summary: 'Add a profile-screening field (appended unless an order is given)',
        security,
        body: CreateScreeningFieldBodySchema,
        response: { 201: ScreeningFieldResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ field: await fields.create(request.body) }),
  );

  api.put(
    '/admin/screening-config/:id',
    {
      config: { ...admin, errors: [422] },
      schema: {
        tags: ['screening'],
        summary: 'Edit a profile-screening field (its key never changes; built-in fields keep their type)',
        security,
        params: IdParamsSchema,
        body: UpdateScreeningFieldBodySchema,
        response: { 200: ScreeningFieldResponseSchema },
      },
    },
    async (request) => ({ field: await fields.update(request.params.id, request.body) }),
  );

  api.delete(
    '/admin/screening-config/:id',
    {
      config: { ...admin, errors: [422] },
      schema: {
        tags: ['screening'],
        summary: 'Delete a custom profile-screening field (built-in ones can only be switched off)',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await fields.remove(request.params.id);
      return { message: 'Screening field deleted successfully!' };
    },
  );

  api.get(
    '/admin/assessments/:id/screening',
    {
      config: admin,
      schema: {
        tags: ['screening'],
        summary: "A profiler's screening questions and whether they are asked",
        security,
        params: IdParamsSchema,
        response: { 200: AssessmentScreeningResponseSchema },
      },
    },
    async (request) => screenings.get(request.params.id),
  );

  api.post(
    '/admin/assessments/:id/screening',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: ['screening'],
        summary: "Create a profiler's screening and switch it on",
        security,
        params: IdParamsSchema,
        body: SaveAssessmentScreeningBodySchema,
        response: { 201: AssessmentScreeningResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await screenings.create(request.params.id, request.body)),
  );

  api.put(
    '/admin/assessments/:id/screening',
    {
      config: admin,
      schema: {
        tags: ['screening'],
        summary: "Replace a profiler's screening title, description and questions",
        description: 'Questions sent with their id keep it; new ones get one.',
        security,
        params: IdParamsSchema,
        body: SaveAssessmentScreeningBodySchema,
        response: { 200: AssessmentScreeningResponseSchema },
      },
    },
    async (request) => screenings.replace(request.params.id, request.body),
  );

  api.delete(
    '/admin/assessments/:id/screening',
    {
      config: admin,
      schema: {
        tags: ['screening'],
        summary: "Delete a profiler's screening (and switch it off)",
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await screenings.remove(request.params.id);
      return { message: 'Screening deleted successfully!' };
    },
  );

  api.patch(
    '/admin/assessments/:id/screening/toggle',
    {
      config: { ...admin, errors: [422] },
      schema: {
        tags: ['screening'],
        summary: "Switch a profiler's screening on or off (on needs at least one question)",
        security,
        params: IdParamsSchema,
        body: ToggleScreeningBodySchema,
        response: { 200: AssessmentScreeningResponseSchema },
      },
    },
    async (request) => screenings.toggle(request.params.id, request.body.hasScreening),
  );
}
