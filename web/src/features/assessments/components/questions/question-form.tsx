import { optionRuleViolation, QUESTION_TYPES, type QuestionType } from '@pathwise/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import {
  optionsToSend,
  type QuestionDraft,
  typeChangeNeedsConfirmation,
  withType,
} from '../../utils/question-draft';
import { OptionEditor } from './option-editor';
import { TraitTypeSelect } from './trait-type-select';

type QuestionFormProps = {
  initial: QuestionDraft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: QuestionDraft) => void;
  onCancel: () => void;
};

type Errors = { text?: string; options?: string };

/** Writes or edits one question: text, type with its options, explanation, example and trait. */
export function QuestionForm({ initial, submitLabel, busy, onSubmit, onCancel }: QuestionFormProps) {
  const { t } = useTranslation();
  const reverseId = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [pendingType, setPendingType] = useState<QuestionType | null>(null);

  const set = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const changeType = (next: QuestionType) => {
    if (typeChangeNeedsConfirmation(draft, next)) setPendingType(next);
    else setDraft(withType(draft, next));
    setErrors((current) => ({ ...current, options: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!draft.text.trim()) found.text = t('questions.form.textRequired');
    const optionProblem = optionRuleViolation(draft.type, optionsToSend(draft));
    if (optionProblem) found.options = optionProblem;
    setErrors(found);
    if (!found.text && !found.options) onSubmit(draft);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('questions.form.text')} error={errors.text}>
        {(control) => (
          <Textarea
            {...control}
            value={draft.text}
            onChange={(event) => set({ text: event.target.value })}
            minRows={2}
            autoFocus
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('questions.form.type')}>
          {(control) => (
            <Select
              {...control}
              value={draft.type}
              onChange={(event) => changeType(event.target.value as QuestionType)}
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`questions.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('questions.form.traitType')} hint={t('common.optional')}>
          {(control) => (
            <TraitTypeSelect
              {...control}
              value={draft.traitType}
              onChange={(traitType) => set({ traitType })}
            />
          )}
        </Field>
      </div>

      {draft.type === 'MULTIPLE_CHOICE' ? (
        <OptionEditor
          options={draft.options}
          onChange={(options) => set({ options })}
          error={errors.options}
        />
      ) : null}
      {draft.type === 'RATING' ? (
        <div className="flex items-start gap-2.5">
          <input
            id={reverseId}
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
            checked={draft.isReverseScored}
            onChange={(event) => set({ isReverseScored: event.target.checked })}
          />
          <label htmlFor={reverseId} className="text-sm text-slate-700">
            {t('questions.form.reverseScored')}
            <span className="block text-xs text-slate-500">{t('questions.form.reverseScoredHint')}</span>
          </label>
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('questions.form.explanation')} hint={t('common.optional')}>
          {(control) => (
            <Textarea
              {...control}
              value={draft.explanation}
              onChange={(event) => set({ explanation: event.target.value })}
              minRows={2}
            />
          )}
        </Field>
        <Field label={t('questions.form.example')} hint={t('common.optional')}>
          {(control) => (
            <Textarea
              {...control}
              value={draft.example}
              onChange={(event) => set({ example: event.target.value })}
              minRows={2}
            />
          )}
        </Field>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>

      <ConfirmDialog
        open={pendingType !== null}
        onOpenChange={(open) => !open && setPendingType(null)}
        title={t('questions.form.changeTypeTitle')}
        description={t('questions.form.changeTypeDescription', {
          type: pendingType ? t(`questions.types.${pendingType}`) : '',
        })}
        confirmLabel={t('questions.form.changeTypeConfirm')}
        onConfirm={() => {
          if (pendingType) setDraft((current) => withType(current, pendingType));
          setPendingType(null);
        }}
      />
    </form>
  );
}
