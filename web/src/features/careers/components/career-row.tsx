import type { CareerMatch } from '@pathwise/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AreaNames } from '../hooks/use-area-name';
import { useAreaName } from '../hooks/use-area-name';
import { highPointLetters } from '../utils/interest-scale';
import { toJobZone } from '../utils/job-zone';
import { FitBadge } from './fit-badge';

type CareerRowProps = {
  career: CareerMatch;
  areaNames?: AreaNames;
  onOpen: (career: CareerMatch, opener: HTMLButtonElement) => void;
};

/**
 * One matched occupation: title (the button that opens its details; the whole row answers a click),
 * fit in words, preparation level, its strongest interest areas named as on the report's bars, and
 * the start of its description.
 */
export function CareerRow({ career, areaNames, onOpen }: CareerRowProps) {
  const { t } = useTranslation();
  const areaName = useAreaName(areaNames);
  const areas = highPointLetters(career.highPointCode).map(areaName);
  return (
    <article className="relative flex gap-3 px-5 py-4 transition-colors hover:bg-slate-50 sm:px-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 className="text-base font-semibold text-slate-900">
            <button
              type="button"
              className="text-left after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500"
              aria-label={t('careers.list.open', { title: career.title })}
              onClick={(event) => onOpen(career, event.currentTarget)}
            >
              {career.title}
            </button>
          </h3>
          <FitBadge fit={career.fit} />
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
          <span>{t(`careers.jobZone.label.${toJobZone(career.jobZone)}`)}</span>
          {areas.length > 0 ? <span>{t('careers.list.highPoints', { areas: areas.join(', ') })}</span> : null}
        </p>
        {/* O*NET's own words, in English whatever the reader's language. */}
        <p lang="en" className="mt-1.5 line-clamp-2 text-sm text-slate-600">
          {career.description}
        </p>
      </div>
      <ChevronRight className="mt-1 size-5 shrink-0 self-center text-slate-400" aria-hidden />
    </article>
  );
}
