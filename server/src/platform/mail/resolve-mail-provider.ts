// PLACEHOLDER — replaced by the settings/mail module author.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { SettingsService } from '../../modules/settings/settings.service.ts';
import { createOutboxProvider } from './outbox-provider.ts';

export function createMailProviderResolver(deps: { config: Config; settings: SettingsService; logger: FastifyBaseLogger }) {
  const outbox = createOutboxProvider(deps.logger);
  return async () => ({ provider: outbox, from: deps.config.MAIL_FROM });
}
