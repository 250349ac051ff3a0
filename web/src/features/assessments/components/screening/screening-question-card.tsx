import { SCREENING_FIELD_TYPES, type ScreeningFieldType } from '@pathwise/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { isChoiceType } from './choice-drafts';
import { ChoicesEditor } from './choices-editor';
import { type QuestionDraft, type QuestionErrors, withQuestionType } from './screening-draft';

type ScreeningQuestionCardProps = {
  question: QuestionDraft;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  errors?: QuestionErrors;
  disabled?: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

/** One screening question: its text, answer type, choices and whether an answer is required. */
export function ScreeningQuestionCard({
  question,
  number,
  isFirst,
  isLast,
  errors,
  disabled,
  onChange,
  onMove,
  onRemove,
}: ScreeningQuestionCardProps) {
  const { t } = useTranslation();
  const requiredId = useId();
  const name = t('screening.profiler.questionNumber', { number });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={name}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">{name}</p>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={disabled || isFirst}
            aria-label={t('screening.profiler.moveUp', { number })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={disabled || isLast}
            aria-label={t('screening.profiler.moveDown', { number })}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-rose-600 hover:bg-rose-50 hover:text-rose-700"
            disabled={disabled}
            aria-label={t('screening.profiler.remove', { number })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <fieldset className="space-y-4" disabled={disabled}>
        <Field label={t('screening.profiler.questionText')} error={errors?.text}>
          {(control) => (
            <Textarea
              {...control}
              minRows={2}
              maxRows={6}
              maxLength={1000}
              value={question.text}
              onChange={(event) => onChange({ ...question, text: event.target.value })}
            />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <Field label={t('screening.profiler.answerType')}>
            {(control) => (
              <Select
                {...control}
                value={question.type}
                onChange={(event) =>
                  onChange(withQuestionType(question, event.target.value as ScreeningFieldType))
                }
              >
                {SCREENING_FIELD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`screening.types.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex h-10 items-center gap-2">
            <Switch
              id={requiredId}
              checked={question.isRequired}
              onCheckedChange={(isRequired) => onChange({ ...question, isRequired })}
            />
            <label htmlFor={requiredId} className="text-sm text-slate-700">
              {t('screening.profiler.required')}
            </label>
          </div>
        </div>
        {isChoiceType(question.type) ? (
          <ChoicesEditor
            owner={name}
            choices={question.options}
            error={errors?.options}
            onChange={(options) => onChange({ ...question, options })}
          />
        ) : null}
      </fieldset>
    </li>
  );
}
