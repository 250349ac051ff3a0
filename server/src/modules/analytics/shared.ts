import {
  ANALYTICS_RANGE_DAYS,
  type AnalyticsBucket,
  type AnalyticsTimeRange,
  type AnalyticsWindow,
  bucketForRange,
  TimeZoneSchema,
} from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyticsSlots } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** What every analytics room shares. */

export const security = [{ bearerAuth: [] }];
/** Every analytics route is the admins' (the route table's sweep holds each to 401/403). */
export const adminOnly = { auth: 'admin' } as const;

/* ---- raw SQL ---- */

/** The rows of a hand-written statement (both drivers answer `{ rows }`). */
export async function sqlRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** count(*) and sum() arrive as bigint (a string on node-postgres); figures here fit a double. */
export const num = (value: unknown): number => Number(value ?? 0);

/**
 * Live accounts now: the slots rollup counts each live account once, by its sign-up slot (migration
 * 0017). A scalar subquery, so a statement with other figures reads it in the same round trip.
 */
export const liveAccounts = sql<number>`(select coalesce(sum(${analyticsSlots.signUps}), 0)::int from ${analyticsSlots})`;

/** part ÷ whole, or null when the whole is 0 (no rate to speak of). */
export const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** An instant as a timestamptz parameter. */
export const instant = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

/** `column` in [start, end): the half-open interval an index range scan reads. */
export const within = (column: SQL, period: Period): SQL =>
  sql`${column} >= ${instant(period.start)} and ${column} < ${instant(period.end)}`;

/* ---- the window ---- */

/** Instants bounding a run of local days: [start, end). */
export type Period = { start: Date; end: Date };

export type ResolvedWindow = {
  /** What the response carries. */
  window: AnalyticsWindow;
  timeZone: string;
  bucket: AnalyticsBucket;
  /** The range's local days, as instants: midnight of the first day to midnight after the last. */
  current: Period;
  /** The same number of local days just before. */
  previous: Period;
  /** `previous.start` to `current.end`: one scan reads both periods. */
  both: Period;
  /** The viewer's today: its local midnight to the next (the end of `current`). */
  today: Period;
  /** Series dates, oldest first: every local day, or every ISO week's Monday for 1y. */
  bucketDates: string[];
  /**
   * The instant each bucket starts, in step with `bucketDates` (the first is `current.start`: a
   * 1y range's first week is cut at the range's first day), for `bucketIndex`.
   */
  bucketStarts: Date[];
  now: Date;
};

const DAY_MS = 86_400_000;
/** The contract's words for an unknown zone, so the database's refusal reads as the schema's. */
const UNKNOWN_TIME_ZONE =
  TimeZoneSchema.safeParse('Unknown/Zone').error?.issues[0]?.message ?? 'Unknown time zone';
/** PostgreSQL's invalid_parameter_value: what `at time zone` raises for a zone it does not know. */
const PG_INVALID_PARAMETER_VALUE = '22023';

/** Calendar arithmetic on YYYY-MM-DD (no zone involved: a date is a date). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the ISO week `date` falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** Every bucket date from the one holding `from` to the one holding `to`. */
export function bucketDates(from: string, to: string, bucket: AnalyticsBucket): string[] {
  const step = bucket === 'week' ? 7 : 1;
  const dates: string[] = [];
  for (let date = bucket === 'week' ? mondayOf(from) : from; date <= to; date = addDays(date, step)) {
    dates.push(date);
  }
  return dates;
}

function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The local calendar days a range covers in the viewer's zone — [today − (N − 1), today] — and the
 * N days before, with the instants bounding them. PostgreSQL turns each local midnight into an
 * instant (`local_date::timestamp at time zone tz`), so a day of 23 or 25 hours around a DST change
 * is bounded by its real midnights. `now` is the caller's clock (deps.now), never the database's, so
 * a test can fix "today".
 */
