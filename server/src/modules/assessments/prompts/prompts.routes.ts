import {
  ActivePromptResponseSchema,
  CreatePromptBodySchema,
  IdParamsSchema,
  MessageSchema,
  PlaceholderListResponseSchema,
  PROMPT_PLACEHOLDERS,
  PromptListResponseSchema,
  PromptOverviewQuerySchema,
  PromptOverviewResponseSchema,
  PromptParamsSchema,
  PromptResponseSchema,
  PromptTemplateParamsSchema,
  PromptTemplateResponseSchema,
  UpdatePromptBodySchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { createPromptsService } from './prompts.service.ts';
import { PROMPT_TEMPLATES } from './prompts.templates.ts';

const security = [{ bearerAuth: [] }];
const admin = { auth: 'admin' } as const;
const placeholders = Object.entries(PROMPT_PLACEHOLDERS).map(([name, description]) => ({
  name,
  description,
}));
const placeholderHelp = `Placeholders: ${Object.keys(PROMPT_PLACEHOLDERS)
  .map((name) => `{{${name}}}`)
  .join(', ')}; any other {{name}} is refused.`;

/** AI analysis prompts per profiler, the prompt-management overview, templates and placeholders. */
export async function promptsRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const prompts = createPromptsService(deps);

  api.get(
    '/admin/assessments/:id/prompts',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: "A profiler's AI prompts, newest version first",
        security,
        params: IdParamsSchema,
        response: { 200: PromptListResponseSchema },
      },
    },
    async (request) => ({ prompts: await prompts.list(request.params.id) }),
  );

  api.get(
    '/admin/assessments/:id/prompts/active',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: "A profiler's active AI prompt (null when none is active)",
        security,
        params: IdParamsSchema,
        response: { 200: ActivePromptResponseSchema },
      },
    },
    async (request) => ({ prompt: await prompts.findActive(request.params.id) }),
  );

  api.post(
    '/admin/assessments/:id/prompts',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: 'Add a prompt version; it becomes the active one',
        description: placeholderHelp,
        security,
        params: IdParamsSchema,
        body: CreatePromptBodySchema,
        response: { 201: PromptResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        prompt: await prompts.create(request.params.id, request.body),
        message: 'AI prompt created successfully!',
      }),
  );

  api.put(
    '/admin/assessments/:id/prompts/:promptId',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: "Edit a prompt's text or system prompt (an omitted field stays as it is)",
        description: placeholderHelp,
        security,
        params: PromptParamsSchema,
        body: UpdatePromptBodySchema,
        response: { 200: PromptResponseSchema },
      },
    },
    async (request) => ({
      prompt: await prompts.update(request.params.id, request.params.promptId, request.body),
      message: 'AI prompt updated successfully!',
    }),
  );

  api.patch(
    '/admin/assessments/:id/prompts/:promptId/toggle',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: 'Switch a prompt on (the others go off) or off',
        security,
        params: PromptParamsSchema,
        response: { 200: PromptResponseSchema },
      },
    },
    async (request) => {
      const prompt = await prompts.toggle(request.params.id, request.params.promptId);
      return {
        prompt,
        message: prompt.isActive
          ? 'AI prompt activated successfully!'
          : 'AI prompt deactivated successfully!',
      };
    },
  );

  api.delete(
    '/admin/assessments/:id/prompts/:promptId',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: 'Delete a prompt version',
        security,
        params: PromptParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await prompts.remove(request.params.id, request.params.promptId);
      return { message: 'AI prompt deleted successfully!' };
    },
  );

  api.get(
    '/admin/prompts',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: 'Every profiler with its prompt count and active prompt (search by title)',
        security,
        querystring: PromptOverviewQuerySchema,
        response: { 200: PromptOverviewResponseSchema },
      },
    },
    async (request) => prompts.overview(request.query),
  );

  api.get(
    '/admin/prompts/templates/:templateName',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: 'A default prompt template with its system prompt',
        security,
        params: PromptTemplateParamsSchema,
        response: { 200: PromptTemplateResponseSchema },
      },
    },
    async (request) => PROMPT_TEMPLATES[request.params.templateName],
  );

  api.get(
    '/admin/prompts/placeholders',
    {
      config: admin,
      schema: {
        tags: ['prompts'],
        summary: 'The placeholders prompt text may use, with what each is filled with',
        security,
        response: { 200: PlaceholderListResponseSchema },
      },
    },
    async () => ({ placeholders }),
  );
}
