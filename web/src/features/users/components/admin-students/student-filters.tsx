import {
  STUDENT_ACTIVITY_FILTERS,
  STUDENT_ATTEMPT_FILTERS,
  STUDENT_COMPLETENESS_FILTERS,
} from '@pathwise/contract';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedFilterText } from '@/lib/use-debounced-filter-text';
import {
  type AdminStudentsFilters,
  EMPTY_ADMIN_STUDENTS_FILTERS,
  hasStudentFilters,
  SEARCH_MAX,
} from '../../api/admin-students-filters';
import type { StudentProfilerOption } from '../../api/admin-students-list';

export const STUDENT_SEARCH_DEBOUNCE_MS = 300;

type StudentFiltersProps = {
  filters: AdminStudentsFilters;
  onChange: (filters: AdminStudentsFilters) => void;
  profilers: readonly StudentProfilerOption[];
};

/** Search by name or e-mail, profiler, profile completeness, activity and attempts. */
export function StudentFilters({ filters, onChange, profilers }: StudentFiltersProps) {
  const { t } = useTranslation();
  const ids = {
    search: useId(),
    profiler: useId(),
    completeness: useId(),
    activity: useId(),
    attempts: useId(),
  };

  // The box answers each key press; the address (and the request) follow once typing pauses.
  const [search, setSearch] = useDebouncedFilterText(
    filters.search,
    (search) => onChange({ ...filters, search }),
    STUDENT_SEARCH_DEBOUNCE_MS,
  );

  const set = (patch: Partial<AdminStudentsFilters>) => onChange({ ...filters, ...patch });
  const selectedProfilerMissing =
    filters.assessmentId !== '' && !profilers.some((profiler) => profiler.id === filters.assessmentId);
  const labelClass = 'mb-1.5 block text-sm font-medium text-slate-700';

  return (
    <div className="space-y-3" data-testid="student-filters">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
        <div className="col-span-2">
          <label htmlFor={ids.search} className={labelClass}>
            {t('adminStudents.filters.searchLabel')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={ids.search}
              type="search"
              className="pl-9"
              value={search}
              maxLength={SEARCH_MAX}
              placeholder={t('adminStudents.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={ids.profiler} className={labelClass}>
            {t('adminStudents.filters.profilerLabel')}
          </label>
          <Select
            id={ids.profiler}
            value={filters.assessmentId}
            onChange={(event) => set({ assessmentId: event.target.value })}
          >
            <option value="">{t('adminStudents.filters.allProfilers')}</option>
            {selectedProfilerMissing ? (
              <option value={filters.assessmentId}>{t('adminStudents.filters.otherProfiler')}</option>
            ) : null}
            {profilers.map((profiler) => (
              <option key={profiler.id} value={profiler.id}>
                {profiler.title}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.completeness} className={labelClass}>
            {t('adminStudents.filters.completenessLabel')}
          </label>
          <Select
            id={ids.completeness}
            value={filters.completeness}
            onChange={(event) =>
              set({ completeness: event.target.value as AdminStudentsFilters['completeness'] })
            }
          >
            {STUDENT_COMPLETENESS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adminStudents.filters.completeness.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.activity} className={labelClass}>
            {t('adminStudents.filters.activityLabel')}
          </label>
          <Select
            id={ids.activity}
            value={filters.activity}
            onChange={(event) => set({ activity: event.target.value as AdminStudentsFilters['activity'] })}
          >
            {STUDENT_ACTIVITY_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adminStudents.filters.activity.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={ids.attempts} className={labelClass}>
            {t('adminStudents.filters.attemptsLabel')}
          </label>
          <Select
            id={ids.attempts}
            value={filters.attempts}
            onChange={(event) => set({ attempts: event.target.value as AdminStudentsFilters['attempts'] })}
          >
            {STUDENT_ATTEMPT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adminStudents.filters.attempts.${value}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {hasStudentFilters(filters) ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_ADMIN_STUDENTS_FILTERS)}>
            <X aria-hidden />
            {t('adminStudents.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
