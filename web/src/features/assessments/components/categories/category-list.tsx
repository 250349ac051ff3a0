import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { AssessmentDetail, Category } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useReorderCategories } from '../../api/reorder-categories';
import { useSortableAccessibility } from '../../hooks/use-sortable-accessibility';
import { useSortableSensors } from '../../hooks/use-sortable-sensors';
import { moveItem } from '../../utils/order-changes';
import { toastFailure } from '../../utils/toast-failure';
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
  const sensors = useSortableSensors();
  const accessibility = useSortableAccessibility(categories, categoryTitle);
  const reorder = useReorderCategories(assessmentId);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder.mutate(moveItem(categories, String(active.id), String(over.id)), {
      onSuccess: () => toast.success(t('questions.toasts.categoryOrderUpdated')),
      onError: (error) => toastFailure(t('questions.toasts.categoryOrderFailed'), error),
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
        items={categories.map((category) => category.id)}
        strategy={verticalListSortingStrategy}
      >
        <ol className="space-y-3" aria-busy={reorder.isPending || undefined}>
          {categories.map((category, index) => (
            <CategoryCard
              key={category.id}
              category={category}
              position={index + 1}
              reorderDisabled={reorder.isPending}
              onConfigureResult={onConfigureResult}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
