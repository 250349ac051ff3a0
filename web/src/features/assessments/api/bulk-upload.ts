import {
  type BULK_UPLOAD_FORMATS,
  type BulkUploadResponse,
  BulkUploadResponseSchema,
  CSV_MEDIA_TYPE,
  type ResponseScale,
  type ScoringConvention,
  XLSX_MEDIA_TYPE,
} from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type BulkUploadFormat = (typeof BULK_UPLOAD_FORMATS)[number];

/** The item-bank options of the query string (contract BulkUploadQuerySchema; the profilers kind has none). */
export type ItemBankQuery = {
  title: string;
  description?: string;
  responseScale: ResponseScale;
  scoring: ScoringConvention;
  grouping: 'single' | 'by-scale';
  isFree: boolean;
  price?: number;
  currency?: string;
};

export type BulkUploadRequest = {
  file: File;
  format: BulkUploadFormat;
  dryRun: boolean;
} & ({ kind: 'profilers' } | { kind: 'item-bank'; options: ItemBankQuery });

const MEDIA_TYPES: Record<BulkUploadFormat, string> = { csv: CSV_MEDIA_TYPE, xlsx: XLSX_MEDIA_TYPE };

/**
 * Sends the file itself as the body. Its type is set from the format, since browsers label CSV
 * files inconsistently (Windows says application/vnd.ms-excel) and the server reads the header.
 * A failed import answers 422 with the same report as a success, so that report is returned.
 */
export async function uploadBulkFile(request: BulkUploadRequest): Promise<BulkUploadResponse> {
  const body = request.file.slice(0, request.file.size, MEDIA_TYPES[request.format]);
  const options = request.kind === 'item-bank' ? request.options : {};
  try {
    return await api.post<BulkUploadResponse>('/admin/bulk-upload', body, {
      params: { ...options, format: request.format, kind: request.kind, dryRun: request.dryRun },
      silent: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const report = BulkUploadResponseSchema.safeParse(error.body);
      if (report.success) return report.data;
    }
    throw error;
  }
}

export function useBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBulkFile,
    onSuccess: (report) => {
      if (report.created.length > 0) void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    },
  });
}
