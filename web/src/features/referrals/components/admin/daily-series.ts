/**
 * The daily chart's series and colours, apart from the chart module so the section can name them
 * (legend, table) without pulling the chart library into its chunk. Tailwind's slate-400, brand-500
 * and emerald-500, as Recharts takes colours, not classes.
 */
export const SERIES_COLOURS = { invited: '#94a3b8', joined: '#0e8ee6', purchased: '#10b981' } as const;
export type DailySeries = keyof typeof SERIES_COLOURS;
export const DAILY_SERIES = Object.keys(SERIES_COLOURS) as DailySeries[];

/** Days are calendar days (UTC): formatted with `{ timeZone: 'UTC' }` from UTC midnight. */
export const UTC_DAY = { timeZone: 'UTC' } as const;
export const dayDate = (day: string) => `${day}T00:00:00.000Z`;

export type SeriesPoint = { day: string; invited: number; joined: number; purchased: number };

/** Up to this many days the chart draws one group of bars per day; beyond, one per week. */
export const MAX_DAILY_POINTS = 92;
/** The same on a phone's width, where a month of days would be bars a pixel or two wide. */
export const MAX_DAILY_POINTS_NARROW = 14;

/**
 * The points the chart and its table show: the days as they are, or (over a longer period) weeks of
 * seven days from the period's first day, each named by its first day.
 */
export function chartPoints(
  daily: readonly SeriesPoint[],
  maxDays = MAX_DAILY_POINTS,
): { unit: 'day' | 'week'; points: SeriesPoint[] } {
  if (daily.length <= maxDays) return { unit: 'day', points: [...daily] };
  const points: SeriesPoint[] = [];
  for (let start = 0; start < daily.length; start += 7) {
    const week = daily.slice(start, start + 7);
    points.push({
      day: week[0]?.day ?? '',
      invited: week.reduce((sum, day) => sum + day.invited, 0),
      joined: week.reduce((sum, day) => sum + day.joined, 0),
      purchased: week.reduce((sum, day) => sum + day.purchased, 0),
    });
  }
  return { unit: 'week', points };
}
