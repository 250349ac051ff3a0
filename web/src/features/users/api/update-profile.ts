import type { UpdateProfileBody, User } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { userKeys } from './keys';

export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  const result = await api.put<{ user: User }>('/user/profile', body, { silent: true });
  return result.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.profile(), user);
      updateUser(user);
    },
  });
}
