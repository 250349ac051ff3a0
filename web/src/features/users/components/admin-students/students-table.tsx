import type { AdminStudentRow } from '@pathwise/contract';
import { BellRing, ClipboardList, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format';
import { type ScreeningOptions, useScreeningOptions } from '../../api/get-screening-options';

export type StudentAction = 'results' | 'remind' | 'delete';

type StudentsTableProps = {
  rows: readonly AdminStudentRow[];
  onAction: (action: StudentAction, row: AdminStudentRow) => void;
  /** The student being deleted (their buttons wait). */
  busyId?: string | null;
  /** The next page or filter is loading. */
  busy?: boolean;
};

type OptionLabel = (field: string, value: string | null) => string | null;

/** The label a screening answer is shown with (its stored value when the option is gone). */
function optionLabeller(options: ScreeningOptions | undefined): OptionLabel {
  return (field, value) => {
    if (value === null) return null;
    const match = options?.fields
      .find((candidate) => candidate.key === field)
      ?.options?.find((option) => option.value === value);
    return match?.label ?? value;
  };
}

/** Profile completeness: a bar with the percentage, and the screening's education, experience and age. */
function ProfileCell({ row, label }: { row: AdminStudentRow; label: OptionLabel }) {
  const { t } = useTranslation();
  const { profile } = row;
  if (!profile) return <span className="text-sm text-slate-500">{t('adminStudents.list.noProfile')}</span>;
  const details = [
    label('educationLevel', profile.educationLevel),
    label('experienceLevel', profile.experienceLevel),
    profile.age === null ? null : t('adminStudents.list.age', { age: profile.age }),
  ].filter((part): part is string => Boolean(part));
  const percent = Math.max(0, Math.min(100, profile.percentage));
  return (
    <span className="block min-w-36 space-y-1">
      <span className="flex items-center gap-2">
        <span className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <span
            className={cn(
              'block h-full rounded-full',
              profile.isComplete ? 'bg-emerald-500' : 'bg-amber-500',
            )}
            style={{ width: `${percent}%` }}
          />
        </span>
        <span className="text-xs font-medium text-slate-700 tabular-nums">
          <span className="sr-only">{t('adminStudents.list.completeness')}: </span>
          {percent}%
        </span>
      </span>
      {details.length > 0 ? (
        <span className="block max-w-60 text-xs text-slate-500">{details.join(' · ')}</span>
      ) : null}
    </span>
  );
}

function AttemptsCell({ row }: { row: AdminStudentRow }) {
  const { t } = useTranslation();
  return (
    <span className="block text-sm whitespace-nowrap text-slate-700">
      <span className="block">{t('adminStudents.list.inProgress', { count: row.attempts.inProgress })}</span>
      <span className="block text-xs text-slate-500">
        {t('adminStudents.list.completed', { count: row.attempts.completed })}
      </span>
    </span>
  );
}

function lastActive(row: AdminStudentRow, never: string): string {
  return row.lastActiveAt ? formatDateTime(row.lastActiveAt) : never;
}

function RowActions({
  row,
  onAction,
  busy,
}: {
  row: AdminStudentRow;
  onAction: StudentsTableProps['onAction'];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const hasAttempts = row.attempts.inProgress + row.attempts.completed > 0;
  return (
    <span className="flex flex-wrap items-center gap-1.5 lg:flex-nowrap">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || !hasAttempts}
        aria-label={t('adminStudents.actions.resultsFor', { name: row.name })}
        onClick={() => onAction('results', row)}
      >
        <ClipboardList aria-hidden />
        {t('adminStudents.actions.results')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={t('adminStudents.actions.remindFor', { name: row.name })}
        onClick={() => onAction('remind', row)}
      >
        <BellRing aria-hidden />
        {t('adminStudents.actions.remind')}
      </Button>
      <Button
        variant="danger-outline"
        size="sm"
        loading={busy}
        aria-label={t('adminStudents.actions.deleteFor', { name: row.name })}
        onClick={() => onAction('delete', row)}
      >
        {busy ? null : <Trash2 aria-hidden />}
        {t('adminStudents.actions.delete')}
      </Button>
    </span>
  );
}

/** One page of students: a table on wide screens (lg), cards below. */
export function StudentsTable({ rows, onAction, busyId, busy }: StudentsTableProps) {
  const { t } = useTranslation();
  const never = t('adminStudents.list.never');
  const screening = useScreeningOptions();
  const label = optionLabeller(screening.data);
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-70 transition-opacity' : undefined}>
      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">{t('adminStudents.list.caption')}</caption>
        <thead className="border-b border-slate-100 bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 pl-6 font-medium">
              {t('adminStudents.list.student')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminStudents.list.joined')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminStudents.list.profile')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminStudents.list.attempts')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminStudents.list.lastActive')}
            </th>
            <th scope="col" className="py-2.5 pr-6 pl-3 font-medium">
              <span className="sr-only">{t('adminStudents.list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} data-testid={`student-row-${row.id}`} className="align-top">
              <td className="max-w-64 py-3 pr-3 pl-6">
                <span className="block truncate font-medium text-slate-900">{row.name}</span>
                <span className="block truncate text-xs text-slate-500">{row.email}</span>
              </td>
              <td className="px-3 py-3 text-xs whitespace-nowrap text-slate-600">
                {formatDate(row.createdAt)}
              </td>
              <td className="px-3 py-3">
                <ProfileCell row={row} label={label} />
              </td>
              <td className="px-3 py-3">
                <AttemptsCell row={row} />
              </td>
              <td className="px-3 py-3 text-xs text-slate-600">{lastActive(row, never)}</td>
              <td className="py-3 pr-6 pl-3">
                <RowActions row={row} onAction={onAction} busy={busyId === row.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="divide-y divide-slate-100 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} data-testid={`student-card-${row.id}`} className="space-y-3 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{row.name}</p>
              <p className="truncate text-xs text-slate-500">{row.email}</p>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <ProfileCell row={row} label={label} />
              <AttemptsCell row={row} />
            </div>
            <p className="text-xs text-slate-500">
              {t('adminStudents.list.joinedOn', { date: formatDate(row.createdAt) })}
              <span aria-hidden> · </span>
              {t('adminStudents.list.lastActiveOn', { date: lastActive(row, never) })}
            </p>
            <RowActions row={row} onAction={onAction} busy={busyId === row.id} />
          </li>
        ))}
      </ul>
    </div>
  );
}
