import type { AdminStudentRow } from '@pathwise/contract';
import { BellRing, ChevronLeft, ChevronRight, GraduationCap, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import {
  type AdminStudentsFilters,
  EMPTY_ADMIN_STUDENTS_FILTERS,
  hasStudentFilters,
} from '../../api/admin-students-filters';
import { useAdminStudents, useStudentProfilerOptions } from '../../api/admin-students-list';
import { BulkRemindDialog } from './bulk-remind-dialog';
import { DeleteStudentDialog } from './delete-student-dialog';
import { RemindStudentDialog } from './remind-student-dialog';
import { StudentFilters } from './student-filters';
import { StudentResultsDialog } from './student-results-dialog';
import { type StudentAction, StudentsTable } from './students-table';

type StudentsConsoleProps = {
  filters: AdminStudentsFilters;
  onFiltersChange: (filters: AdminStudentsFilters) => void;
};

/**
 * The cursors of the pages visited so far (null = the first page), for the filters they were
 * taken with: Next pushes the page's nextCursor, Previous pops; new filters start again.
 */
function useCursorStack(filters: AdminStudentsFilters) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<{ key: string; stack: (string | null)[] }>({ key, stack: [null] });
  const stack = state.key === key ? state.stack : [null];
  return {
    cursor: stack.at(-1) ?? null,
    page: stack.length,
    next: (cursor: string) => setState({ key, stack: [...stack, cursor] }),
    previous: () => setState({ key, stack: stack.length > 1 ? stack.slice(0, -1) : [null] }),
  };
}

/** Filters, the students page by page with their actions, and the bulk reminder. */
export function StudentsConsole({ filters, onFiltersChange }: StudentsConsoleProps) {
  const { t, i18n } = useTranslation();
  const paging = useCursorStack(filters);
  const list = useAdminStudents(filters, paging.cursor);
  const profilers = useStudentProfilerOptions();
  const filtered = hasStudentFilters(filters);
  const [open, setOpen] = useState<{ action: StudentAction; row: AdminStudentRow } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const total = list.data?.total ?? 0;
  const dialogRow = (action: StudentAction) => (open?.action === action ? open.row : null);

  // A page emptied meanwhile (deletions, activity moving people out of a filter) steps back.
  const emptiedPage =
    paging.page > 1 && !list.isPlaceholderData && list.data !== undefined && list.data.students.length === 0;
  const { previous } = paging;
  useEffect(() => {
    if (emptiedPage) previous();
  }, [emptiedPage, previous]);

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <ul
        className="divide-y divide-slate-100"
        role="status"
        aria-busy
        aria-label={t('adminStudents.list.loading')}
      >
        {[0, 1, 2, 3, 4].map((row) => (
          <li key={row} className="flex items-center gap-4 px-5 py-4 sm:px-6">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="hidden h-4 w-24 sm:block" />
            <Skeleton className="hidden h-8 w-48 lg:block" />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError && !list.data) {
    body = (
      <div className="p-5 sm:p-6">
        <LoadError
          title={t('adminStudents.list.loadFailed')}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        >
          {getErrorMessage(list.error, t('adminStudents.list.loadFailedHint'))}
        </LoadError>
      </div>
    );
  } else if (list.data.students.length === 0 && paging.page === 1) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t('adminStudents.empty.noMatchTitle')}
        description={t('adminStudents.empty.noMatchDescription')}
        action={
          <Button variant="outline" onClick={() => onFiltersChange(EMPTY_ADMIN_STUDENTS_FILTERS)}>
            {t('adminStudents.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={GraduationCap}
        title={t('adminStudents.empty.title')}
        description={t('adminStudents.empty.description')}
      />
    );
  } else {
    const nextCursor = list.data.nextCursor;
    const waiting = list.isPlaceholderData;
    body = (
      <>
        <StudentsTable
          rows={list.data.students}
          busy={waiting}
          busyId={deletingId}
          onAction={(action, row) => setOpen({ action, row })}
        />
        {paging.page > 1 || nextCursor ? (
          <nav
            aria-label={t('adminStudents.list.pagination')}
            className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:px-6"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={waiting || paging.page <= 1}
              onClick={paging.previous}
            >
              <ChevronLeft aria-hidden />
              {t('common.pagination.previous')}
            </Button>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('adminStudents.list.page', { page: paging.page })}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={waiting || !nextCursor}
              onClick={() => nextCursor && paging.next(nextCursor)}
            >
              {t('common.pagination.next')}
              <ChevronRight aria-hidden />
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <Card className="px-5 py-4 sm:px-6">
        <StudentFilters filters={filters} onChange={onFiltersChange} profilers={profilers.data ?? []} />
      </Card>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div>
            <h2 className="text-base font-semibold text-slate-900">{t('adminStudents.list.title')}</h2>
            {list.data ? (
              <p className="text-sm text-slate-500" aria-live="polite">
                {t(filtered ? 'adminStudents.list.countFiltered' : 'adminStudents.list.count', {
                  count: total,
                  formatted: number(total),
                })}
              </p>
            ) : null}
          </div>
          {total > 0 ? (
            <Button variant="secondary" onClick={() => setBulkOpen(true)}>
              <BellRing aria-hidden />
              {t('adminStudents.bulk.open', { count: total, formatted: number(total) })}
            </Button>
          ) : null}
        </div>
        {body}
      </Card>

      <StudentResultsDialog student={dialogRow('results')} onClose={() => setOpen(null)} />
      <RemindStudentDialog student={dialogRow('remind')} onClose={() => setOpen(null)} />
      <DeleteStudentDialog
        student={dialogRow('delete')}
        onClose={() => setOpen(null)}
        onBusyChange={setDeletingId}
      />
      <BulkRemindDialog open={bulkOpen} onClose={() => setBulkOpen(false)} filters={filters} total={total} />
    </div>
  );
}
