import type { AdminResultRow } from '@pathwise/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { AiStatusById } from '../../api/admin-ai-analysis';
import { AiStatusBadge, AttemptStatusBadge, HollandCodeChip, QualityFlagBadges } from './result-badges';

/** How many category results a row shows before "+N more". */
const CATEGORY_PREVIEW = 3;

type ResultsListProps = {
  rows: readonly AdminResultRow[];
  /** Undefined while the batch of AI statuses is loading (or could not be read). */
  aiStatuses: AiStatusById | undefined;
  onOpen: (row: AdminResultRow) => void;
  busy?: boolean;
};

/** The attempts of one page: a table on wide screens (xl), cards below. Each opens the attempt. */
export function ResultsList({ rows, aiStatuses, onOpen, busy }: ResultsListProps) {
  const { t } = useTranslation();
  const aiStatusOf = (row: AdminResultRow) => (aiStatuses ? (aiStatuses[row.attemptId] ?? null) : undefined);
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-70 transition-opacity' : undefined}>
      <table className="hidden w-full text-left text-sm xl:table">
        <caption className="sr-only">{t('adminResults.table.caption')}</caption>
        <thead className="border-b border-slate-100 bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 pl-6 font-medium">
              {t('adminResults.table.person')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminResults.table.status')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminResults.table.dates')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminResults.table.hollandCode')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminResults.table.results')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminResults.table.quality')}
            </th>
            <th scope="col" className="py-2.5 pr-6 pl-3 font-medium">
              {t('adminResults.table.aiAnalysis')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.attemptId}
              data-testid={`result-row-${row.attemptId}`}
              className="cursor-pointer align-top transition-colors hover:bg-slate-50"
              onClick={() => onOpen(row)}
            >
              <td className="max-w-64 py-3 pr-3 pl-6">
                <button
                  type="button"
                  className="block max-w-full truncate rounded text-left font-medium text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                  aria-label={t('adminResults.table.open', { name: row.user.name })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                  }}
                >
                  {row.user.name}
                </button>
                <span className="block truncate text-xs text-slate-500">{row.user.email}</span>
              </td>
              <td className="px-3 py-3">
                <AttemptStatusBadge status={row.status} />
              </td>
              <td className="px-3 py-3 text-xs whitespace-nowrap text-slate-600">
                <Dates row={row} />
              </td>
              <td className="px-3 py-3">
                <HollandCodeChip code={row.hollandCode} />
              </td>
              <td className="px-3 py-3">
                <CategoryResults row={row} />
              </td>
              <td className="px-3 py-3">
                <QualityFlagBadges flags={row.qualityFlags} />
              </td>
              <td className="py-3 pr-6 pl-3">
                <AiStatusBadge status={aiStatusOf(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-slate-100 xl:hidden">
        {rows.map((row) => (
          <li key={row.attemptId} data-testid={`result-card-${row.attemptId}`}>
            <button
              type="button"
              className="flex w-full items-start gap-3 px-5 py-4 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6"
              aria-label={t('adminResults.table.open', { name: row.user.name })}
              onClick={() => onOpen(row)}
            >
              <span className="min-w-0 flex-1 space-y-2">
                <span className="block">
                  <span className="block truncate font-medium text-slate-900">{row.user.name}</span>
                  <span className="block truncate text-xs text-slate-500">{row.user.email}</span>
                </span>
                <span className="flex flex-wrap items-center gap-1.5">
                  <AttemptStatusBadge status={row.status} />
                  {row.hollandCode ? <HollandCodeChip code={row.hollandCode} /> : null}
                  <AiStatusBadge status={aiStatusOf(row)} />
                  {row.qualityFlags.length > 0 ? <QualityFlagBadges flags={row.qualityFlags} /> : null}
                </span>
                <span className="block text-xs text-slate-600">
                  <Dates row={row} />
                </span>
                {row.categoryResults.length > 0 ? (
                  <span className="block">
                    <CategoryResults row={row} />
                  </span>
                ) : null}
              </span>
              <ChevronRight className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Dates({ row }: { row: AdminResultRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block">
        {t('adminResults.dates.started', { date: formatDateTime(row.startedAt) })}
      </span>
      <span className={row.completedAt ? 'block' : 'block text-slate-400'}>
        {row.completedAt
          ? t('adminResults.dates.completed', { date: formatDateTime(row.completedAt) })
          : t('adminResults.dates.notCompleted')}
      </span>
    </>
  );
}

/** The sections that produced a result (an open-text section never does; the detail lists every one). */
function CategoryResults({ row }: { row: AdminResultRow }) {
  const { t } = useTranslation();
  const withResults = row.categoryResults.filter((result) => result.resultLabel !== null);
  if (withResults.length === 0) return <span className="text-sm text-slate-400">—</span>;
  const shown = withResults.slice(0, CATEGORY_PREVIEW);
  const more = withResults.length - shown.length;
  return (
    <span className="block space-y-0.5 text-xs">
      {shown.map((result, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: results have no id, titles may repeat, and the list never reorders.
        <span key={index} className="block max-w-72 truncate">
          <span className="text-slate-500">{result.title}: </span>
          <span className="font-medium text-slate-800">{result.resultLabel}</span>
        </span>
      ))}
      {more > 0 ? (
        <span className="block text-slate-500">{t('adminResults.moreResults', { count: more })}</span>
      ) : null}
    </span>
  );
}
