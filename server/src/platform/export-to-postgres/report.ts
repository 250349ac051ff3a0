import type { TableCount } from './export-to-postgres.ts';

/** Tables whose row counts differ between the embedded database and the target. */
export function mismatches(counts: TableCount[]): TableCount[] {
  return counts.filter((c) => c.source !== c.target);
}

/** A plain-text table: table, embedded rows, PostgreSQL rows, and a mark on any difference. */
export function formatCounts(counts: TableCount[]): string {
  const header = { table: 'table', source: 'embedded', target: 'postgresql' };
  const width = (pick: (c: TableCount) => string) =>
    Math.max(...[header, ...counts].map((c) => pick(c).length));
  const [w1, w2, w3] = [width((c) => c.table), width((c) => c.source), width((c) => c.target)];
  const line = (c: TableCount, mark: string) =>
    `${c.table.padEnd(w1)}  ${c.source.padStart(w2)}  ${c.target.padStart(w3)}${mark}`.trimEnd();
  return [
    line(header, ''),
    `${'-'.repeat(w1)}  ${'-'.repeat(w2)}  ${'-'.repeat(w3)}`,
    ...counts.map((c) => line(c, c.source === c.target ? '' : '  MISMATCH')),
  ].join('\n');
}

/**
 * The environment the PostgreSQL deployment needs: the database, and the secrets the embedded
 * install used (generated into data/secrets.json), without which encrypted settings and sessions
 * could not be read there.
 */
export function formatEnvironment(env: {
  databaseUrl: string;
  appSecret: string;
  jwtSecret: string;
}): string {
  return [
    `DATABASE_URL=${env.databaseUrl}`,
    `APP_SECRET=${env.appSecret}`,
    `JWT_SECRET=${env.jwtSecret}`,
  ].join('\n');
}
