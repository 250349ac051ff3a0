import type { Readable } from 'node:stream';
import type { BulkUploadResponse } from '@pathwise/contract';
import type { ModuleDeps } from '../../module-deps.ts';
import { type CatalogueSummary, importCatalogue, summarizeDrafts } from './bulk-upload.catalogue-import.ts';
import { readCsvRows } from './bulk-upload.csv.ts';
import {
  type BulkUploadQuery,
  createItemBankCollector,
  readItemBankSettings,
} from './bulk-upload.item-bank.ts';
import { createProfilerRowCollector } from './bulk-upload.rows.ts';
import { createRowErrors, readTable } from './bulk-upload.table.ts';
import { readXlsxRows } from './bulk-upload.xlsx.ts';

/**
 * Bulk upload: every row is read and checked first; then, unless it is a dry run, the whole file
 * is imported in one transaction, or nothing is when any row is wrong.
 */

const count = (value: number, singular: string, plural = `${singular}s`) =>
  `${value.toLocaleString('en-US')} ${value === 1 ? singular : plural}`;

function describe(summary: CatalogueSummary): string {
  return `${count(summary.profilers, 'profiler')}, ${count(summary.categories, 'category', 'categories')}, ${count(summary.questions, 'question')} and ${count(summary.resultConfigs, 'result configuration')}`;
}

function resultMessage(input: {
  ok: boolean;
  dryRun: boolean;
  errorCount: number;
  summary: CatalogueSummary;
}) {
  const { ok, dryRun, errorCount, summary } = input;
  if (!ok) {
    const found = `Found ${count(errorCount, 'error')}`;
    return dryRun
      ? `${found}. Nothing was saved (dry run).`
      : `${found}. Nothing was imported: fix the rows listed and upload the file again.`;
  }
  return dryRun
    ? `The file is ready to import: ${describe(summary)}. Nothing was saved (dry run).`
    : `Imported ${describe(summary)}.`;
}

export function createBulkUploadService(deps: Pick<ModuleDeps, 'db' | 'now' | 'pricing'>) {
  const { db, now, pricing } = deps;

  /** Reads, checks and (unless a dry run or any row is wrong) imports the file in `body`. */
  async function upload(body: Readable, query: BulkUploadQuery): Promise<BulkUploadResponse> {
    const currencies = await pricing.getCurrencyConfig();
    const errors = createRowErrors();
    // Item-bank options are checked before the body is read: a wrong option fails fast.
    const collector =
      query.kind === 'item-bank'
        ? createItemBankCollector(readItemBankSettings(query, currencies), errors)
        : createProfilerRowCollector({ currencies, errors });
    const rows = query.format === 'xlsx' ? readXlsxRows(body) : readCsvRows(body);
    const { rowsRead } = await readTable(rows, collector, errors);
    const drafts = collector.finish();
    const summary = summarizeDrafts(drafts);
    const ok = errors.count === 0;
    const created =
      ok && !query.dryRun ? await db.transaction((tx) => importCatalogue(tx, drafts, { now: now() })) : [];
    return {
      ok,
      dryRun: query.dryRun,
      rowsRead,
      summary,
      errors: errors.list(),
      errorCount: errors.count,
      created,
      message: resultMessage({ ok, dryRun: query.dryRun, errorCount: errors.count, summary }),
    };
  }

  return { upload };
}
