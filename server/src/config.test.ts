import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults for a zero-configuration start', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.MAIL_PROVIDER).toBe('outbox');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
  });

  it('refuses production without real secrets, and names every bad key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET and JWT_SECRET/);
    expect(() => loadConfig({ PORT: 'abc', MAIL_PROVIDER: 'pigeon' })).toThrow(/PORT[\s\S]*MAIL_PROVIDER/);
  });
});
