import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Question } from '@pathwise/contract';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { QuestionCard } from './question-card';
import { QuestionErrorBoundary } from './question-error-boundary';

type SortableQuestionProps = {
  question: Question;
  position: number;
  /** Unlocked: the drag handle shows (spec §4: locked by default). */
  unlocked: boolean;
  /** While a reorder saves, the handles stay visible but cannot be used. */
  disabled: boolean;
};

/** A question in the list with its drag handle; the card itself is fenced by an error boundary. */
export function SortableQuestion({ question, position, unlocked, disabled }: SortableQuestionProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: question.id, disabled: !unlocked || disabled });

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn('flex items-start gap-2', sortable.isDragging && 'relative z-10 opacity-90')}
    >
      {unlocked ? (
        <button
          type="button"
          className="mt-4 flex h-9 w-7 shrink-0 touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 enabled:cursor-grab"
          aria-label={t('questions.list.dragHandle', { position })}
          disabled={disabled}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <QuestionErrorBoundary questionId={question.id}>
          <QuestionCard question={question} position={position} />
        </QuestionErrorBoundary>
      </div>
    </li>
  );
}
