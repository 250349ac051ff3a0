import { createTransport, type TransportConfig } from 'nodemailer';
import { MailDeliveryError, type MailProvider } from './mail-provider.ts';

/**
 * Any SMTP server through nodemailer, configured by one URL:
 * smtps://user:pass@smtp.example.com:465 (implicit TLS) or smtp://user:pass@host:587 (STARTTLS).
 * Resend's SMTP relay is host smtp.resend.com, user `resend`, password = the API key.
 */
export type SmtpOptions =
  | { url: string; timeoutMs?: number }
  /** Any nodemailer transport configuration, e.g. `{ jsonTransport: true }` in tests. */
  | { transport: TransportConfig };

type SmtpError = Error & { code?: string; responseCode?: number; command?: string };

/** SMTP 4xx replies and connection problems are transient; 5xx replies and bad credentials are not. */
export function isSmtpRetryable(error: SmtpError): boolean {
  if (error.code === 'EAUTH' || error.code === 'EENVELOPE' || error.code === 'EMESSAGE') return false;
  if (typeof error.responseCode === 'number') return error.responseCode < 500;
  return true;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function createSmtpProvider(options: SmtpOptions): MailProvider {
  const timeoutMs = 'url' in options ? (options.timeoutMs ?? 15_000) : undefined;
  const transporter =
    'url' in options
      ? createTransport({
          url: options.url,
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
        })
      : createTransport(options.transport);
  // Resend's relay de-duplicates on this header like its HTTP API does on Idempotency-Key.
  const isResendRelay = 'url' in options && hostOf(options.url).endsWith('resend.com');

  return {
    name: 'smtp',
    async send(email) {
      try {
        const info = (await transporter.sendMail({
          from: email.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          headers: {
            ...email.headers,
            ...(isResendRelay ? { 'Resend-Idempotency-Key': email.idempotencyKey.slice(0, 256) } : {}),
          },
        })) as { messageId?: string };
        return { providerMessageId: info.messageId };
      } catch (error) {
        const smtpError = error as SmtpError;
        const detail = smtpError.message || 'unknown error';
        throw new MailDeliveryError(`SMTP delivery failed: ${detail}`, isSmtpRetryable(smtpError));
      }
    },
  };
}
