import type { ScreeningFieldType } from '@pathwise/contract';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import type { ChoiceDraft } from './choice-drafts';

type PreviewProps = {
  label: string;
  helpText?: string;
  type: ScreeningFieldType;
  options: readonly ChoiceDraft[];
  isRequired: boolean;
};

/** The field as a user meets it in the profile screening; answers typed here go nowhere. */
export function ScreeningFieldPreview({ label, helpText, type, options, isRequired }: PreviewProps) {
  const { t } = useTranslation();
  const id = useId();
  const shownLabel = label.trim() || t('screening.preview.untitled');
  const choices = options.filter((choice) => choice.label.trim() !== '');
  return (
    <section
      aria-label={t('screening.preview.title')}
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50/70 p-4"
    >
      <p className="mb-3 flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Eye className="size-3.5" aria-hidden />
        {t('screening.preview.title')}
      </p>
      <fieldset className="space-y-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <legend className="float-left mb-1 w-full text-sm font-medium text-slate-900">
          {shownLabel}
          {isRequired ? (
            <span className="ml-0.5 text-rose-600" title={t('screening.preview.required')}>
              *
            </span>
          ) : null}
        </legend>
        {helpText?.trim() ? <p className="clear-both text-xs text-slate-500">{helpText}</p> : null}
        {type === 'TEXT' ? (
          <Input
            aria-label={shownLabel}
            className="clear-both"
            placeholder={t('screening.preview.textPlaceholder')}
          />
        ) : null}
        {type === 'NUMBER' ? (
          <Input aria-label={shownLabel} className="clear-both max-w-40" type="number" inputMode="numeric" />
        ) : null}
        {type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE' ? (
          choices.length === 0 ? (
            <p className="clear-both text-sm text-slate-400 italic">{t('screening.preview.noChoices')}</p>
          ) : (
            <ul className="clear-both space-y-1.5">
              {choices.map((choice) => (
                <li key={choice.key}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type={type === 'SINGLE_CHOICE' ? 'radio' : 'checkbox'}
                      name={`${id}-preview`}
                      className="size-4 accent-brand-600"
                    />
                    {choice.label}
                  </label>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </fieldset>
    </section>
  );
}
