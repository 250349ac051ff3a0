import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { ColumnGuide } from './column-guide';
import { TemplateDownloads } from './template-downloads';
import { UploadWorkflow } from './upload-workflow';

const PROFILERS = { kind: 'profilers' } as const;

/** Profilers from a CSV or XLSX file of questions. */
export function ProfilersUploadPanel() {
  const { t } = useTranslation();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardContent className="space-y-5">
          <p className="text-sm text-slate-600">{t('bulkUpload.intro.profilers')}</p>
          <UploadWorkflow kind={PROFILERS} />
        </CardContent>
      </Card>
      <div className="space-y-4">
        <Card>
          <CardContent>
            <TemplateDownloads templates={['profilersCsv', 'profilersXlsx']} />
          </CardContent>
        </Card>
        <ColumnGuide kind="profilers" />
      </div>
    </div>
  );
}
