import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useExportPayments } from '../../api/admin-export-payments';
import type { AdminPaymentsFilters } from '../../api/admin-filters';

/** Downloads the CSV of every order the current filters match (streamed by the server). */
export function ExportPaymentsButton({ filters }: { filters: AdminPaymentsFilters }) {
  const { t } = useTranslation();
  const exporter = useExportPayments();
  const save = () =>
    exporter.mutate(filters, {
      onSuccess: (fileName) => toast.success(t('adminPayments.export.done', { fileName })),
      onError: (error) => {
        const detail =
          error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined;
        toast.error(t('adminPayments.export.failed'), detail ? { description: detail } : undefined);
      },
    });
  return (
    <Button variant="outline" loading={exporter.isPending} onClick={save}>
      {exporter.isPending ? null : <Download aria-hidden />}
      {exporter.isPending ? t('adminPayments.export.busy') : t('adminPayments.export.label')}
    </Button>
  );
}
