import type { StudentProfile } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** The signed-in person's profile screening with its completeness (empty before the first save). */
export async function getStudentProfile(signal?: AbortSignal): Promise<StudentProfile> {
  const body = await api.get<{ profile: StudentProfile }>('/student/profile', { signal, silent: true });
  return body.profile;
}

export const getStudentProfileQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.studentProfile(),
    queryFn: ({ signal }) => getStudentProfile(signal),
  });

export function useStudentProfile() {
  return useQuery(getStudentProfileQueryOptions());
}
