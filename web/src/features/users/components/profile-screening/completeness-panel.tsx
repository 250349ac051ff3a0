import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CompletenessRing } from './completeness-ring';
import type { Completeness } from './screening-draft';

type CompletenessPanelProps = {
  completeness: Completeness;
  /** The saved profile is complete: recommendations are ready. */
  savedComplete: boolean;
  /** Where "See profilers picked for you" leads. */
  recommendationsHref: string;
  onJumpTo: (key: string) => void;
};

/** How much of the screening is answered, what is still needed, and where it leads. */
export function CompletenessPanel({
  completeness,
  savedComplete,
  recommendationsHref,
  onJumpTo,
}: CompletenessPanelProps) {
  const { t } = useTranslation();
  const { answered, total, percentage, missingRequired } = completeness;
  const answeredText = t('profileScreening.progress.answered', { answered, total });
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center gap-4">
        <CompletenessRing percentage={percentage} label={answeredText} />
        <div className="min-w-0">
          <p className="font-semibold text-balance text-slate-900">
            {completeness.isComplete ? (
              <>
                <CircleCheck className="mr-1 inline size-4 align-[-0.125em] text-emerald-600" aria-hidden />
                {t('profileScreening.progress.readyTitle')}
              </>
            ) : (
              t('profileScreening.progress.title')
            )}
          </p>
          <p className="text-sm text-slate-600" aria-live="polite">
            {answeredText}
          </p>
        </div>
      </div>

      {missingRequired.length > 0 ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('profileScreening.progress.stillNeeded')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5 lg:flex-col lg:items-start">
            {missingRequired.map((field) => (
              <li key={field.key}>
                <button
                  type="button"
                  onClick={() => onJumpTo(field.key)}
                  className="rounded-md text-left text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  {field.label}
                </button>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs leading-relaxed text-slate-500">
            {t('profileScreening.progress.whyRequired')}
          </p>
        </div>
      ) : null}

      {savedComplete ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <Link
            to={recommendationsHref}
            className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'w-full' })}
          >
            {t('profileScreening.nextStep.cta')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
