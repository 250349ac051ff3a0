import pg from 'pg';

/** Connections to one database by application_name (each instance sets PGAPPNAME), sampled over a run. */
export type ConnectionSample = Map<string, { total: number; active: number }>;

/**
 * Samples pg_stat_activity for `databaseName` every `intervalMs` on a connection of its own (not
 * counted): the most connections each application held at once, and how many were running a
 * statement at that moment.
 */
export async function sampleConnections(serverUrl: string, databaseName: string, intervalMs = 500) {
  const client = new pg.Client({ connectionString: serverUrl, application_name: 'pathwise-bench-sampler' });
  await client.connect();
  const peak = new Map<string, { total: number; active: number }>();
  let peakAll = 0;
  let last: ConnectionSample = new Map();
  const sample = async () => {
    const { rows } = await client.query<{ app: string; total: string; active: string }>(
      `select coalesce(nullif(application_name, ''), '(unnamed)') as app, count(*) as total,
              count(*) filter (where state = 'active') as active
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1 order by 1`,
      [databaseName],
    );
    last = new Map(rows.map((r) => [r.app, { total: Number(r.total), active: Number(r.active) }]));
    let all = 0;
    for (const [app, now] of last) {
      all += now.total;
      const before = peak.get(app) ?? { total: 0, active: 0 };
      peak.set(app, {
        total: Math.max(before.total, now.total),
        active: Math.max(before.active, now.active),
      });
    }
    peakAll = Math.max(peakAll, all);
  };
  let running = sample();
  const timer = setInterval(() => {
    running = running.then(sample).catch(() => {});
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running.catch(() => {});
      await sample().catch(() => {});
      await client.end();
      return { peak, peakAll, last };
    },
  };
}
