import type { AdminStudentRow } from '@pathwise/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useAdminUser } from '../../api/admin-user-detail';

/** The results page of the attempt's profiler, with that attempt's panel open. */
export function attemptResultsHref(assessmentId: string, attemptId: string): string {
  return `${paths.admin.assessmentResults.getHref(assessmentId)}?attempt=${encodeURIComponent(attemptId)}`;
}

type StudentResultsDialogProps = { student: AdminStudentRow | null; onClose: () => void };

/** A student's attempts, each leading to the admin results of its profiler with the attempt open. */
export function StudentResultsDialog({ student, onClose }: StudentResultsDialogProps) {
  const { t } = useTranslation();
  // The person's detail (shared with the users console's drawer): its attempts, newest first.
  const detail = useAdminUser(student?.id ?? null);

  let body: React.ReactNode;
  if (detail.isPending) {
    body = (
      <div className="space-y-2" role="status" aria-busy aria-label={t('common.loading')}>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (detail.isError) {
    body = (
      <LoadError
        title={t('adminStudents.results.loadFailed')}
        onRetry={() => detail.refetch()}
        retrying={detail.isRefetching}
      >
        {getErrorMessage(detail.error, t('adminStudents.list.loadFailedHint'))}
      </LoadError>
    );
  } else if (detail.data.attempts.length === 0) {
    body = <p className="text-sm text-slate-600">{t('adminStudents.results.none')}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {detail.data.attempts.map((attempt) => (
          <li key={attempt.id}>
            <Link
              to={attemptResultsHref(attempt.assessmentId, attempt.id)}
              className="flex items-center gap-3 px-3.5 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{attempt.assessmentTitle}</span>
                <span className="block text-xs text-slate-500">
                  {attempt.completedAt
                    ? t('adminStudents.results.completedOn', { date: formatDate(attempt.completedAt) })
                    : t('adminStudents.results.startedOn', { date: formatDate(attempt.startedAt) })}
                </span>
              </span>
              <Badge tone={attempt.status === 'completed' ? 'success' : 'warning'}>
                {t(`adminStudents.results.status.${attempt.status}`)}
              </Badge>
              <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminStudents.results.title')}
      description={student ? t('adminStudents.results.description', { name: student.name }) : null}
    >
      {body}
    </Dialog>
  );
}