export async function resolveWindow(
  db: DbOrTx,
  query: { timeRange: AnalyticsTimeRange; tz: string },
  now: Date,
): Promise<ResolvedWindow> {
  const days = ANALYTICS_RANGE_DAYS[query.timeRange];
  const tz = query.tz;
  const bucket = bucketForRange(query.timeRange);
  type Row = {
    today: string;
    start: unknown;
    todayStart: unknown;
    end: unknown;
    previousStart: unknown;
    bucketStarts: string;
  };
  let row: Row | undefined;
  try {
    [row] = await sqlRows<Row>(
      db,
      sql`with local as (select (${instant(now)} at time zone ${tz})::date as today)
          select to_char(today, 'YYYY-MM-DD') as "today",
                 extract(epoch from ((today - ${days - 1}::int)::timestamp at time zone ${tz})) * 1000 as "start",
                 extract(epoch from (today::timestamp at time zone ${tz})) * 1000 as "todayStart",
                 extract(epoch from ((today + 1)::timestamp at time zone ${tz})) * 1000 as "end",
                 extract(epoch from ((today - ${2 * days - 1}::int)::timestamp at time zone ${tz})) * 1000 as "previousStart",
                 (select string_agg((extract(epoch from (d::date::timestamp at time zone ${tz})) * 1000)::bigint::text, ',' order by d)
                  from generate_series(today - ${days - 1}::int, today, '1 day') as d
                  where d = today - ${days - 1}::int or ${bucket === 'day'} or extract(isodow from d) = 1
                 ) as "bucketStarts"
          from local`,
    );
  } catch (error) {
    // Intl and PostgreSQL may ship different tz databases: a name one knows and the other does not
    // is the caller's mistake (400), said as the schema says it.
    if (pgErrorCode(error) === PG_INVALID_PARAMETER_VALUE) {
      throw new AppError('VALIDATION_FAILED', `tz: ${UNKNOWN_TIME_ZONE}`);
    }
    throw error;
  }
  const today = row!.today;
  const current = { start: new Date(num(row!.start)), end: new Date(num(row!.end)) };
  const previous = { start: new Date(num(row!.previousStart)), end: current.start };
  const fromDate = addDays(today, -(days - 1));
  return {
    window: {
      timeRange: query.timeRange,
      timeZone: tz,
      bucket,
      fromDate,
      toDate: today,
      previousFromDate: addDays(today, -(2 * days - 1)),
      previousToDate: addDays(today, -days),
      generatedAt: now.toISOString(),
    },
    timeZone: tz,
    bucket,
    current,
    previous,
    both: { start: previous.start, end: current.end },
    today: { start: new Date(num(row!.todayStart)), end: current.end },
    bucketDates: bucketDates(fromDate, today, bucket),
    // Epoch milliseconds as text: a numeric[] would arrive unparsed on node-postgres.
    bucketStarts: row!.bucketStarts.split(',').map((ms) => new Date(num(ms))),
    now,
  };
}

/* ---- buckets ---- */

/**
 * Which bucket `column` falls in: 1 for the first of `bucketDates`, 2 for the second…, 0 before the
 * range (the previous period). A binary search of the buckets' start instants (width_bucket), so no
 * row is converted to local time: over a year of attempts that conversion was most of the cost.
 */
export function bucketIndex(column: SQL, w: ResolvedWindow): SQL {
  const starts = `{${w.bucketStarts.map((at) => at.toISOString()).join(',')}}`;
  return sql`width_bucket(${column}, ${starts}::timestamptz[])`;
}

/* ---- current vs previous, and per bucket, in one scan ---- */

/** The figures of one source: the two periods' totals and the current period's buckets. */
export type PeriodFigures<K extends string> = {
  current: Record<K, number>;
  previous: Record<K, number>;
  /** Bucket date → figures, only buckets the database had rows for: zero-fill from `bucketDates`. */
  buckets: Map<string, Record<K, number>>;
};

/**
 * Aggregates `measures` over `source` (a subquery with an `at` timestamptz column, already limited
 * to `w.both`), grouped three ways in one pass: the current period, the previous one, and each bucket
 * of the current one (GROUPING SETS; `grouping(day)` tells a period's total row from a bucket's).
 * Measures are aggregate SQL over the subquery's columns (as `g.<column>`), e.g. `count(*)` or
 * `count(distinct g.user_id)` — a distinct count is right per set, unlike a sum of buckets.
 */
export async function periodFigures<K extends string>(
  db: DbOrTx,
  w: ResolvedWindow,
  source: SQL,
  measures: Record<K, SQL>,
): Promise<PeriodFigures<K>> {
  const groups = await periodFiguresBy(db, w, source, measures, null);
  return groups.get('') ?? emptyFigures(Object.keys(measures) as K[]);
}

