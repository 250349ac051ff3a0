import type { RegisterBody } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function register(body: RegisterBody): Promise<{ message: string; email: string }> {
  return api.post<{ message: string; email: string }>('/auth/register', body, { silent: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
