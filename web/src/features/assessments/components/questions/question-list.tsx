import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Question } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useReorderQuestions } from '../../api/reorder-questions';
import { useSortableAccessibility } from '../../hooks/use-sortable-accessibility';
import { useSortableSensors } from '../../hooks/use-sortable-sensors';
import { moveItem } from '../../utils/order-changes';
import { toastFailure } from '../../utils/toast-failure';
import { SortableQuestion } from './sortable-question';

/** How a screen reader names a row while it is dragged. */
const questionText = (question: Question) => question.text;

type QuestionListProps = {
  assessmentId: string;
  categoryId: string;
  questions: Question[];
  unlocked: boolean;
};

/** The category's questions in order; while unlocked, dragging one saves each moved question. */
export function QuestionList({ assessmentId, categoryId, questions, unlocked }: QuestionListProps) {
  const { t } = useTranslation();
  const sensors = useSortableSensors();
  const accessibility = useSortableAccessibility(questions, questionText);
  const reorder = useReorderQuestions(assessmentId, categoryId);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder.mutate(moveItem(questions, String(active.id), String(over.id)), {
      onSuccess: () => toast.success(t('questions.toasts.questionOrderUpdated')),
      onError: (error) => toastFailure(t('questions.toasts.questionOrderFailed'), error),
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext
        items={questions.map((question) => question.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol className="space-y-3" aria-busy={reorder.isPending || undefined}>
          {questions.map((question, index) => (
            <SortableQuestion
              key={question.id}
              question={question}
              position={index + 1}
              unlocked={unlocked}
              disabled={reorder.isPending}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
