import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { COMMON_PASSWORD_MESSAGE } from '@pathwise/contract';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('admin CLI', () => {
  it.each(['create-admin', 'reset-password'])(
    '%s refuses a common password before opening the database',
    (command) => {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', command, '--email', 'boss@example.test', '--password', 'iloveyou'],
        {
          cwd: serverDir,
          encoding: 'utf8',
          env: {
            ...process.env,
            // The test runner's NODE_OPTIONS name files relative to the repository root.
            NODE_OPTIONS: '',
            DATA_DIR: 'memory://',
            NODE_ENV: 'test',
          },
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`--password: ${COMMON_PASSWORD_MESSAGE}`);
    },
  );
});

describe('admin CLI export-to-postgres', () => {
  it.each([[[]], [['--to', 'mysql://root@localhost/pathwise']]])(
    'asks for a PostgreSQL URL before touching the data folder (%j)',
    (args) => {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'export-to-postgres', ...args],
        {
          cwd: serverDir,
          encoding: 'utf8',
          env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: 'memory://', NODE_ENV: 'test' },
        },
      );
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('--to: give the PostgreSQL database URL');
    },
  );
});
