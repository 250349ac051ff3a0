import { describe, expect, it } from 'vitest';
import { type StartFacts, startBanner } from './start-banner.ts';

const facts: StartFacts = {
  url: 'http://localhost:4000',
  database: { kind: 'pglite', dataDir: '/srv/pathwise/data' },
  admin: { email: 'admin@pathwise.local', password: 'e4WiVGtEN5VNI4r6' },
  mailProvider: 'outbox',
  isProduction: false,
};

describe('the start banner', () => {
  it('on a first start: the address, the data folder, the administrator with the password shown once, and where codes appear', () => {
    expect(startBanner(facts)).toBe(
      [
        '',
        '  Pathwise is running at http://localhost:4000',
        '',
        '  database       embedded PGlite in /srv/pathwise/data',
        '  administrator  admin@pathwise.local',
        '  password       e4WiVGtEN5VNI4r6',
        '                 (created on this first start and shown once: change it under Profile Settings)',
        '  e-mail         outbox: nothing is sent; each one-time code (sign-up, password reset) is',
        '                 printed below on its own line starting with ✉',
        '                 (every message: GET /api/admin/mail/outbox as an administrator)',
        '',
        '',
      ].join('\n'),
    );
  });

  it('on a later start names the administrator without a password', () => {
    const banner = startBanner({ ...facts, admin: { email: 'owner@example.org' } });
    expect(banner).toContain('  administrator  owner@example.org\n');
    expect(banner).not.toMatch(/\n {2}password /);
  });

  it('says how to create an administrator when there is none (SKIP_SEED)', () => {
    expect(startBanner({ ...facts, admin: null })).toContain(
      'administrator  none yet: npm run admin -- create-admin --email E --password P',
    );
  });

  it('in production promises no code in the log, and names a real provider when one is used', () => {
    const production = startBanner({ ...facts, isProduction: true, database: { kind: 'postgres' } });
    expect(production).toContain('database       PostgreSQL (DATABASE_URL)');
    expect(production).toContain('no codes in production');
    expect(production).not.toContain('✉');
    expect(startBanner({ ...facts, mailProvider: 'resend' })).toContain(
      'e-mail         sent through Resend\n',
    );
    expect(startBanner({ ...facts, mailProvider: 'smtp' })).toContain('e-mail         sent through SMTP\n');
  });
});
