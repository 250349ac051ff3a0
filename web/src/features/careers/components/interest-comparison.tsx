import type { RiasecProfile } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { type AreaNames, useAreaName } from '../hooks/use-area-name';
import { formatDecimal } from '../utils/format-decimal';
import { compareInterests } from '../utils/interest-scale';

type InterestComparisonProps = {
  person: RiasecProfile | null;
  occupation: RiasecProfile;
  areaNames?: AreaNames;
};

/**
 * Two bars per interest area — the person's and the occupation's — each as a share of its own scale
 * (the explanation says so), with a table of the same figures for screen readers.
 */
export function InterestComparison({ person, occupation, areaNames }: InterestComparisonProps) {
  const { t, i18n } = useTranslation();
  const areaName = useAreaName(areaNames);
  const rows = compareInterests(person, occupation);
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">{t('careers.detail.interestsScale')}</p>
      <div className="mb-3 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-5 rounded-full bg-brand-600" />
          {t('careers.detail.you')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-5 rounded-full border border-amber-700 bg-amber-100 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(180_83_9/0.45)_3px_5px)]" />
          {t('careers.detail.occupation')}
        </span>
      </div>
      <ul className="space-y-3" aria-hidden data-testid="interest-bars">
        {rows.map((row) => (
          <li key={row.letter}>
            <p className="mb-1 text-sm font-medium text-slate-800">{areaName(row.letter)}</p>
            <Bar label={t('careers.detail.you')} share={row.personShare} tone="person" />
            <Bar label={t('careers.detail.occupation')} share={row.occupationShare} tone="occupation" />
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>{t('careers.detail.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('careers.detail.area')}</th>
            <th scope="col">{t('careers.detail.yourScore')}</th>
            <th scope="col">{t('careers.detail.occupationScore')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.letter}>
              <th scope="row">{areaName(row.letter)}</th>
              <td>
                {row.person === null
                  ? t('careers.detail.noProfile')
                  : t('careers.detail.share', { value: row.person, share: row.personShare })}
              </td>
              <td>
                {t('careers.detail.share', {
                  value: formatDecimal(row.occupation, i18n.resolvedLanguage, 2),
                  share: row.occupationShare,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Bar({ label, share, tone }: { label: string; share: number | null; tone: 'person' | 'occupation' }) {
  return (
    <div className="flex items-center gap-2 text-xs">
      <span className="w-24 shrink-0 truncate text-slate-600 sm:w-28">{label}</span>
      <div className="relative h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
        {share === null ? null : (
          <div
            className={
              tone === 'person'
                ? 'h-full rounded-full bg-brand-600'
                : 'h-full rounded-full border border-amber-700 bg-amber-100 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(180_83_9/0.45)_3px_5px)]'
            }
            style={{ width: `${Math.max(share, 1.5)}%` }}
          />
        )}
      </div>
      <span className="w-10 shrink-0 text-right tabular-nums text-slate-700">
        {share === null ? '—' : `${share}%`}
      </span>
    </div>
  );
}
