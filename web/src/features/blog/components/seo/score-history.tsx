import type { SeoAnalysisWithHistory } from '@pathwise/contract';
import { seoScoreBand } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { BAND_COLOURS } from '../shared/seo-bands';

const WIDTH = 160;
const HEIGHT = 36;

/** The scores over time: a sparkline for the eye, and the last few analyses as a list for everyone. */
export function ScoreHistory({ history }: { history: SeoAnalysisWithHistory['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0) return null;
  // Newest first from the server; the line reads left (old) to right (new).
  const points = [...history].reverse();
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const coords = points.map(
    (point, index) => `${(index * step).toFixed(1)},${(HEIGHT - (point.score / 100) * HEIGHT).toFixed(1)}`,
  );
  const last = points.at(-1);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{t('adminBlog.seo.history')}</h3>
      {points.length > 1 ? (
        <svg
          width={WIDTH}
          height={HEIGHT}
          viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
          aria-hidden
          data-testid="seo-sparkline"
        >
          <polyline points={coords.join(' ')} fill="none" stroke="#94a3b8" strokeWidth={1.5} />
          {last ? (
            <circle
              cx={(points.length - 1) * step}
              cy={HEIGHT - (last.score / 100) * HEIGHT}
              r={3}
              fill={BAND_COLOURS[seoScoreBand(last.score)]}
            />
          ) : null}
        </svg>
      ) : null}
      <ol className="space-y-1 text-xs text-slate-600">
        {history.slice(0, 5).map((entry) => (
          <li key={entry.id} className="flex justify-between gap-3">
            <span>{formatDateTime(entry.createdAt)}</span>
            <span className="font-medium tabular-nums text-slate-800">{entry.score}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
