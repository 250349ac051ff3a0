import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDeliveryError } from './mail-provider.ts';
import { createSmtpProvider, isSmtpRetryable } from './smtp-provider.ts';

const email = {
  from: 'Pathwise <no-reply@pathwise.test>',
  to: 'ada@example.org',
  subject: 'Your code',
  text: 'Your code is 123456',
  html: '<p>123456</p>',
  idempotencyKey: 'otp:1',
};

describe('SMTP mail provider', () => {
  it('composes the message through nodemailer', async () => {
    const provider = createSmtpProvider({ transport: { jsonTransport: true } });
    expect(provider.name).toBe('smtp');
    const result = await provider.send(email);
    expect(result.providerMessageId).toMatch(/^<.+>$/);
  });

  it('classifies SMTP failures: 4xx and connection problems retry, 5xx and bad credentials do not', () => {
    const error = (fields: object) => Object.assign(new Error('x'), fields);
    expect(isSmtpRetryable(error({ responseCode: 451 }))).toBe(true);
    expect(isSmtpRetryable(error({ responseCode: 550 }))).toBe(false);
    expect(isSmtpRetryable(error({ code: 'EAUTH', responseCode: 535 }))).toBe(false);
    expect(isSmtpRetryable(error({ code: 'ECONNECTION' }))).toBe(true);
    expect(isSmtpRetryable(error({ code: 'ETIMEDOUT' }))).toBe(true);
  });

  describe('against a server that accepts the message', () => {
    let server: Server;
    let port = 0;
    const received: string[] = [];
    beforeAll(async () => {
      // The smallest SMTP dialogue that accepts one message and keeps what DATA carried.
      server = createServer((socket) => {
        let inData = false;
        let data = '';
        socket.write('220 stub ESMTP\r\n');
        socket.on('data', (chunk) => {
          if (inData) {
            data += chunk.toString();
            if (data.endsWith('\r\n.\r\n')) {
              inData = false;
              received.push(data);
              data = '';
              socket.write('250 queued as 1\r\n');
            }
            return;
          }
          for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
            if (/^(EHLO|HELO)/i.test(line)) socket.write('250 stub\r\n');
            else if (/^DATA/i.test(line)) {
              inData = true;
              socket.write('354 go on\r\n');
            } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
            else socket.write('250 ok\r\n');
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends the message’s extra headers (List-Unsubscribe, RFC 8058)', async () => {
      const provider = createSmtpProvider({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 2000 });
      await provider.send({
        ...email,
        headers: {
          'List-Unsubscribe': '<https://pathwise.test/api/notifications/unsubscribe/one-click?token=t>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect(received).toHaveLength(1);
      // Long header lines are folded (RFC 5322): unfold before reading them.
      const unfolded = received[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(unfolded).toContain(
        'List-Unsubscribe: <https://pathwise.test/api/notifications/unsubscribe/one-click?token=t>',
      );
      expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    });
  });

  describe('against a server that rejects the sender', () => {
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      // The smallest SMTP dialogue that ends in a permanent 550 for MAIL FROM.
      server = createServer((socket) => {
        socket.write('220 stub ESMTP\r\n');
        socket.on('data', (chunk) => {
          for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
            if (/^(EHLO|HELO)/i.test(line)) socket.write('250 stub\r\n');
            else if (/^MAIL FROM/i.test(line)) socket.write('550 5.7.1 Sender rejected\r\n');
            else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
            else socket.write('250 ok\r\n');
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('maps a 550 to a non-retryable delivery error', async () => {
      const provider = createSmtpProvider({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 2000 });
      const error = await provider.send(email).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as MailDeliveryError).retryable).toBe(false);
      expect((error as Error).message).toMatch(/^SMTP delivery failed: .*Sender rejected/);
    });

    it('maps a refused connection to a retryable delivery error', async () => {
      const provider = createSmtpProvider({ url: 'smtp://127.0.0.1:1', timeoutMs: 2000 });
      const error = await provider.send(email).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailDeliveryError);
      expect((error as MailDeliveryError).retryable).toBe(true);
    });
  });
});
