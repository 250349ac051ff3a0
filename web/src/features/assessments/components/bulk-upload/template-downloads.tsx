import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type BulkUploadTemplate, useDownloadTemplate } from '../../api/download-template';
import { toastFailure } from '../../utils/toast-failure';

const LABELS: Record<BulkUploadTemplate, string> = {
  profilersCsv: 'bulkUpload.templates.csv',
  profilersXlsx: 'bulkUpload.templates.xlsx',
  itemBankCsv: 'bulkUpload.templates.itemBank',
};

/** Buttons that save the given templates (each passes a check as it is). */
export function TemplateDownloads({ templates }: { templates: readonly BulkUploadTemplate[] }) {
  const { t } = useTranslation();
  const download = useDownloadTemplate();
  return (
    <div className="space-y-2">
      <div>
        <p className="text-sm font-medium text-slate-900">{t('bulkUpload.templates.title')}</p>
        <p className="text-xs text-slate-500">{t('bulkUpload.templates.description')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {templates.map((template) => (
          <Button
            key={template}
            variant="secondary"
            size="sm"
            loading={download.isPending && download.variables === template}
            disabled={download.isPending}
            onClick={() =>
              download.mutate(template, {
                onError: (error) => toastFailure(t('bulkUpload.templates.failed'), error),
              })
            }
          >
            {download.isPending && download.variables === template ? null : <Download aria-hidden />}
            {t(LABELS[template])}
          </Button>
        ))}
      </div>
    </div>
  );
}
