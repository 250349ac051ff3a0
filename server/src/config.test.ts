import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults for a zero-configuration start', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.MAIL_PROVIDER).toBe('outbox');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR.endsWith('/data')).toBe(true);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('derives PUBLIC_URL from PORT when it is not set, so the banner and e-mails name the real port', () => {
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4000');
  });

  it('keeps an explicit PUBLIC_URL whatever the port', () => {
    const config = loadConfig({ PORT: '4000', PUBLIC_URL: 'https://pathwise.example.org' });
    expect(config.PUBLIC_URL).toBe('https://pathwise.example.org');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('trusts X-Forwarded-For from any hop, from none, or from listed addresses and ranges only', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of [
      'yes',
      '10.0.0.0/33',
      '10.0.0.300',
      '10.0.0.0/8/1',
      'fd00::/129',
      '10.0.0.1,',
      'nginx',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads secrets from <NAME>_FILE, as Docker secrets are mounted, and says what is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    const secretFile = join(dir, 'jwt_secret');
    writeFileSync(secretFile, `${'j'.repeat(40)}\n`);
    const urlFile = join(dir, 'database_url');
    writeFileSync(urlFile, 'postgres://app:s3cret@db:5432/pathwise');
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'a'.repeat(40),
      JWT_SECRET_FILE: secretFile,
      DATABASE_URL_FILE: urlFile,
    });
    expect(config.jwtSecret).toBe('j'.repeat(40)); // the trailing line break is not part of it
    expect(config.DATABASE_URL).toBe('postgres://app:s3cret@db:5432/pathwise');

    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), JWT_SECRET_FILE: secretFile })).toThrow(
      /JWT_SECRET_FILE: set JWT_SECRET or JWT_SECRET_FILE, not both/,
    );
    expect(() => loadConfig({ APP_SECRET_FILE: join(dir, 'missing') })).toThrow(
      /APP_SECRET_FILE: cannot read .*missing \(ENOENT\)/,
    );
    // A file's value is validated like the variable's.
    const short = join(dir, 'short');
    writeFileSync(short, 'too short');
    expect(() => loadConfig({ APP_SECRET_FILE: short })).toThrow(/APP_SECRET/);
  });

  it('takes a PostgreSQL pool size, or leaves it to the machine when unset or empty', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).DATABASE_POOL_SIZE).toBe(8);
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuses production without real secrets, and names every bad key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET and JWT_SECRET/);
    expect(() => loadConfig({ PORT: 'abc', MAIL_PROVIDER: 'pigeon' })).toThrow(/PORT[\s\S]*MAIL_PROVIDER/);
  });
});
