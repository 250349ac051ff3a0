import type { AnswerValue } from '@pathwise/contract';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type Props = {
  value: AnswerValue | undefined;
  onChoose: (value: AnswerValue, options?: { advance?: boolean }) => void;
  labelledBy: string;
};

/** Two big buttons, Yes and No. */
export function YesNoQuestion({ value, onChoose, labelledBy }: Props) {
  const { t } = useTranslation();
  const choices = [
    { answer: true, label: t('taking.yesNo.yes'), icon: Check, shortcut: 'Y' },
    { answer: false, label: t('taking.yesNo.no'), icon: X, shortcut: 'N' },
  ] as const;
  const answered = typeof value === 'boolean';
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3">
      {choices.map(({ answer, label, icon: Icon, shortcut }, index) => {
        const checked = value === answer;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a card-sized radio; the page handles the keys.
          <button
            key={label}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-keyshortcuts={shortcut}
            data-answer-option={index}
            tabIndex={(answered ? checked : index === 0) ? 0 : -1}
            onClick={() => onChoose(answer, { advance: true })}
            className={cn(
              'flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border bg-white px-4 py-5 text-lg font-semibold transition-colors sm:min-h-32',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              checked
                ? 'border-brand-500 bg-brand-50 text-brand-800 ring-1 ring-brand-500'
                : 'border-slate-200 text-slate-800 hover:border-brand-300 hover:bg-slate-50',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-10 items-center justify-center rounded-full',
                checked ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-500',
              )}
            >
              <Icon className="size-5" />
            </span>
            {label}
          </button>
        );
      })}
    </div>
  );
}
