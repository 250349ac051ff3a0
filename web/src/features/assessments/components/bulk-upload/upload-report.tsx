import type { BulkUploadResponse } from '@pathwise/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** What the server found: the summary of a clean file, every bad row of a wrong one, or what an import created. */
export function UploadReport({ report }: { report: BulkUploadResponse }) {
  const { t } = useTranslation();
  const title = !report.ok
    ? report.dryRun
      ? t('bulkUpload.report.errorsTitle')
      : t('bulkUpload.report.importFailedTitle')
    : report.dryRun
      ? t('bulkUpload.report.readyTitle')
      : t('bulkUpload.report.importedTitle');
  const figures = [
    { label: t('bulkUpload.report.rowsRead'), value: report.rowsRead },
    { label: t('bulkUpload.report.profilers'), value: report.summary.profilers },
    { label: t('bulkUpload.report.categories'), value: report.summary.categories },
    { label: t('bulkUpload.report.questions'), value: report.summary.questions },
    { label: t('bulkUpload.report.resultConfigs'), value: report.summary.resultConfigs },
  ];

  return (
    <div className="space-y-4" data-testid="bulk-upload-report">
      <Alert tone={report.ok ? 'success' : 'error'} title={title}>
        {report.message}
      </Alert>
      {report.ok ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg border border-slate-200 bg-white px-3 py-2.5">
              <dt className="text-xs text-slate-500">{figure.label}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                {figure.value.toLocaleString()}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <RowErrors report={report} />
      )}
      {report.created.length > 0 ? (
        <section aria-labelledby="bulk-upload-created" className="space-y-2">
          <h3 id="bulk-upload-created" className="text-sm font-semibold text-slate-900">
            {t('bulkUpload.report.created')}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {report.created.map((profiler) => (
              <li key={profiler.id}>
                <Link
                  to={paths.admin.questions.getHref(profiler.id)}
                  aria-label={t('bulkUpload.report.openQuestions', { title: profiler.title })}
                  className="flex items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span className="min-w-0 break-words">{profiler.title}</span>
                  <ArrowRight className="size-4 shrink-0" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">{t('bulkUpload.report.createdNext')}</p>
        </section>
      ) : null}
    </div>
  );
}

function RowErrors({ report }: { report: BulkUploadResponse }) {
  const { t } = useTranslation();
  if (report.errors.length === 0) return null;
  return (
    <div className="space-y-2">
      <div className="max-h-96 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t('bulkUpload.report.errorsCaption')}</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="w-20 px-3 py-2 font-medium">
                {t('bulkUpload.report.row')}
              </th>
              <th scope="col" className="w-40 px-3 py-2 font-medium">
                {t('bulkUpload.report.column')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('bulkUpload.report.reason')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {report.errors.map((error) => (
              <tr key={`${error.row}:${error.column ?? ''}:${error.message}`}>
                <td className="px-3 py-2 text-slate-900 tabular-nums">{error.row}</td>
                <td className="px-3 py-2 font-mono text-xs text-slate-700">
                  {error.column ?? t('bulkUpload.report.anyColumn')}
                </td>
                <td className="px-3 py-2 text-slate-700">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.errorCount > report.errors.length ? (
        <p className="text-xs text-slate-500">
          {t('bulkUpload.report.capped', {
            shown: report.errors.length.toLocaleString(),
            count: report.errorCount.toLocaleString(),
          })}
        </p>
      ) : null}
    </div>
  );
}
