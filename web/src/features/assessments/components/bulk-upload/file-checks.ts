import { BULK_UPLOAD_MAX_BYTES } from '@pathwise/contract';
import type { BulkUploadFormat } from '../../api/bulk-upload';

export type FileProblem = 'wrongType' | 'tooLarge' | 'empty';
export type FileCheck = { ok: true; format: BulkUploadFormat } | { ok: false; problem: FileProblem };

/** The format a file name claims (".csv" or ".xlsx", any case), or null. */
export function formatOfFile(name: string): BulkUploadFormat | null {
  const extension = /\.([^.]+)$/.exec(name.toLowerCase())?.[1];
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

/** The checks the server would make, made before a byte is sent: a known format, not empty, not over the limit. */
export function checkFile(file: File, formats: readonly BulkUploadFormat[]): FileCheck {
  const format = formatOfFile(file.name);
  if (!format || !formats.includes(format)) return { ok: false, problem: 'wrongType' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > BULK_UPLOAD_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  return { ok: true, format };
}

/** "512 B", "12.4 KB", "20 MB" (binary units, as the server's limit is counted). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${units[unit]}`;
}
