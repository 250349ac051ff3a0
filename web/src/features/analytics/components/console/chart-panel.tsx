import { Download, Table2 } from 'lucide-react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type CsvTable, downloadCsv } from '../../utils/series-csv';
import type { ChartSeries } from '../charts/chart-colours';
import { AnalyticsPanel, type PanelEmpty, type PanelQuery } from './analytics-panel';
import { ScrollRegion } from './scroll-region';

export type ChartView = {
  /** One sentence saying what the chart shows (the figure's caption, read by screen readers). */
  summary: string;
  /** The lines or bars, for the legend above the chart. */
  legend?: readonly ChartSeries[];
  /** Figures shown above the chart and the table alike (a funnel's totals). */
  lead?: ReactNode;
  /** The drawing (a lazy chart module). */
  chart: ReactNode;
  /** A line under the chart (what it leaves out). */
  note?: ReactNode;
  /** The same data as a table. */
  table: ReactNode;
  /** The drawing's height (Tailwind class). */
  heightClassName?: string;
};

export type CsvDownload = { fileName: string; table: CsvTable };

type ChartPanelProps = {
  testId: string;
  title: string;
  description?: ReactNode;
  query: PanelQuery;
  hasData: boolean;
  empty?: PanelEmpty | null;
  view: () => ChartView;
  /** The series as CSV, built from the data on screen when the button is pressed. */
  csv?: () => CsvDownload;
  /** More controls beside the title (a currency choice). */
  controls?: ReactNode;
  className?: string;
};

/**
 * A chart in its panel, with "Show as table" (a toggle button, aria-pressed) that swaps the drawing
 * for an accessible table of the same data, and "Download CSV" for the series.
 */
export function ChartPanel({ testId, title, view, csv, controls, ...panel }: ChartPanelProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const [saving, setSaving] = useState(false);
  const captionId = useId();

  const download = async () => {
    if (!csv) return;
    setSaving(true);
    try {
      const { fileName, table } = csv();
      await downloadCsv(fileName, table);
      toast.success(t('adminAnalytics.panel.csvSaved', { name: fileName }));
    } catch {
      toast.error(t('adminAnalytics.panel.csvFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AnalyticsPanel
      testId={testId}
      title={title}
      {...panel}
      actions={
        <>
          {controls}
          <Button
            // Pressed reads as pressed: the brand tint, the same border so nothing moves.
            variant={asTable ? 'secondary' : 'outline'}
            className={asTable ? 'border border-brand-200' : undefined}
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            data-testid={`${testId}-table-toggle`}
          >
            <Table2 aria-hidden />
            {t('adminAnalytics.panel.showTable')}
          </Button>
          {csv ? (
            <Button
              variant="outline"
              size="sm"
              loading={saving}
              onClick={() => void download()}
              aria-label={t('adminAnalytics.panel.downloadCsvOf', { title })}
              data-testid={`${testId}-csv`}
            >
              {saving ? null : <Download aria-hidden />}
              {t('adminAnalytics.panel.downloadCsv')}
            </Button>
          ) : null}
        </>
      }
    >
      {() => {
        const { summary, legend, lead, chart, note, table, heightClassName = 'h-60' } = view();
        return (
          <figure className="m-0" aria-labelledby={captionId}>
            {lead}
            {asTable ? (
              <ScrollRegion label={title} className="max-h-80 rounded-lg border border-slate-200">
                {table}
              </ScrollRegion>
            ) : (
              <>
                {legend && legend.length > 1 ? <Legend series={legend} /> : null}
                {/* The drawing only: the caption says what it shows, the table gives every figure. */}
                <div className={cn('w-full', heightClassName)} aria-hidden data-testid={`${testId}-chart`}>
                  <Suspense fallback={<Skeleton className="size-full" />}>{chart}</Suspense>
                </div>
                {note}
              </>
            )}
            <figcaption id={captionId} className="mt-3 text-xs text-slate-500">
              {summary}
            </figcaption>
          </figure>
        );
      }}
    </AnalyticsPanel>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden>
      {series.map(({ key, label, colour }) => (
        <li key={key} className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ backgroundColor: colour }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
