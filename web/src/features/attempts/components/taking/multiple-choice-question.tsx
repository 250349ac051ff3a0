import type { AnswerValue, TakingQuestion } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from './choice-card';

type Props = {
  question: TakingQuestion;
  value: AnswerValue | undefined;
  onChoose: (value: AnswerValue, options?: { advance?: boolean }) => void;
  labelledBy: string;
};

/** Large radio cards, each with the option's own explanation and example when it has them. */
export function MultipleChoiceQuestion({ question, value, onChoose, labelledBy }: Props) {
  const { t } = useTranslation();
  const checkedIndex = question.options.findIndex((option) => option.value === value);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="space-y-2.5">
      {question.options.map((option, index) => (
        <ChoiceCard
          key={option.value}
          index={index}
          checked={index === checkedIndex}
          tabbable={checkedIndex === -1 ? index === 0 : index === checkedIndex}
          shortcut={index < 9 ? String(index + 1) : undefined}
          onSelect={() => onChoose(option.value, { advance: true })}
        >
          <span className="block font-medium text-slate-900">{option.label}</span>
          {option.explanation ? (
            <span className="mt-0.5 block text-sm text-slate-600">{option.explanation}</span>
          ) : null}
          {option.example ? (
            <span className="mt-0.5 block text-sm text-slate-500 italic">
              {t('taking.question.optionExample', { example: option.example })}
            </span>
          ) : null}
        </ChoiceCard>
      ))}
    </div>
  );
}
