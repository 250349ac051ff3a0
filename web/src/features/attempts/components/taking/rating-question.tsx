import type { AnswerValue, TakingQuestion } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { RATING_POINTS, ratingLabelsOf } from '../../utils/answer-choices';

type Props = {
  question: TakingQuestion;
  value: AnswerValue | undefined;
  onChoose: (value: AnswerValue, options?: { advance?: boolean }) => void;
  labelledBy: string;
};

/**
 * A 1–5 scale: a row of five on larger screens, a column of five full-width targets on phones.
 * Labels are the question's own anchors when it carries five, else the agreement scale.
 */
export function RatingQuestion({ question, value, onChoose, labelledBy }: Props) {
  const { t } = useTranslation();
  const labels = ratingLabelsOf(question) ?? RATING_POINTS.map((point) => t(`taking.rating.scale.${point}`));
  const checked = typeof value === 'number' ? value : null;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="grid grid-cols-1 gap-2 sm:grid-cols-5 sm:gap-2.5"
    >
      {RATING_POINTS.map((point, index) => {
        const isChecked = checked === point;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a card-sized radio; the page handles the keys.
          <button
            key={point}
            type="button"
            role="radio"
            aria-checked={isChecked}
            data-answer-option={index}
            tabIndex={(checked === null ? point === 1 : isChecked) ? 0 : -1}
            onClick={() => onChoose(point, { advance: true })}
            className={cn(
              'flex items-center gap-3 rounded-xl border bg-white px-4 py-3 text-left transition-colors',
              'sm:min-h-28 sm:flex-col sm:justify-center sm:gap-2 sm:px-2 sm:py-4 sm:text-center',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              isChecked
                ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500'
                : 'border-slate-200 hover:border-brand-300 hover:bg-slate-50',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold sm:size-9',
                isChecked ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
              )}
            >
              {point}
            </span>
            <span
              className={cn(
                'text-sm leading-snug',
                isChecked ? 'font-medium text-brand-800' : 'text-slate-700',
              )}
            >
              {labels[index]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
