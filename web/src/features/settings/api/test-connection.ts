import type { ConnectivityTestResult } from '@pathwise/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CONNECTION_PROVIDERS = ['openai', 'resend', 'razorpay'] as const;
export type ConnectionProvider = (typeof CONNECTION_PROVIDERS)[number];

/** Always HTTP 200: `success` says whether the provider answered as expected. */
export function testConnection(provider: ConnectionProvider): Promise<ConnectivityTestResult> {
  return api.post<ConnectivityTestResult>(`/admin/settings/test-${provider}`, undefined, { silent: true });
}

export function useTestConnection(provider: ConnectionProvider) {
  return useMutation({
    mutationKey: ['admin', 'settings', 'test', provider],
    mutationFn: () => testConnection(provider),
  });
}
