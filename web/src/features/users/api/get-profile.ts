import type { User } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { userKeys } from './keys';

export async function getProfile(signal?: AbortSignal): Promise<User> {
  const body = await api.get<{ user: User }>('/user/profile', { signal, silent: true });
  return body.user;
}

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
  });

function isSameUser(a: User, b: User): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.email === b.email &&
    a.role === b.role &&
    a.emailVerified === b.emailVerified &&
    a.createdAt === b.createdAt
  );
}

/** The signed-in person's profile; keeps the stored user (header, guards) in step with it. */
export function useProfile() {
  const { user, updateUser } = useAuth();
  const query = useQuery(getProfileQueryOptions());
  const profile = query.data;
  useEffect(() => {
    if (profile && user && !isSameUser(profile, user)) updateUser(profile);
  }, [profile, user, updateUser]);
  return query;
}
