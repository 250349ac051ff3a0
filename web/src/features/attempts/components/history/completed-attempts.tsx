import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { HistorySection } from './history-section';
import { HollandCode } from './holland-code';

type CompletedAttemptsProps = {
  /** The report of one attempt (/report/{attemptId}). */
  reportHref: (attemptId: string) => string;
};

/** "Your results": completed attempts, newest first, with their Holland code. Nothing when there are none. */
export function CompletedAttempts({ reportHref }: CompletedAttemptsProps) {
  const { t } = useTranslation();
  return (
    <HistorySection
      status="completed"
      headingId="results-heading"
      title={t('attemptHistory.results.title')}
      loadFailed={t('attemptHistory.results.loadFailed')}
      card
    >
      {(items) => (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li
              key={item.attemptId}
              className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4 sm:px-6"
            >
              {item.hollandCode ? (
                <HollandCode code={item.hollandCode} className="shrink-0" />
              ) : (
                <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                  <FileText className="size-4" aria-hidden />
                </span>
              )}
              <div className="min-w-0 flex-1 basis-40">
                <h3 className="truncate font-medium text-slate-900">{item.assessmentTitle}</h3>
                <p className="text-xs text-slate-500">
                  {item.completedAt
                    ? t('attemptHistory.results.completed', { date: formatDate(item.completedAt) })
                    : null}
                </p>
              </div>
              <Link
                to={reportHref(item.attemptId)}
                className={buttonClassName({ size: 'sm', variant: 'outline', className: 'max-sm:w-full' })}
              >
                {t('attemptHistory.results.viewReport')}
                <span className="sr-only">: {item.assessmentTitle}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HistorySection>
  );
}
