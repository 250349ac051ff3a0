import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MainProcess, START_BANNER_END, startMainProcess } from '../test/main-process.ts';

/**
 * SIGTERM on the real server process (issue 18): a request in flight when the signal arrives
 * completes with 2xx, new connections are refused meanwhile, and the process exits 0 within
 * SHUTDOWN_TIMEOUT_SECONDS.
 */

const SHUTDOWN_TIMEOUT_SECONDS = 10;
let main: MainProcess;

beforeAll(async () => {
  main = await startMainProcess('drain', { SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS) });
  await main.waitForOutput(START_BANNER_END);
}, 120_000);

afterAll(() => main?.stop());

/** Opens a connection; resolves with the socket, or rejects with the connection error's code. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) => reject(new Error(error.code ?? error.message)));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful drain on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, and exits 0 within the bound', async () => {
    // A sign-up whose body arrives in two parts: the request is in flight (its body half read)
    // when the signal comes.
    const body = JSON.stringify({
      name: 'Drain Test',
      email: 'drain@example.com',
      password: 'a-Long-enough-passw0rd',
    });
    const socket = await connect(main.port);
    let response = '';
    socket.on('data', (chunk) => {
      response += String(chunk);
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${main.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await pause(300);

    const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
      main.server.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const signalled = Date.now();
    main.server.kill('SIGTERM');
    await main.waitForOutput(/shutting down: draining/, 10_000);
    await pause(300);

    // The listening socket is closed: a new connection is refused while the old one still runs.
    await expect(connect(main.port)).rejects.toThrow('ECONNREFUSED');
    expect(main.server.exitCode).toBe(null);

    socket.write(body.slice(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain('"email":"drain@example.com"');

    const { code, at } = await exit;
    expect(code, main.output().slice(-3000)).toBe(0);
    expect(at - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);
    expect(main.output()).toContain('"msg":"shut down"');
  }, 60_000);
});
