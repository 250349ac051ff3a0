import { describe, expect, it, vi } from 'vitest';

describe('zod-config', () => {
  it('turns on jitless in the config zod reads, when it runs before zod loads', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('./zod-config');
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
  });
});
