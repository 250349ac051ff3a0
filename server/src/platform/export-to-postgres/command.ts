import { resolveLocalSecrets } from '../../bootstrap.ts';
import type { Config } from '../../config.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { exportToPostgres, TargetNotEmptyError } from './export-to-postgres.ts';
import { formatCounts, formatEnvironment, mismatches } from './report.ts';

export type CommandResult = { ok: true } | { ok: false; message: string };

/** `npm run admin -- export-to-postgres --to <url>`: checks the input, runs the export, reports. */
export async function runExportCommand(
  config: Config,
  to: string | undefined,
  print: (line: string) => void,
): Promise<CommandResult> {
  if (!to || !/^postgres(ql)?:\/\//.test(to))
    return {
      ok: false,
      message: '--to: give the PostgreSQL database URL, postgres://user:password@host:5432/database',
    };
  if (config.DATA_DIR.startsWith('memory://'))
    return { ok: false, message: 'DATA_DIR is memory://: there is no embedded data folder to export.' };

  print(`Copying the embedded database in ${config.DATA_DIR} to ${redact(to)} …`);
  let counts: Awaited<ReturnType<typeof exportToPostgres>>;
  try {
    counts = await exportToPostgres({
      dataDir: config.DATA_DIR,
      targetUrl: to,
      log: (line) => print(`  ${line}`),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof TargetNotEmptyError)
      return { ok: false, message: error.message };
    return {
      ok: false,
      message:
        `The export failed: ${(error as Error).message}\nNo data was loaded, but the target may now hold ` +
        'the schema: drop the database, create it empty again and re-run.',
    };
  }
  print('');
  print(formatCounts(counts));
  const different = mismatches(counts);
  if (different.length > 0)
    return {
      ok: false,
      message:
        `Row counts differ for ${different.map((c) => c.table).join(', ')}. Do not switch to this database: ` +
        'drop it, create it empty again and re-run the export.',
    };

  // The secrets the embedded install used (data/secrets.json unless set in the environment);
  // DATABASE_URL is left out so they are resolved as the embedded server resolved them.
  const secrets = resolveLocalSecrets({ ...config, DATABASE_URL: undefined });
  print('');
  print('Every table matches. Start the server on PostgreSQL with these variables (keep them secret;');
  print('the secrets stay in data/secrets.json too, and encrypted settings need the same APP_SECRET):');
  print('');
  print(formatEnvironment({ databaseUrl: to, appSecret: secrets.appSecret, jwtSecret: secrets.jwtSecret }));
  print('');
  print('Keep the data folder as a backup until the PostgreSQL deployment has run for a while.');
  return { ok: true };
}

/** The URL without its password, for the progress line. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
