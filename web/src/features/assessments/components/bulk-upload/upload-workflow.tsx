import { BULK_UPLOAD_MAX_BYTES } from '@pathwise/contract';
import { FileSpreadsheet, SearchCheck, Upload, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/errors';
import type { BulkUploadFormat } from '../../api/bulk-upload';
import { toastFailure } from '../../utils/toast-failure';
import { formatBytes } from './file-checks';
import { FileDropZone } from './file-drop-zone';
import { UploadProgress } from './upload-progress';
import { UploadReport } from './upload-report';
import { type RejectedFile, type UploadKind, useUploadWorkflow } from './use-upload-workflow';

const FORMATS: readonly BulkUploadFormat[] = ['csv', 'xlsx'];

type UploadWorkflowProps = {
  /** What to upload, or null while the item-bank settings are not valid yet. */
  kind: UploadKind | null;
  /** Called instead of uploading when `kind` is null, so the settings can show their errors. */
  onInvalidSettings?: () => void;
};

/** Choose a file, check it (dry run), then import it — the flow both tabs share. */
export function UploadWorkflow({ kind, onInvalidSettings }: UploadWorkflowProps) {
  const { t } = useTranslation();
  const workflow = useUploadWorkflow(FORMATS);
  const { chosen, pending, report } = workflow;
  const importable = kind !== null && workflow.canImport(kind);

  const start = (dryRun: boolean) => {
    if (!kind) {
      onInvalidSettings?.();
      return;
    }
    const onError = (error: unknown) =>
      toastFailure(t(dryRun ? 'bulkUpload.toasts.checkFailed' : 'bulkUpload.toasts.importFailed'), error);
    if (dryRun) workflow.check(kind, { onError });
    else
      workflow.importFile(kind, {
        onError,
        onSuccess: (result) => {
          if (result.ok) toast.success(result.message);
        },
      });
  };

  return (
    <div className="space-y-4">
      <FileDropZone
        formats={FORMATS}
        onFile={workflow.chooseFile}
        disabled={pending !== null}
        hasFile={chosen !== null}
      />
      {workflow.rejected ? <RejectedFileAlert rejected={workflow.rejected} /> : null}
      {chosen ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5">
          <FileSpreadsheet className="size-5 shrink-0 text-emerald-600" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="text-xs text-slate-500">{t('bulkUpload.file.selected')}</p>
            <p className="truncate text-sm font-medium text-slate-900" data-testid="bulk-upload-chosen">
              {chosen.file.name}{' '}
              <span className="font-normal text-slate-500">· {formatBytes(chosen.file.size)}</span>
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('bulkUpload.file.remove')}
            disabled={pending !== null}
            onClick={workflow.clearFile}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant="outline"
          disabled={!chosen || pending !== null}
          loading={pending?.dryRun === true}
          onClick={() => start(true)}
        >
          {pending?.dryRun ? null : <SearchCheck aria-hidden />}
          {t('bulkUpload.actions.check')}
        </Button>
        <Button disabled={!importable} loading={pending?.dryRun === false} onClick={() => start(false)}>
          {pending?.dryRun === false ? null : <Upload aria-hidden />}
          {t('bulkUpload.actions.import')}
        </Button>
        {chosen && !importable && pending === null && !report?.created.length ? (
          <p className="text-xs text-slate-500">{t('bulkUpload.actions.importHint')}</p>
        ) : null}
      </div>
      {pending ? <UploadProgress file={pending.file} dryRun={pending.dryRun} /> : null}
      {workflow.failure && !pending ? (
        <Alert tone="error">{getErrorMessage(workflow.failure, t('errors.generic'))}</Alert>
      ) : null}
      {report && !pending ? <UploadReport report={report} /> : null}
    </div>
  );
}

function RejectedFileAlert({ rejected }: { rejected: RejectedFile }) {
  const { t } = useTranslation();
  const values = {
    name: rejected.name,
    size: formatBytes(rejected.size),
    max: formatBytes(BULK_UPLOAD_MAX_BYTES),
    formats: FORMATS.map((format) => format.toUpperCase()).join(' / '),
  };
  return <Alert tone="error">{t(`bulkUpload.file.${rejected.problem}`, values)}</Alert>;
}
