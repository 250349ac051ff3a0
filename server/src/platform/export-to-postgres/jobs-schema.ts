import { getConstructionPlans } from 'pg-boss';
import { JOBS_SCHEMA } from '../jobs.ts';
import type { SqlClient } from './catalog.ts';

/** pg-boss's install metadata and its queue registry, which the copy handles here, not row by row. */
export const JOBS_QUEUE_TABLE = `${JOBS_SCHEMA}.queue`;
export const JOBS_VERSION_TABLE = `${JOBS_SCHEMA}.version`;

async function jobsSchemaVersion(db: SqlClient): Promise<number | null> {
  const { rows } = await db.query<{ installed: boolean }>(
    `select to_regclass('${JOBS_VERSION_TABLE}') is not null as installed`,
  );
  if (!rows[0]?.installed) return null;
  const version = await db.query<{ version: number }>(`select version from ${JOBS_VERSION_TABLE}`);
  return version.rows[0]?.version ?? null;
}

/**
 * Installs pg-boss's schema on the target with pg-boss's own construction SQL (the version this
 * server runs), unless a previous, interrupted export already did, and checks the embedded one is
 * at the same version so its rows fit.
 */
export async function installJobsSchema(source: SqlClient, target: SqlClient): Promise<void> {
  const sourceVersion = await jobsSchemaVersion(source);
  if (sourceVersion === null) return;
  if ((await jobsSchemaVersion(target)) === null) await target.query(getConstructionPlans(JOBS_SCHEMA));
  const targetVersion = await jobsSchemaVersion(target);
  if (targetVersion !== sourceVersion)
    throw new Error(
      `The embedded job queue schema is at pg-boss version ${sourceVersion}, this server's at ${targetVersion}. ` +
        'Start the server once on the embedded data (it upgrades the schema), stop it, and export again.',
    );
}

/**
 * Queues first: pg-boss's create_queue makes a partitioned queue's own job table (with its keys
 * and indexes), then each queue row is set to the embedded row verbatim (options, counters, times).
 * Dead-letter references between queues are set only once every queue exists.
 */
export async function copyQueues(source: SqlClient, target: SqlClient): Promise<void> {
  const { rows } = await source.query<{ queues: string | null; columns: string[] }>(
    `select (select json_agg(q)::text from ${JOBS_QUEUE_TABLE} q) as queues,
       array(select quote_ident(attname) from pg_attribute
             where attrelid = '${JOBS_QUEUE_TABLE}'::regclass and attnum > 0 and not attisdropped
               and attname <> 'name' order by attnum) as columns`,
  );
  const queues = rows[0]?.queues;
  const columns = rows[0]?.columns ?? [];
  if (!queues) return;
  await target.query(
    `select ${JOBS_SCHEMA}.create_queue(r.name, jsonb_build_object('partition', r.partition, 'policy', r.policy))
     from json_populate_recordset(null::${JOBS_QUEUE_TABLE}, $1::json) r`,
    [queues],
  );
  await target.query(
    `update ${JOBS_QUEUE_TABLE} q set (${columns.join(', ')}) = (${columns.map((c) => `r.${c}`).join(', ')})
     from json_populate_recordset(null::${JOBS_QUEUE_TABLE}, $1::json) r where q.name = r.name`,
    [queues],
  );
}
