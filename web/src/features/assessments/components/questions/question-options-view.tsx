import { parseStoredOptions } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';

/**
 * The options of a multiple-choice question as stored. Options that cannot be read show
 * 'Error loading options'; none at all shows 'No options available' (spec §2).
 */
export function QuestionOptionsView({ options }: { options: unknown }) {
  const { t } = useTranslation();
  const parsed = parseStoredOptions(options);

  if (parsed === null) {
    return (
      <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-700">
        {t('questions.list.optionsError')}
      </p>
    );
  }
  if (parsed.length === 0) {
    return <p className="text-sm text-slate-500 italic">{t('questions.list.noOptions')}</p>;
  }
  return (
    <ol className="grid gap-1.5 sm:grid-cols-2">
      {parsed.map((option, index) => (
        <li key={option.value} className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="mr-1.5 font-semibold text-slate-400">{String.fromCharCode(97 + index)}.</span>
          {option.label}
          {option.explanation ? (
            <span className="block text-xs text-slate-500">{option.explanation}</span>
          ) : null}
          {option.example ? (
            <span className="block text-xs text-slate-500 italic">
              {t('questions.list.example', { example: option.example })}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
