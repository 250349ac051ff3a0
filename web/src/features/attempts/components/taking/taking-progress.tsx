import { useTranslation } from 'react-i18next';
import type { FlowProgress } from '../../utils/question-flow';

type TakingProgressProps = { progress: FlowProgress; position: number; total: number };

/** Where the person is (question n of N) and how much is answered (count and percent). */
export function TakingProgress({ progress, position, total }: TakingProgressProps) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">
          {t('taking.progress.position', { current: position, total })}
        </span>
        <span className="text-slate-500">
          {t('taking.progress.answered', {
            answered: progress.answered,
            total: progress.total,
            percent: progress.percentage,
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('taking.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percentage}
        aria-valuetext={t('taking.progress.answered', {
          answered: progress.answered,
          total: progress.total,
          percent: progress.percentage,
        })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out"
          style={{ width: `${progress.percentage}%` }}
        />
      </div>
    </div>
  );
}
