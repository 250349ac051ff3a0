import type { Question } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useReorderQuestions } from '../../api/reorder-questions';
import { toastFailure } from '../../utils/toast-failure';
import { SortableList } from '../sortable-list';
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
  const reorder = useReorderQuestions(assessmentId, categoryId);

  const onReorder = (ordered: Question[]) =>
    reorder.mutate(ordered, {
      onSuccess: () => toast.success(t('questions.toasts.questionOrderUpdated')),
      onError: (error) => toastFailure(t('questions.toasts.questionOrderFailed'), error),
    });

  return (
    <SortableList items={questions} nameOf={questionText} onReorder={onReorder} busy={reorder.isPending}>
      {(question, position) => (
        <SortableQuestion
          question={question}
          position={position}
          unlocked={unlocked}
          disabled={reorder.isPending}
        />
      )}
    </SortableList>
  );
}
