import type { BulkUploadResponse } from '@pathwise/contract';
import { useState } from 'react';
import { type BulkUploadFormat, type ItemBankQuery, useBulkUpload } from '../../api/bulk-upload';
import { checkFile, type FileProblem } from './file-checks';

export type UploadKind = { kind: 'profilers' } | { kind: 'item-bank'; options: ItemBankQuery };

type ChosenFile = { file: File; format: BulkUploadFormat };
export type RejectedFile = { name: string; size: number; problem: FileProblem };
/** The last answer, with what it was an answer to. */
type Outcome = { report: BulkUploadResponse; file: File; optionsKey: string };

type RunCallbacks = { onSuccess?: (report: BulkUploadResponse) => void; onError: (error: unknown) => void };

const keyOf = (upload: UploadKind) => JSON.stringify(upload);

/**
 * Check-then-import: a file is checked locally when chosen, then by the server in a dry run;
 * importing is offered only while the latest answer is a clean dry run of this very file with
 * these very options, so what gets imported is exactly what was checked.
 */
export function useUploadWorkflow(formats: readonly BulkUploadFormat[]) {
  const upload = useBulkUpload();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [rejected, setRejected] = useState<RejectedFile | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const chooseFile = (file: File) => {
    const check = checkFile(file, formats);
    setOutcome(null);
    upload.reset();
    if (check.ok) {
      setChosen({ file, format: check.format });
      setRejected(null);
    } else {
      setChosen(null);
      setRejected({ name: file.name, size: file.size, problem: check.problem });
    }
  };

  const clearFile = () => {
    setChosen(null);
    setRejected(null);
    setOutcome(null);
    upload.reset();
  };

  const run = (dryRun: boolean, kind: UploadKind, callbacks: RunCallbacks) => {
    if (!chosen) return;
    const { file, format } = chosen;
    setOutcome(null);
    upload.mutate(
      { ...kind, file, format, dryRun },
      {
        onSuccess: (report) => {
          setOutcome({ report, file, optionsKey: keyOf(kind) });
          callbacks.onSuccess?.(report);
        },
        onError: callbacks.onError,
      },
    );
  };

  const canImport = (kind: UploadKind) =>
    !upload.isPending &&
    outcome !== null &&
    outcome.report.dryRun &&
    outcome.report.ok &&
    outcome.file === chosen?.file &&
    outcome.optionsKey === keyOf(kind);

  return {
    chosen,
    rejected,
    report: outcome?.report ?? null,
    /** The request in flight: a check (dry run) or an import. */
    pending: upload.isPending ? { dryRun: upload.variables.dryRun, file: upload.variables.file } : null,
    failure: upload.error,
    chooseFile,
    clearFile,
    check: (kind: UploadKind, callbacks: RunCallbacks) => run(true, kind, callbacks),
    importFile: (kind: UploadKind, callbacks: RunCallbacks) => run(false, kind, callbacks),
    canImport,
  };
}
