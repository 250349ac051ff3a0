import type { AssessmentDetail, Category } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useReorderCategories } from '../../api/reorder-categories';
import { toastFailure } from '../../utils/toast-failure';
import { SortableList } from '../sortable-list';
import { CategoryCard } from './category-card';

/** How a screen reader names a row while it is dragged. */
const categoryTitle = (category: Category) => category.title;

type CategoryListProps = {
  assessmentId: string;
  categories: AssessmentDetail['categories'];
  onConfigureResult: (category: Category) => void;
};

/** The profiler's categories in order; dragging one (mouse, touch or keyboard) saves the new order. */
export function CategoryList({ assessmentId, categories, onConfigureResult }: CategoryListProps) {
  const { t } = useTranslation();
  const reorder = useReorderCategories(assessmentId);

  const onReorder = (ordered: AssessmentDetail['categories']) =>
    reorder.mutate(ordered, {
      onSuccess: () => toast.success(t('questions.toasts.categoryOrderUpdated')),
      onError: (error) => toastFailure(t('questions.toasts.categoryOrderFailed'), error),
    });

  return (
    <SortableList items={categories} nameOf={categoryTitle} onReorder={onReorder} busy={reorder.isPending}>
      {(category, position) => (
        <CategoryCard
          category={category}
          position={position}
          reorderDisabled={reorder.isPending}
          onConfigureResult={onConfigureResult}
        />
      )}
    </SortableList>
  );
}
