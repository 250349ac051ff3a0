import type { StudentProfile, UpdateStudentProfileBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** Saves some or all of the profile screening; the server merges it and answers the whole profile. */
export async function updateStudentProfile(body: UpdateStudentProfileBody): Promise<StudentProfile> {
  const result = await api.put<{ profile: StudentProfile }>('/student/profile', body, { silent: true });
  return result.profile;
}

export function useUpdateStudentProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentProfile,
    onSuccess: (profile) => queryClient.setQueryData(userKeys.studentProfile(), profile),
  });
}
