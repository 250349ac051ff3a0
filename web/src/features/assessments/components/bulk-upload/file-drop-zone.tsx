import { BULK_UPLOAD_MAX_BYTES, CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from '@pathwise/contract';
import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { BulkUploadFormat } from '../../api/bulk-upload';
import { formatBytes } from './file-checks';

const ACCEPT: Record<BulkUploadFormat, string> = {
  csv: `.csv,${CSV_MEDIA_TYPE}`,
  xlsx: `.xlsx,${XLSX_MEDIA_TYPE}`,
};

type FileDropZoneProps = {
  formats: readonly BulkUploadFormat[];
  onFile: (file: File) => void;
  disabled?: boolean;
  /** A file is already chosen: the zone offers to replace it. */
  hasFile?: boolean;
};

/**
 * A button that opens the file picker and also takes a dropped file, so mouse, touch and keyboard
 * users (Enter or Space) all reach it.
 */
export function FileDropZone({ formats, onFile, disabled, hasFile }: FileDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const formatNames = formats.map((format) => format.toUpperCase()).join(' / ');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-describedby={hintId}
        className={cn(
          'flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          'disabled:cursor-not-allowed disabled:opacity-60',
          dragging
            ? 'border-brand-500 bg-brand-50'
            : 'border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/40',
        )}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
          <FileUp className="size-5" aria-hidden />
        </span>
        <span className="text-sm font-medium text-slate-900">
          {dragging
            ? t('bulkUpload.dropZone.dragActive')
            : hasFile
              ? t('bulkUpload.dropZone.replace')
              : t('bulkUpload.dropZone.label')}
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          {t('bulkUpload.dropZone.hint', { formats: formatNames, size: formatBytes(BULK_UPLOAD_MAX_BYTES) })}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        accept={formats.map((format) => ACCEPT[format]).join(',')}
        data-testid="bulk-upload-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
