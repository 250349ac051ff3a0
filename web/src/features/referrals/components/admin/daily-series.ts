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
