import { MAX_CHOICE_OPTIONS, MIN_CHOICE_OPTIONS } from '@pathwise/contract';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { newOption, type OptionDraft } from '../../utils/question-draft';

type OptionEditorProps = {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  error?: string;
};

/**
 * The options of a multiple-choice question. Spec §5: an option may be removed only while more
 * than 2 exist, and only after confirming; each may carry an explanation and an example.
 */
export function OptionEditor({ options, onChange, error }: OptionEditorProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [pendingRemoval, setPendingRemoval] = useState<OptionDraft | null>(null);
  const canRemove = options.length > MIN_CHOICE_OPTIONS;

  const update = (key: string, patch: Partial<OptionDraft>) =>
    onChange(options.map((option) => (option.key === key ? { ...option, ...patch } : option)));

  const confirmRemoval = () => {
    if (pendingRemoval && canRemove) onChange(options.filter((option) => option.key !== pendingRemoval.key));
    setPendingRemoval(null);
  };

  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('questions.form.options')}</legend>
      <ol className="space-y-2">
        {options.map((option, index) => (
          <OptionRow
            key={option.key}
            option={option}
            position={index + 1}
            canRemove={canRemove}
            onChange={(patch) => update(option.key, patch)}
            onRemove={() => setPendingRemoval(option)}
          />
        ))}
      </ol>
      {error ? (
        <p id={errorId} className="text-sm text-rose-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...options, newOption(options)])}
          disabled={options.length >= MAX_CHOICE_OPTIONS}
        >
          <Plus aria-hidden />
          {t('questions.form.addOption')}
        </Button>
        <p className="text-xs text-slate-500">
          {t('questions.form.optionsHint', { min: MIN_CHOICE_OPTIONS })}
        </p>
      </div>
      <ConfirmDialog
        open={pendingRemoval !== null}
        onOpenChange={(open) => !open && setPendingRemoval(null)}
        title={t('questions.form.removeOptionTitle')}
        description={
          pendingRemoval?.label.trim()
            ? t('questions.form.removeOptionNamed', { label: pendingRemoval.label.trim() })
            : t('questions.form.removeOptionEmpty')
        }
        confirmLabel={t('questions.form.removeOption')}
        onConfirm={confirmRemoval}
      />
    </fieldset>
  );
}

type OptionRowProps = {
  option: OptionDraft;
  position: number;
  canRemove: boolean;
  onChange: (patch: Partial<OptionDraft>) => void;
  onRemove: () => void;
};

function OptionRow({ option, position, canRemove, onChange, onRemove }: OptionRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const hasDetails = Boolean(option.explanation || option.example);
  const [showDetails, setShowDetails] = useState(hasDetails);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-2.5">
      <div className="flex items-center gap-2">
        <label
          htmlFor={`${id}-label`}
          className="w-6 shrink-0 text-center text-sm font-semibold text-slate-400"
        >
          <span className="sr-only">{t('questions.form.optionLabel', { position })}</span>
          <span aria-hidden>{position}.</span>
        </label>
        <Input
          id={`${id}-label`}
          value={option.label}
          onChange={(event) => onChange({ label: event.target.value })}
          placeholder={t('questions.form.optionPlaceholder', { position })}
          className="min-w-0 flex-1"
        />
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setShowDetails((value) => !value)}
          aria-expanded={showDetails}
          aria-controls={`${id}-details`}
          aria-label={t('questions.form.optionDetails', { position })}
        >
          <ChevronDown
            className={showDetails ? 'rotate-180 transition-transform' : 'transition-transform'}
            aria-hidden
          />
        </Button>
        {canRemove ? (
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-slate-400 hover:bg-rose-50 hover:text-rose-600"
            onClick={onRemove}
            aria-label={t('questions.form.removeOptionNumber', { position })}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      {showDetails ? (
        <div id={`${id}-details`} className="mt-2 grid gap-2 pl-8 sm:grid-cols-2">
          <div className="space-y-1 sm:col-span-2">
            <label htmlFor={`${id}-value`} className="text-xs font-medium text-slate-600">
              {t('questions.form.optionValue')}
            </label>
            <Input
              id={`${id}-value`}
              value={option.value}
              onChange={(event) => onChange({ value: event.target.value })}
              className="h-8 font-mono text-xs"
              spellCheck={false}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-explanation`} className="text-xs font-medium text-slate-600">
              {t('questions.form.optionExplanation')}
            </label>
            <Textarea
              id={`${id}-explanation`}
              value={option.explanation}
              onChange={(event) => onChange({ explanation: event.target.value })}
              minRows={2}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-example`} className="text-xs font-medium text-slate-600">
              {t('questions.form.optionExample')}
            </label>
            <Textarea
              id={`${id}-example`}
              value={option.example}
              onChange={(event) => onChange({ example: event.target.value })}
              minRows={2}
            />
          </div>
        </div>
      ) : null}
    </li>
  );
}
