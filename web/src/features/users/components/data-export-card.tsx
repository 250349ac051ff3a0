import { DATA_EXPORTS_PER_DAY, type DataExport } from '@pathwise/contract';
import { Check, FileArchive, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import {
  isInProgress,
  useDataExports,
  useDownloadDataExport,
  useRequestDataExport,
} from '../api/data-exports';

const DAY_MS = 24 * 60 * 60 * 1000;
const INCLUDED = ['account', 'attempts', 'reports', 'payments', 'notifications'] as const;

/** "1.2 MB", "840 kB" in the reader's language. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, bytes / 1000), 'kilobyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A ready export whose 24 hours are over reads as expired here too, before the server has dropped it. */
function effectiveStatus(item: DataExport, now: number): DataExport['status'] {
  if (item.status === 'ready' && item.expiresAt && Date.parse(item.expiresAt) <= now) return 'expired';
  return item.status;
}

/**
 * When the person may ask again, if they used their DATA_EXPORTS_PER_DAY in the last 24 hours (the
 * server's rule: failed builds do not count), else null. The server answers 429 anyway; this only
 * saves a refused click.
 */
function nextAllowedAt(exports: DataExport[], now: number): number | null {
  const counted = exports
    .filter((item) => item.status !== 'failed' && now - Date.parse(item.createdAt) < DAY_MS)
    .map((item) => Date.parse(item.createdAt))
    .sort((a, b) => b - a);
  if (counted.length < DATA_EXPORTS_PER_DAY) return null;
  return counted[DATA_EXPORTS_PER_DAY - 1]! + DAY_MS;
}

/**
 * /account#data-export: "Download my data" queues the server's export job, the card polls while it
 * is prepared, then offers the ZIP until it expires (24 h). The `data_export_ready` notification
 * links here.
 */
export function DataExportCard() {
  const { t, i18n } = useTranslation();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const now = Date.now();
  const latest = exports.data?.[0];
  const status = latest ? effectiveStatus(latest, now) : null;
  const preparing = isInProgress(latest);
  const limitUntil = exports.data ? nextAllowedAt(exports.data, now) : null;

  const requestButton = (
    <Button
      variant={status === 'ready' ? 'outline' : 'primary'}
      onClick={() => request.mutate()}
      loading={request.isPending}
      disabled={preparing || limitUntil !== null}
    >
      {request.isPending ? null : <FileArchive aria-hidden />}
      {request.isPending
        ? t('dataExport.requesting')
        : t(latest ? 'dataExport.requestAgain' : 'dataExport.request')}
    </Button>
  );

  let body: ReactNode;
  if (exports.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> {t('dataExport.loading')}
      </p>
    );
  } else if (exports.isError) {
    body = (
      <LoadError
        title={getErrorMessage(exports.error, t('dataExport.loadFailed'))}
        onRetry={() => exports.refetch()}
        retrying={exports.isRefetching}
      />
    );
  } else if (preparing) {
    body = (
      <Alert tone="info" title={t('dataExport.preparingTitle')}>
        <p>{t('dataExport.preparing')}</p>
        <div
          role="progressbar"
          aria-label={t('dataExport.preparingProgress')}
          aria-busy="true"
          className="mt-3 h-1.5 w-full overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full w-full animate-pulse rounded-full bg-brand-400 motion-reduce:animate-none" />
        </div>
      </Alert>
    );
  } else {
    body = (
      <div className="space-y-4">
        {status === 'ready' && latest ? (
          <div className="space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3.5 py-3">
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <Check className="size-4" aria-hidden />
              {t('dataExport.readyTitle')}
            </p>
            <Button
              onClick={() => download.mutate(latest.id)}
              loading={download.isPending}
              className="w-full sm:w-auto"
            >
              {download.isPending ? null : <FileDown aria-hidden />}
              {download.isPending
                ? t('dataExport.downloading')
                : t('dataExport.download', { size: formatFileSize(latest.bytes ?? 0, i18n.language) })}
            </Button>
            <p className="text-sm text-emerald-800">
              {t('dataExport.availableUntil', { date: formatDateTime(latest.expiresAt ?? '') })}
            </p>
          </div>
        ) : null}
        {status === 'expired' && latest ? (
          <p className="text-sm text-slate-600">
            {t('dataExport.expired', { date: formatDateTime(latest.expiresAt ?? latest.createdAt) })}
          </p>
        ) : null}
        {status === 'failed' ? (
          <Alert tone="error" title={t('dataExport.failedTitle')}>
            {t('dataExport.failed')}
          </Alert>
        ) : null}
        {download.isError ? (
          <Alert tone="error">{getErrorMessage(download.error, t('dataExport.downloadFailed'))}</Alert>
        ) : null}
        {request.isError ? (
          <Alert tone="error">{getErrorMessage(request.error, t('dataExport.requestFailed'))}</Alert>
        ) : limitUntil !== null ? (
          <Alert tone="info">
            {t('dataExport.limitReached', { count: DATA_EXPORTS_PER_DAY, date: formatDateTime(limitUntil) })}
          </Alert>
        ) : null}
        <div>{requestButton}</div>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileArchive className="size-5 text-slate-400" aria-hidden />
          {t('dataExport.title')}
        </CardTitle>
        <CardDescription>{t('dataExport.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 pt-3">
        <div>
          <h3 className="text-sm font-medium text-slate-900">{t('dataExport.includesTitle')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
            {INCLUDED.map((key) => (
              <li key={key}>{t(`dataExport.includes.${key}`)}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-500">
            {t('dataExport.format')} {t('dataExport.rules', { count: DATA_EXPORTS_PER_DAY })}
          </p>
        </div>
        {body}
      </CardContent>
    </Card>
  );
}
