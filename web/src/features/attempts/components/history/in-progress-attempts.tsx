import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import type { HistoryItem } from '../../api/get-user-history';
import { HistorySection } from './history-section';

type InProgressAttemptsProps = {
  /** Where an unfinished profiler is picked up again (/assessment/{assessmentId}). */
  resumeHref: (assessmentId: string) => string;
};

function percentOf(item: HistoryItem): number {
  if (item.questionCount === 0) return 0;
  return Math.min(100, Math.round((item.answeredCount / item.questionCount) * 100));
}

/** "Continue where you left off": unfinished attempts with how far each got. Nothing when there are none. */
export function InProgressAttempts({ resumeHref }: InProgressAttemptsProps) {
  const { t } = useTranslation();
  return (
    <HistorySection
      status="in_progress"
      headingId="in-progress-heading"
      title={t('attemptHistory.inProgress.title')}
      loadFailed={t('attemptHistory.inProgress.loadFailed')}
    >
      {(items) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => {
            const percent = percentOf(item);
            const titleId = `in-progress-${item.attemptId}`;
            return (
              <li key={item.attemptId}>
                <article
                  aria-labelledby={titleId}
                  className="flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)"
                >
                  <h3 id={titleId} className="font-semibold leading-snug text-slate-900">
                    {item.assessmentTitle}
                  </h3>
                  <p className="mt-1 text-xs text-slate-500">
                    {t('attemptHistory.inProgress.started', { date: formatDate(item.startedAt) })}
                  </p>
                  <div className="mt-auto pt-4">
                    <div
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      aria-label={t('attemptHistory.inProgress.progressLabel', {
                        title: item.assessmentTitle,
                      })}
                      aria-valuetext={t('attemptHistory.inProgress.answered', {
                        answered: item.answeredCount,
                        total: item.questionCount,
                      })}
                      className="h-2 overflow-hidden rounded-full bg-slate-100"
                    >
                      <div
                        className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
                        style={{ width: `${percent}%` }}
                      />
                    </div>
                    <div className="mt-3 flex items-center justify-between gap-3">
                      <p className="text-xs text-slate-600">
                        {t('attemptHistory.inProgress.answered', {
                          answered: item.answeredCount,
                          total: item.questionCount,
                        })}
                        <span className="text-slate-400"> · {percent}%</span>
                      </p>
                      <Link
                        to={resumeHref(item.assessmentId)}
                        className={buttonClassName({ size: 'sm', variant: 'primary' })}
                      >
                        {t('attemptHistory.inProgress.resume')}
                        <span className="sr-only">: {item.assessmentTitle}</span>
                        <ArrowRight aria-hidden />
                      </Link>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </HistorySection>
  );
}
