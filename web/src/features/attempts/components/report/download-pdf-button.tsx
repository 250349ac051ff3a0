import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/api/download-file';
import { getErrorMessage } from '@/lib/errors';

/** Saves the report as a PDF drawn by the server (charts included), not the browser's print dialog. */
export function DownloadPdfButton({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () =>
      downloadFile({
        path: `/assessments/results/${encodeURIComponent(attemptId)}/pdf`,
        fallbackName: 'pathwise-report.pdf',
      }),
    onError: (error) => toast.error(getErrorMessage(error, t('report.pdf.failed'))),
  });
  return (
    <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
      {download.isPending ? null : <FileDown aria-hidden />}
      {download.isPending ? t('report.pdf.preparing') : t('report.pdf.download')}
    </Button>
  );
}
