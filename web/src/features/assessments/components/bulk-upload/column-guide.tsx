import { BULK_UPLOAD_COLUMNS, ITEM_BANK_COLUMNS, REQUIRED_BULK_UPLOAD_COLUMNS } from '@pathwise/contract';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const REQUIRED: ReadonlySet<string> = new Set(REQUIRED_BULK_UPLOAD_COLUMNS);

type ColumnGuideProps = { kind: 'profilers' | 'item-bank' };

/** What each column holds, folded away until asked for. */
export function ColumnGuide({ kind }: ColumnGuideProps) {
  const { t } = useTranslation();
  const rows =
    kind === 'profilers'
      ? BULK_UPLOAD_COLUMNS.map((column) => ({
          column,
          required: REQUIRED.has(column),
          note: t(`bulkUpload.guide.columns.${column}`),
        }))
      : ITEM_BANK_COLUMNS.map((column) => ({
          column,
          required: true,
          note: t(`bulkUpload.guide.itemBankColumns.${column}`),
        }));
  return (
    <details className="group rounded-lg border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500">
        {kind === 'profilers' ? t('bulkUpload.guide.title') : t('bulkUpload.guide.itemBankTitle')}
        <ChevronDown
          className="size-4 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <dl className="divide-y divide-slate-100 border-t border-slate-100">
        {rows.map((row) => (
          <div
            key={row.column}
            className="grid gap-1 px-4 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
          >
            <dt className="font-mono text-xs text-slate-900">
              {row.column}
              {row.required ? (
                <span className="ml-2 font-sans text-[0.7rem] font-medium text-rose-600">
                  {t('bulkUpload.guide.required')}
                </span>
              ) : null}
            </dt>
            <dd className="text-sm text-slate-600">{row.note}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
