import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download-file';

/** Saves the PDF receipt of one of the person's paid orders under the server's file name. */
export function downloadReceipt(orderId: string): Promise<string> {
  return downloadFile({
    path: `/payments/history/${encodeURIComponent(orderId)}/receipt.pdf`,
    fallbackName: 'pathwise-receipt.pdf',
  });
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
