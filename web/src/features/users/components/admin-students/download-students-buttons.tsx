import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { type StudentsDownloadFormat, useDownloadStudents } from '../../api/admin-students-actions';
import type { AdminStudentsFilters } from '../../api/admin-students-filters';

const FORMATS: readonly StudentsDownloadFormat[] = ['csv', 'xlsx'];

/** Downloads every student the current filters match, as CSV or XLSX (streamed by the server). */
export function DownloadStudentsButtons({ filters }: { filters: AdminStudentsFilters }) {
  const { t } = useTranslation();
  const download = useDownloadStudents();
  const busyFormat = download.isPending ? download.variables?.format : undefined;
  const save = (format: StudentsDownloadFormat) =>
    download.mutate(
      { filters, format },
      {
        onSuccess: (fileName) => toast.success(t('adminStudents.download.done', { fileName })),
        onError: (error) => {
          const detail =
            error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined;
          toast.error(t('adminStudents.download.failed'), detail ? { description: detail } : undefined);
        },
      },
    );
  return (
    <>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="outline"
          loading={busyFormat === format}
          disabled={download.isPending && busyFormat !== format}
          onClick={() => save(format)}
        >
          {busyFormat === format ? null : <Download aria-hidden />}
          {busyFormat === format ? t('adminStudents.download.busy') : t(`adminStudents.download.${format}`)}
        </Button>
      ))}
    </>
  );
}
