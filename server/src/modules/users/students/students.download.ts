import type { Readable } from 'node:stream';
import type { StudentFilter } from '@pathwise/contract';
import { csvStream, inPages } from '../../../platform/csv-export.ts';
import type { ExportCell } from '../../../platform/export-cells.ts';
import { xlsxStream } from '../../../platform/xlsx-export.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { createStudentsService, type StudentRecord, studentPage, toStudentRow } from './students.service.ts';

/**
 * GET /admin/students/download: the filtered students as CSV or XLSX, read in keyset pages of
 * EXPORT_PAGE and streamed (constant memory whatever the selection); text cells formula-safe.
 */

export const EXPORT_PAGE = 500;

export const STUDENTS_EXPORT_HEADER = [
  'Name',
  'Email',
  'Joined',
  'Profile %',
  'Education',
  'Experience',
  'Age',
  'Attempts in progress',
  'Attempts completed',
  'Last active',
] as const;

export function createStudentsDownload(deps: ModuleDeps) {
  const { db, now } = deps;
  const students = createStudentsService(deps);

  return async function download(
    filter: StudentFilter,
    format: 'csv' | 'xlsx',
  ): Promise<{ stream: Readable; filename: string }> {
    const at = now();
    const fields = await students.activeFields();
    const rows = inPages<StudentRecord>(
      (after) =>
        studentPage(db, filter, at, after ? { key: after.cursorKey, id: after.id } : null, EXPORT_PAGE),
      EXPORT_PAGE,
    );
    async function* cells(): AsyncGenerator<ExportCell[]> {
      for await (const record of rows) {
        const row = toStudentRow(record, fields);
        yield [
          row.name,
          row.email,
          new Date(row.createdAt),
          row.profile?.percentage ?? null,
          row.profile?.educationLevel ?? null,
          row.profile?.experienceLevel ?? null,
          row.profile?.age ?? null,
          row.attempts.inProgress,
          row.attempts.completed,
          row.lastActiveAt ? new Date(row.lastActiveAt) : null,
        ];
      }
    }
    const filename = `students-${at.toISOString().slice(0, 10)}.${format}`;
    return {
      stream:
        format === 'csv'
          ? csvStream(STUDENTS_EXPORT_HEADER, cells())
          : xlsxStream('Students', STUDENTS_EXPORT_HEADER, cells()),
      filename,
    };
  };
}
