export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers for the message (List-Unsubscribe, List-Unsubscribe-Post on notification e-mails). */
  headers?: Record<string, string>;
  /** Stable per message so a retried job never sends twice (Resend dedupes on it for 24 h). */
  idempotencyKey: string;
};

/** One way of delivering e-mail: the built-in outbox, Resend's HTTP API or SMTP. */
export type MailProvider = {
  readonly name: 'outbox' | 'resend' | 'smtp';
  send(email: OutgoingEmail): Promise<{ providerMessageId?: string }>;
};

/** A delivery failure; `retryable` false stops the job's retries (bad key, invalid address). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
