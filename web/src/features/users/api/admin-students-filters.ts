import {
  STUDENT_ACTIVITY_FILTERS,
  STUDENT_ATTEMPT_FILTERS,
  STUDENT_COMPLETENESS_FILTERS,
  type StudentFilter,
} from '@pathwise/contract';

/**
 * The students console's filters (contract StudentFilterSchema) as the page keeps them in the
 * address: '' for "any" search or profiler, so equal filters build equal query keys and URLs.
 */
export type StudentCompletenessFilter = (typeof STUDENT_COMPLETENESS_FILTERS)[number];
export type StudentActivityFilter = (typeof STUDENT_ACTIVITY_FILTERS)[number];
export type StudentAttemptsFilter = (typeof STUDENT_ATTEMPT_FILTERS)[number];

export type AdminStudentsFilters = {
  search: string;
  assessmentId: string;
  completeness: StudentCompletenessFilter;
  activity: StudentActivityFilter;
  attempts: StudentAttemptsFilter;
};

export const EMPTY_ADMIN_STUDENTS_FILTERS: AdminStudentsFilters = {
  search: '',
  assessmentId: '',
  completeness: 'all',
  activity: 'all',
  attempts: 'all',
};

export const SEARCH_MAX = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(values: readonly T[], value: string | null): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : (values[0] as T);
}

/** Reads the filters from the address; anything unreadable (a hand-edited link) counts as "any". */
export function studentFiltersFromSearchParams(params: URLSearchParams): AdminStudentsFilters {
  const assessmentId = params.get('assessmentId');
  return {
    search: (params.get('search') ?? '').slice(0, SEARCH_MAX),
    assessmentId: assessmentId && UUID.test(assessmentId) ? assessmentId : '',
    completeness: oneOf(STUDENT_COMPLETENESS_FILTERS, params.get('completeness')),
    activity: oneOf(STUDENT_ACTIVITY_FILTERS, params.get('activity')),
    attempts: oneOf(STUDENT_ATTEMPT_FILTERS, params.get('attempts')),
  };
}

/** Writes the filters into the address (only those set), keeping other parameters as they are. */
export function writeStudentFilters(params: URLSearchParams, filters: AdminStudentsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof AdminStudentsFilters, string> = {
    search: filters.search.trim(),
    assessmentId: filters.assessmentId,
    completeness: filters.completeness === 'all' ? '' : filters.completeness,
    activity: filters.activity === 'all' ? '' : filters.activity,
    attempts: filters.attempts === 'all' ? '' : filters.attempts,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filters as the API wants them (list query parameters, download, bulk reminder body). */
export function studentFilterOf(filters: AdminStudentsFilters): StudentFilter {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.assessmentId ? { assessmentId: filters.assessmentId } : {}),
    completeness: filters.completeness,
    activity: filters.activity,
    attempts: filters.attempts,
  };
}

/** The same as query parameters (strings only). */
export function studentFilterParams(filters: AdminStudentsFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(studentFilterOf(filters)).map(([key, value]) => [key, String(value)]),
  );
}

export function hasStudentFilters(filters: AdminStudentsFilters): boolean {
  return writeStudentFilters(new URLSearchParams(), filters).toString() !== '';
}
