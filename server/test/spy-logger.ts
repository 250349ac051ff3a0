import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';

/** A logger whose methods are spies, for services tested without an app (assert what they logged). */
export function spyLogger(): FastifyBaseLogger {
  const logger = {
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    debug: vi.fn(),
    trace: vi.fn(),
    fatal: vi.fn(),
    child: () => logger,
    level: 'silent',
  };
  return logger as unknown as FastifyBaseLogger;
}
