import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type ChoiceDraft, emptyChoice, valueFromLabel } from './choice-drafts';

/** A choice type needs at least two choices (contract screeningChoicesViolation). */
const MIN_CHOICES = 2;

type ChoicesEditorProps = {
  choices: readonly ChoiceDraft[];
  onChange: (choices: ChoiceDraft[]) => void;
  error?: string;
  disabled?: boolean;
  /** What the choices belong to, for the accessible names of the rows ("Education"). */
  owner: string;
};

/**
 * The choices of a choice field: a label the user sees and the value stored with the answer.
 * While a value is blank it follows the label, so most admins only type labels.
 */
export function ChoicesEditor({ choices, onChange, error, disabled, owner }: ChoicesEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorId = useId();
  const update = (key: string, patch: Partial<ChoiceDraft>) =>
    onChange(choices.map((choice) => (choice.key === key ? { ...choice, ...patch } : choice)));
  const setLabel = (choice: ChoiceDraft, label: string) => {
    const followsLabel = choice.value === '' || choice.value === valueFromLabel(choice.label);
    update(choice.key, followsLabel ? { label, value: valueFromLabel(label) } : { label });
  };

  return (
    <fieldset
      className="space-y-2 rounded-lg border border-slate-200 p-3"
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <div className="flex items-center justify-between gap-2">
        <span id={headingId} className="text-sm font-medium text-slate-700">
          {t('screening.choices.title')}
        </span>
        <span className="text-xs text-slate-500">{t('screening.choices.hint')}</span>
      </div>
      <ol className="space-y-2">
        {choices.map((choice, index) => (
          <li
            key={choice.key}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto]"
          >
            <Input
              aria-label={t('screening.choices.label', { number: index + 1, owner })}
              placeholder={t('screening.choices.labelPlaceholder')}
              value={choice.label}
              maxLength={200}
              onChange={(event) => setLabel(choice, event.target.value)}
            />
            <Input
              aria-label={t('screening.choices.value', { number: index + 1, owner })}
              placeholder={t('screening.choices.valuePlaceholder')}
              value={choice.value}
              maxLength={100}
              spellCheck={false}
              className="order-3 col-span-2 font-mono text-xs sm:order-none sm:col-span-1"
              onChange={(event) => update(choice.key, { value: event.target.value })}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('screening.choices.remove', { number: index + 1, owner })}
              disabled={choices.length <= MIN_CHOICES}
              onClick={() => onChange(choices.filter((item) => item.key !== choice.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} className="text-sm text-rose-600">
          {t(`validationMessages.${error}`, { defaultValue: error })}
        </p>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => onChange([...choices, emptyChoice()])}>
        <Plus aria-hidden />
        {t('screening.choices.add')}
      </Button>
    </fieldset>
  );
}
