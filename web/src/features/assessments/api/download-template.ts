import { useMutation } from '@tanstack/react-query';
import { createHttpError, createNetworkError } from '@/lib/api/api-error';
import { reportFailure } from '@/lib/api/error-feedback';
import { buildUrl } from '@/lib/api/request-url';
import { getAuth } from '@/lib/auth-storage';

export const BULK_UPLOAD_TEMPLATES = {
  profilersCsv: { path: '/admin/bulk-upload/template.csv', fileName: 'pathwise-bulk-upload-template.csv' },
  profilersXlsx: { path: '/admin/bulk-upload/template.xlsx', fileName: 'pathwise-bulk-upload-template.xlsx' },
  itemBankCsv: {
    path: '/admin/bulk-upload/item-bank-template.csv',
    fileName: 'pathwise-item-bank-template.csv',
  },
} as const;
export type BulkUploadTemplate = keyof typeof BULK_UPLOAD_TEMPLATES;

/** Hands the browser a file to save, through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download would find nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a template with the admin's token and saves it. The api client reads JSON answers only,
 * so files are fetched here; a failure still becomes the client's ApiError, with its session rules.
 */
export async function downloadTemplate(template: BulkUploadTemplate): Promise<void> {
  const { path, fileName } = BULK_UPLOAD_TEMPLATES[template];
  const { token } = getAuth();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, undefined), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch {
    throw createNetworkError();
  }
  if (!response.ok) {
    const error = createHttpError(response.status, await response.text());
    // A dead session logs out here as it would through the api client; the caller shows the rest.
    reportFailure(error, path, true);
    throw error;
  }
  saveBlob(await response.blob(), fileName);
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
