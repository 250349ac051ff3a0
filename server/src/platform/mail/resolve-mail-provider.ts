import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { SettingsService } from '../../modules/settings/settings.service.ts';
import type { FetchLike } from '../provider-http.ts';
import type { MailProvider } from './mail-provider.ts';
import { createOutboxProvider } from './outbox-provider.ts';
import { createResendProvider } from './resend-provider.ts';
import { createSmtpProvider } from './smtp-provider.ts';

export type MailProviderResolverDeps = {
  config: Config;
  settings: Pick<SettingsService, 'getEffective'>;
  logger: FastifyBaseLogger;
  fetch?: FetchLike;
  /** Where the outbox prints one-time code lines; default: standard output in development only. */
  printLine?: (line: string) => void;
};

const printToStandardOutput = (line: string) => {
  process.stdout.write(`${line}\n`);
};

export type ResolvedMailProvider = { provider: MailProvider; from: string };

/**
 * Chooses how the next e-mail leaves, at send time, so a provider switched in the console applies
 * without a restart: MAIL_PROVIDER (setting over env; default outbox) and MAIL_FROM. A provider that
 * lacks what it needs (Resend without a key, SMTP without SMTP_URL) falls back to the outbox with a
 * warning: the message stays readable by admins instead of being lost.
 */
export function createMailProviderResolver(
  deps: MailProviderResolverDeps,
): () => Promise<ResolvedMailProvider> {
  // Tests (NODE_ENV=test) keep their output clean; production never prints a code (logContent false).
  const outbox = createOutboxProvider(deps.logger, {
    logContent: !deps.config.isProduction,
    printLine: deps.printLine ?? (deps.config.NODE_ENV === 'development' ? printToStandardOutput : undefined),
  });
  // SMTP transports hold no connection between sends (no pool); one per URL is still cheaper to keep.
  let smtp: { url: string; provider: MailProvider } | undefined;

  return async function resolveMailProvider() {
    const [name, configuredFrom] = await Promise.all([
      deps.settings.getEffective('MAIL_PROVIDER'),
      deps.settings.getEffective('MAIL_FROM'),
    ]);
    const from = configuredFrom ?? deps.config.MAIL_FROM;

    switch (name ?? 'outbox') {
      case 'resend': {
        const apiKey = await deps.settings.getEffective('RESEND_API_KEY');
        if (!apiKey) {
          deps.logger.warn('MAIL_PROVIDER is resend but RESEND_API_KEY is not set; using the outbox instead');
          return { provider: outbox, from };
        }
        return {
          provider: createResendProvider({ apiKey, baseUrl: deps.config.RESEND_BASE_URL, fetch: deps.fetch }),
          from,
        };
      }
      case 'smtp': {
        const url = deps.config.SMTP_URL;
        if (!url) {
          deps.logger.warn('MAIL_PROVIDER is smtp but SMTP_URL is not set; using the outbox instead');
          return { provider: outbox, from };
        }
        if (smtp?.url !== url) smtp = { url, provider: createSmtpProvider({ url }) };
        return { provider: smtp.provider, from };
      }
      case 'outbox':
        return { provider: outbox, from };
      default:
        deps.logger.warn({ mailProvider: name }, 'unknown MAIL_PROVIDER; using the outbox instead');
        return { provider: outbox, from };
    }
  };
}
