import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { formatDate } from '@/lib/format';
import { useUserHistory } from '../../api/get-user-history';
import { HollandCode } from './holland-code';

type CompletedAttemptsProps = {
  /** The report of one attempt (/report/{attemptId}). */
  reportHref: (attemptId: string) => string;
};

/** "Your results": completed attempts, newest first, with their Holland code. Nothing when there are none. */
export function CompletedAttempts({ reportHref }: CompletedAttemptsProps) {
  const { t } = useTranslation();
  const history = useUserHistory('completed');
  const items = history.data?.pages.flatMap((page) => page.history) ?? [];

  if (history.isError && !history.data) {
    return (
      <LoadError onRetry={() => history.refetch()} icon={false}>
        {t('attemptHistory.results.loadFailed')}
      </LoadError>
    );
  }
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t('attemptHistory.results.title')}
      </h2>
      <Card>
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
        {history.hasNextPage ? (
          <div className="flex justify-center border-t border-slate-100 px-5 py-3">
            <Button
              variant="ghost"
              size="sm"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('attemptHistory.showMore')}
            </Button>
          </div>
        ) : null}
      </Card>
    </section>
  );
}
