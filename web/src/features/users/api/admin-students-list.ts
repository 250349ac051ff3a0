import type { AdminStudentList, AssessmentListResponse } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type AdminStudentsFilters, studentFilterParams } from './admin-students-filters';
import { adminStudentKeys } from './admin-students-keys';

export const ADMIN_STUDENTS_PAGE_SIZE = 20;

/** One keyset page of students, newest first (GET /admin/students); `cursor` from the page before. */
export async function getAdminStudents(
  filters: AdminStudentsFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminStudentList> {
  return api.get<AdminStudentList>('/admin/students', {
    params: {
      ...studentFilterParams(filters),
      ...(cursor ? { cursor } : {}),
      limit: ADMIN_STUDENTS_PAGE_SIZE,
    },
    signal,
    silent: true,
  });
}

export const getAdminStudentsQueryOptions = (filters: AdminStudentsFilters, cursor: string | null) =>
  queryOptions({
    queryKey: adminStudentKeys.list(filters, cursor),
    queryFn: ({ signal }) => getAdminStudents(filters, cursor, signal),
    // Keeps the current page on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useAdminStudents(filters: AdminStudentsFilters, cursor: string | null) {
  return useQuery(getAdminStudentsQueryOptions(filters, cursor));
}

export type StudentProfilerOption = { id: string; title: string };
/** The most profilers the filter lists (the admin list's page limit). */
export const STUDENT_PROFILER_OPTION_LIMIT = 100;

/** Every profiler (active or not) for the profiler filter, by title (GET /admin/assessments). */
export async function getStudentProfilerOptions(signal?: AbortSignal): Promise<StudentProfilerOption[]> {
  const body = await api.get<AssessmentListResponse>('/admin/assessments', {
    params: { limit: STUDENT_PROFILER_OPTION_LIMIT },
    signal,
    silent: true,
  });
  return body.assessments
    .map(({ id, title }) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export function useStudentProfilerOptions() {
  return useQuery({
    queryKey: adminStudentKeys.profilerOptions(),
    queryFn: ({ signal }) => getStudentProfilerOptions(signal),
    staleTime: 5 * 60_000,
  });
}
