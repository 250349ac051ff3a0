import {
  ConnectivityTestResultSchema,
  I18nStatusSchema,
  MessageSchema,
  SaveSettingBodySchema,
  SETTING_DEFINITIONS,
  SettingKeyParamsSchema,
  SettingSchema,
  SettingsListSchema,
} from '@pathwise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { createConnectivityTester } from './connectivity.ts';
import type { SettingsService } from './settings.service.ts';

export type SettingsRoutesOptions = {
  settings: SettingsService;
  config: Config;
};

const SettingResponseSchema = z.object({ setting: SettingSchema });
const security = [{ bearerAuth: [] }];

export async function settingsRoutes(app: FastifyInstance, opts: SettingsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = opts;
  const connectivity = createConnectivityTester({ settings, config: opts.config, logger: app.log });
  const admin = { auth: 'admin' } as const;
  // Each test is a real call that may cost money (the Resend one sends an e-mail): keep clicks bounded.
  const testConfig = { auth: 'admin', rateLimit: { max: 20, timeWindow: '1 minute' } } as const;

  api.get(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags: ['settings'],
        summary: 'List the stored settings (secrets show hasValue, never their value)',
        security,
        response: { 200: SettingsListSchema },
      },
    },
    async () => ({ settings: await settings.list() }),
  );

  api.post(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags: ['settings'],
        summary: 'Create or replace a setting; secrets are encrypted at rest',
        description: `Keys: ${Object.keys(SETTING_DEFINITIONS).join(', ')}. A stored, active setting overrides the environment.`,
        security,
        body: SaveSettingBodySchema,
        response: { 200: SettingResponseSchema, 201: SettingResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { setting, created } = await settings.upsert(request.body, actor, request.ip);
      return reply.status(created ? 201 : 200).send({ setting });
    },
  );

  api.delete(
    '/admin/settings/:key',
    {
      config: admin,
      schema: {
        tags: ['settings'],
        summary: 'Delete a stored setting (the environment value, if any, applies again)',
        security,
        params: SettingKeyParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      await settings.remove(request.params.key, actor, request.ip);
      return { message: `Setting ${request.params.key} deleted` };
    },
  );

  const testSchema = (summary: string) => ({
    tags: ['settings'],
    summary,
    security,
    response: { 200: ConnectivityTestResultSchema },
  });

  api.post(
    '/admin/settings/test-openai',
    { config: testConfig, schema: testSchema('Check the AI provider: list models with the effective key') },
    async () => connectivity.testOpenAI(),
  );

  api.post(
    '/admin/settings/test-resend',
    {
      config: testConfig,
      schema: testSchema('Check Resend: send a test e-mail to the requesting administrator'),
    },
    async (request) => connectivity.testResend(requireUser(request).email),
  );

  api.post(
    '/admin/settings/test-razorpay',
    { config: testConfig, schema: testSchema('Check Razorpay: list one order with the effective key pair') },
    async () => connectivity.testRazorpay(),
  );

  api.get(
    '/admin/i18n-status',
    {
      config: admin,
      schema: {
        tags: ['settings'],
        summary: 'Whether the language selector is enabled',
        security,
        response: { 200: I18nStatusSchema },
      },
    },
    async () => ({ i18nEnabled: await settings.isI18nEnabled() }),
  );
}
