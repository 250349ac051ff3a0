import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The published instruments (`../shared/instruments` beside the repository) are test data, read
 * where they are and never copied in: INSTRUMENTS_DIR, else <repo>/../shared/instruments, else
 * /work/shared/instruments. Away from CI a checkout without them skips those suites; under CI
 * (CI=true) their absence is an error, so a moved folder can never turn the suites into silent skips.
 */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const INSTRUMENTS_DIR = [
  process.env.INSTRUMENTS_DIR,
  path.join(REPO_ROOT, '../shared/instruments'),
  '/work/shared/instruments',
].find((dir) => dir && existsSync(path.join(dir, 'ipip-big5-50.csv')));

if (!INSTRUMENTS_DIR && (process.env.CI === 'true' || process.env.CI === '1')) {
  throw new Error(
    'The published instruments were not found (set INSTRUMENTS_DIR or keep ../shared/instruments)',
  );
}

export function readInstrument(file: string): Buffer {
  if (!INSTRUMENTS_DIR) throw new Error('The published instruments are not available');
  return readFileSync(path.join(INSTRUMENTS_DIR, file));
}
