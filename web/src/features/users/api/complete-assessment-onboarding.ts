import type { User } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { userKeys } from './keys';

export async function completeAssessmentOnboarding(testAttemptId: string): Promise<User> {
  const result = await api.post<{ user: User }>(
    '/user/complete-assessment-onboarding',
    { testAttemptId },
    { silent: true },
  );
  return result.user;
}

/** Records that the first-report guide was read; the stored user learns it, so the guide stays closed. */
export function useCompleteAssessmentOnboarding() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: completeAssessmentOnboarding,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.profile(), user);
      updateUser(user);
    },
  });
}
