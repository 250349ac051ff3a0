import {
  CreateTraitTypeBodySchema,
  IdParamsSchema,
  MessageSchema,
  TraitTypeListResponseSchema,
  TraitTypeResponseSchema,
  UpdateTraitTypeBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createTraitTypesService } from './traits.service.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;

export async function traitTypesRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const traitTypes = createTraitTypesService(deps);

  api.get(
    '/admin/trait-types',
    {
      config: admin,
      schema: {
        tags: ['trait-types'],
        summary: 'Built-in and custom trait types (custom ones with the number of questions using them)',
        security,
        response: { 200: TraitTypeListResponseSchema },
      },
    },
    async () => traitTypes.list(),
  );

  api.post(
    '/admin/trait-types',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: ['trait-types'],
        summary: 'Add a custom trait type (names are unique, ignoring case, and differ from built-in ones)',
        security,
        body: CreateTraitTypeBodySchema,
        response: { 201: TraitTypeResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ traitType: await traitTypes.create(request.body) }),
  );

  api.put(
    '/admin/trait-types/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: ['trait-types'],
        summary: 'Edit a custom trait type; a rename also renames it on questions and trait configurations',
        security,
        params: IdParamsSchema,
        body: UpdateTraitTypeBodySchema,
        response: { 200: TraitTypeResponseSchema },
      },
    },
    async (request) => ({ traitType: await traitTypes.update(request.params.id, request.body) }),
  );

  api.delete(
    '/admin/trait-types/:id',
    {
      config: { ...admin, errors: [409] },
      schema: {
        tags: ['trait-types'],
        summary: 'Delete a custom trait type that no question uses',
        security,
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await traitTypes.remove(request.params.id);
      return { message: 'Trait type deleted successfully!' };
    },
  );
}
