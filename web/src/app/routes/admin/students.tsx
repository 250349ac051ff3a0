import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import {
  type AdminStudentsFilters,
  studentFiltersFromSearchParams,
  writeStudentFilters,
} from '@/features/users/api/admin-students-filters';
import { DownloadStudentsButtons } from '@/features/users/components/admin-students/download-students-buttons';
import { StudentsConsole } from '@/features/users/components/admin-students/students-console';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /admin/students — the people who took profilers: profile completeness, attempts and activity,
 * filters kept in the address, reminders (one person or everyone filtered), deletion and downloads.
 */
export function AdminStudentsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.students.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => studentFiltersFromSearchParams(searchParams), [searchParams]);
  const changeFilters = useCallback(
    (next: AdminStudentsFilters) => setSearchParams((params) => writeStudentFilters(params, next)),
    [setSearchParams],
  );

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.students.title')}
        description={t('adminStudents.description')}
        actions={<DownloadStudentsButtons filters={filters} />}
      />
      <StudentsConsole filters={filters} onFiltersChange={changeFilters} />
    </div>
  );
}
