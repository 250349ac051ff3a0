import type { AuthSession, LoginBody } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function login(body: LoginBody): Promise<AuthSession> {
  return api.post<AuthSession>('/auth/login', body, { silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
