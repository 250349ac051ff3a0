/**
 * Series colours (Tailwind's brand-500, emerald-500, slate-400, amber-500, rose-400, brand-800), apart
 * from the chart modules so legends and tables can name them without the chart library. Recharts
 * takes colours, not classes.
 */
export const CHART_COLOURS = {
  brand: '#0e8ee6',
  emerald: '#10b981',
  slate: '#94a3b8',
  amber: '#f59e0b',
  rose: '#fb7185',
  navy: '#074c83',
} as const;

/** One line or bar group of a chart, its legend entry and its table column. */
export type ChartSeries = { key: string; label: string; colour: string };

/** A chart's data: one row per bucket (`date`), a value per series key (null: nothing to measure). */
export type ChartRow = { date: string } & Record<string, string | number | null>;
