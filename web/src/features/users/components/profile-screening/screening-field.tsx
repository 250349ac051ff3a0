import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ScreeningOptionField } from '../../api/get-screening-options';
import { ChoiceCards } from './choice-cards';
import { ChoiceChips } from './choice-chips';
import { type DraftValue, STUDENT_AGE_MAX, STUDENT_AGE_MIN } from './screening-draft';

type ScreeningFieldProps = {
  field: ScreeningOptionField;
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  error?: string;
  allowCustom: boolean;
};

/** The DOM id of a field's block, used to jump to it (missing answers, errors). */
export const screeningFieldId = (key: string) => `screening-field-${key}`;

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden className="ml-0.5 text-rose-600">
        *
      </span>
      <span className="sr-only"> ({t('profileScreening.required')})</span>
    </>
  );
}

function Label({ field }: { field: ScreeningOptionField }) {
  const { t } = useTranslation();
  return (
    <span className="text-[0.95rem] font-semibold text-slate-900">
      {field.label}
      {field.isRequired ? (
        <RequiredMark />
      ) : (
        <span className="ml-1.5 text-xs font-normal text-slate-500">({t('common.optional')})</span>
      )}
    </span>
  );
}

function Message({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-rose-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {error}
    </p>
  );
}

/** One question of the profile screening, drawn for its type. */
export function ScreeningField({ field, value, onChange, error, allowCustom }: ScreeningFieldProps) {
  const { t } = useTranslation();
  const id = screeningFieldId(field.key);
  const helpId = `${id}-help`;
  const describedBy = [error ? `${id}-error` : null, field.helpText ? helpId : null]
    .filter(Boolean)
    .join(' ');
  const help = field.helpText ? (
    <p id={helpId} className="text-sm text-slate-500">
      {field.helpText}
    </p>
  ) : null;

  if (field.type === 'SINGLE_CHOICE' || field.type === 'MULTIPLE_CHOICE') {
    const selected = typeof value === 'string' ? value : '';
    let control: ReactNode;
    if (field.type === 'SINGLE_CHOICE') {
      control = (
        <ChoiceCards
          name={field.key}
          options={field.options}
          value={selected}
          invalid={Boolean(error)}
          onChange={onChange}
        />
      );
    } else {
      control = (
        <ChoiceChips
          fieldLabel={field.label}
          options={field.options}
          value={Array.isArray(value) ? value : []}
          allowCustom={allowCustom}
          onChange={onChange}
        />
      );
    }
    return (
      <fieldset
        id={id}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="scroll-mt-24 space-y-3"
      >
        <legend className="mb-1 flex w-full items-baseline justify-between gap-3">
          <Label field={field} />
          {field.type === 'SINGLE_CHOICE' && !field.isRequired && selected ? (
            <Button variant="link" size="sm" className="text-xs" onClick={() => onChange('')}>
              {t('profileScreening.clearAnswer')}
            </Button>
          ) : null}
        </legend>
        {help}
        <Message id={id} error={error} />
        {control}
      </fieldset>
    );
  }

  const inputId = `${id}-input`;
  const isAge = field.key === 'age';
  return (
    <div id={id} className="scroll-mt-24 space-y-3">
      <label htmlFor={inputId} className="block">
        <Label field={field} />
      </label>
      {help}
      <Message id={id} error={error} />
      {field.type === 'NUMBER' ? (
        <div className="flex items-center gap-2">
          <div className="w-32">
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={isAge ? STUDENT_AGE_MIN : undefined}
              max={isAge ? STUDENT_AGE_MAX : undefined}
              step={isAge ? 1 : 'any'}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              aria-required={field.isRequired || undefined}
            />
          </div>
          {isAge ? <span className="text-sm text-slate-500">{t('profileScreening.years')}</span> : null}
        </div>
      ) : (
        <Input
          id={inputId}
          type="text"
          maxLength={500}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={field.isRequired || undefined}
          className="max-w-xl"
        />
      )}
    </div>
  );
}
