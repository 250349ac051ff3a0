import { useMutation } from '@tanstack/react-query';
import { downloadFile, type FileRequest } from '@/lib/api/download-file';
import { type AdminPaymentsFilters, filterParams } from './admin-filters';

/** The streamed CSV of every order matching the filters (GET /payments/admin/export.csv). */
export function paymentsExportRequest(filters: AdminPaymentsFilters): FileRequest {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filterParams(filters))) {
    if (value !== undefined) params[key] = value;
  }
  return { path: '/payments/admin/export.csv', params, fallbackName: 'payments.csv' };
}

export function useExportPayments() {
  return useMutation({
    mutationFn: (filters: AdminPaymentsFilters) => downloadFile(paymentsExportRequest(filters)),
  });
}