function emptyFigures<K extends string>(keys: K[]): PeriodFigures<K> {
  const zero = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  return { current: zero(), previous: zero(), buckets: new Map() };
}

/**
 * periodFigures per value of the subquery's column `by` (e.g. a currency), as a map from that value;
 * only values with rows in either period appear.
 */
export async function periodFiguresBy<K extends string>(
  db: DbOrTx,
  w: ResolvedWindow,
  source: SQL,
  measures: Record<K, SQL>,
  by: string | null,
): Promise<Map<string, PeriodFigures<K>>> {
  const keys = Object.keys(measures) as K[];
  const columns = sql.join(
    keys.map((key) => sql`(${measures[key]})::float8 as ${sql.identifier(key)}`),
    sql`, `,
  );
  const group = by ? sql`g.${sql.identifier(by)}` : sql`''`;
  const sets = by
    ? sql`(g.${sql.identifier(by)}, g.is_current), (g.${sql.identifier(by)}, g.is_current, g.day)`
    : sql`(g.is_current), (g.is_current, g.day)`;
  const rows = await sqlRows<Record<string, unknown>>(
    db,
    sql`select ${group}::text as "group", g.is_current as "isCurrent", g.day as "day",
               grouping(g.day) as "isTotal", ${columns}
        from (
          select b.*, b.bucket > 0 as is_current, b.bucket as day
          from (select e.*, ${bucketIndex(sql`e.at`, w)} as bucket from (${source}) e) b
        ) g
        group by grouping sets (${sets})`,
  );
  const pick = (row: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, num(row[key])])) as Record<K, number>;
  const groups = new Map<string, PeriodFigures<K>>();
  for (const row of rows) {
    const name = String(row.group);
    let figures = groups.get(name);
    if (!figures) {
      figures = emptyFigures(keys);
      groups.set(name, figures);
    }
    const isCurrent = row.isCurrent === true;
    if (num(row.isTotal) === 1) {
      figures[isCurrent ? 'current' : 'previous'] = pick(row);
    } else if (isCurrent) {
      figures.buckets.set(w.bucketDates[num(row.day) - 1]!, pick(row));
    }
  }
  return groups;
}

/* ---- the slots rollup ---- */

/** The slots' columns by the names the figures use. */
const SLOT_MEASURES = {
  signUps: 'sign_ups',
  verifiedSignUps: 'verified_sign_ups',
  attemptsStarted: 'attempts_started',
  startedAndCompleted: 'started_completed',
  attemptsCompleted: 'attempts_completed',
} as const;
type SlotMeasure = keyof typeof SLOT_MEASURES;

/**
 * The additive figures of both periods and every bucket, summed from analytics_slots (migration
 * 0017: per 15-minute UTC slot, kept by triggers; a slot lies wholly inside one local day of any
 * zone, so its start places it): at most 70,080 small rows for 1y and the year before, instead of
 * every account and attempt.
 * - signUps: accounts created then and not deleted since; verifiedSignUps: of those, confirmed;
 * - attemptsStarted, and of those startedAndCompleted (completed by now); attemptsCompleted: by
 *   completion time.
 */
export async function slotFigures(db: DbOrTx, w: ResolvedWindow): Promise<PeriodFigures<SlotMeasure>> {
  const keys = Object.keys(SLOT_MEASURES) as SlotMeasure[];
  // Sums add up, so one GROUP BY bucket is enough (bucket 0 is the previous period) and the
  // current period is the sum of its buckets: no GROUPING SETS, which distinct counts need.
  const rows = await sqlRows<Record<string, unknown>>(
    db,
    sql`select ${bucketIndex(sql`s.slot`, w)} as "bucket",
               ${sql.join(
                 keys.map(
                   (key) => sql`sum(s.${sql.identifier(SLOT_MEASURES[key])}) as ${sql.identifier(key)}`,
                 ),
                 sql`, `,
               )}
        from analytics_slots s where ${within(sql`s.slot`, w.both)}
        group by 1`,
  );
  const figures = emptyFigures(keys);
  for (const row of rows) {
    const bucket = num(row.bucket);
    const values = Object.fromEntries(keys.map((key) => [key, num(row[key])])) as Record<SlotMeasure, number>;
    if (bucket === 0) {
      figures.previous = values;
      continue;
    }
    figures.buckets.set(w.bucketDates[bucket - 1]!, values);
    for (const key of keys) figures.current[key] += values[key];
  }
  return figures;
}
