import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download-file';

export const BULK_UPLOAD_TEMPLATES = {
  profilersCsv: { path: '/admin/bulk-upload/template.csv', fileName: 'pathwise-bulk-upload-template.csv' },
  profilersXlsx: { path: '/admin/bulk-upload/template.xlsx', fileName: 'pathwise-bulk-upload-template.xlsx' },
  itemBankCsv: {
    path: '/admin/bulk-upload/item-bank-template.csv',
    fileName: 'pathwise-item-bank-template.csv',
  },
} as const;
export type BulkUploadTemplate = keyof typeof BULK_UPLOAD_TEMPLATES;

/** Fetches a template with the admin's token and saves it (the server names the same file). */
export async function downloadTemplate(template: BulkUploadTemplate): Promise<void> {
  const { path, fileName } = BULK_UPLOAD_TEMPLATES[template];
  await downloadFile({ path, fallbackName: fileName });
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate });
}
