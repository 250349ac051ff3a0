import { Calculator, FileSpreadsheet, FileText, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type AdminResultsFile, profilerFileRequest, useAdminDownload } from '../../api/admin-download';
import { useRecalculateProfiler } from '../../api/admin-recalculate';
import { toastFailure } from './toast-failure';

const FILES: { file: AdminResultsFile; label: string; icon: typeof FileText }[] = [
  { file: 'csv', label: 'adminResults.toolbar.downloadCsv', icon: FileText },
  { file: 'xlsx', label: 'adminResults.toolbar.downloadXlsx', icon: FileSpreadsheet },
  { file: 'allAnswers', label: 'adminResults.toolbar.downloadAllAnswers', icon: ListChecks },
];

/** The profiler-wide actions: the three exports (each with its own spinner) and Recalculate all. */
export function ResultsToolbar({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const download = useAdminDownload((file: AdminResultsFile) => profilerFileRequest(assessmentId, file));
  const recalculate = useRecalculateProfiler(assessmentId);
  const [confirming, setConfirming] = useState(false);

  const save = (file: AdminResultsFile) =>
    download.mutate(file, {
      onSuccess: (fileName) => toast.success(t('adminResults.toasts.downloaded', { fileName })),
      onError: (error) => toastFailure(t('adminResults.toasts.downloadFailed'), error),
    });

  const recalculateAll = () =>
    recalculate.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(result.message);
        setConfirming(false);
      },
      onError: (error) => {
        toastFailure(t('adminResults.toasts.recalculateFailed'), error);
        setConfirming(false);
      },
    });

  return (
    <>
      {FILES.map(({ file, label, icon: Icon }) => {
        const busy = download.isPending && download.variables === file;
        return (
          <Button
            key={file}
            variant="outline"
            size="sm"
            loading={busy}
            disabled={download.isPending}
            onClick={() => save(file)}
          >
            {busy ? null : <Icon aria-hidden />}
            {t(label)}
          </Button>
        );
      })}
      <Button size="sm" onClick={() => setConfirming(true)} loading={recalculate.isPending}>
        {recalculate.isPending ? null : <Calculator aria-hidden />}
        {t('adminResults.toolbar.recalculateAll')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title={t('adminResults.recalculateAll.title')}
        description={t('adminResults.recalculateAll.description')}
        confirmLabel={t('adminResults.recalculateAll.confirm')}
        busy={recalculate.isPending}
        onConfirm={recalculateAll}
      />
    </>
  );
}
