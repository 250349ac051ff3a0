import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { formatBytes } from './file-checks';

/** The busy state while the server reads the file: which file, how big, and whether it is a check or an import. */
export function UploadProgress({ file, dryRun }: { file: File; dryRun: boolean }) {
  const { t } = useTranslation();
  const values = { name: file.name, size: formatBytes(file.size) };
  return (
    <div role="status" className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
        <Spinner />
        {dryRun ? t('bulkUpload.actions.checking', values) : t('bulkUpload.actions.importing', values)}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-brand-100" aria-hidden>
        <div className="h-full w-1/3 animate-progress rounded-full bg-brand-500" />
      </div>
      <p className="text-xs text-brand-700">{t('bulkUpload.actions.busyHint')}</p>
    </div>
  );
}
