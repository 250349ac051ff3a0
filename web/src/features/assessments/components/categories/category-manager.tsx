import type { AssessmentDetail, Category } from '@pathwise/contract';
import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useCreateCategory } from '../../api/create-category';
import { toastFailure } from '../../utils/toast-failure';
import { CategoryForm, type CategoryFormValues } from './category-form';
import { CategoryList } from './category-list';
import { ResultConfigDialog } from './result-config-dialog';

/** The questions screen without a category chosen: the profiler's categories (spec §2). */
export function CategoryManager({ assessment }: { assessment: AssessmentDetail }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [resultCategory, setResultCategory] = useState<Category | null>(null);
  const create = useCreateCategory();
  const { categories } = assessment;

  const add = (values: CategoryFormValues) => {
    if (!assessment.id) {
      toast.error(t('questions.toasts.assessmentIdRequired'));
      return;
    }
    // Spec §9: a new category's order is the current count (it goes last).
    create.mutate(
      { ...values, assessmentId: assessment.id, order: categories.length },
      {
        onSuccess: () => {
          toast.success(t('questions.toasts.categoryCreated'));
          setAdding(false);
        },
        onError: (error) => toastFailure(t('questions.toasts.categoryCreateFailed'), error),
      },
    );
  };

  return (
    <section aria-labelledby="categories-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="categories-heading" className="text-lg font-semibold text-slate-900">
            {t('questions.categories.heading', { count: categories.length })}
          </h2>
          {categories.length > 1 ? (
            <p className="text-sm text-slate-500">{t('questions.categories.reorderHint')}</p>
          ) : null}
        </div>
        {adding ? null : (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            {t('questions.categories.add')}
          </Button>
        )}
      </div>

      {adding ? (
        <Card className="mb-4 p-4 animate-slide-down sm:p-5">
          <h3 className="mb-4 font-semibold text-slate-900">{t('questions.categories.addTitle')}</h3>
          <CategoryForm
            submitLabel={t('questions.categories.create')}
            busy={create.isPending}
            onSubmit={add}
            onCancel={() => setAdding(false)}
          />
        </Card>
      ) : null}

      {categories.length === 0 ? (
        adding ? null : (
          <Card className="border-dashed">
            <EmptyState
              icon={Layers}
              title={t('questions.categories.empty.title')}
              description={t('questions.categories.empty.description')}
              action={
                <Button onClick={() => setAdding(true)}>
                  <Plus aria-hidden />
                  {t('questions.categories.addFirst')}
                </Button>
              }
            />
          </Card>
        )
      ) : (
        <CategoryList
          assessmentId={assessment.id}
          categories={categories}
          onConfigureResult={setResultCategory}
        />
      )}

      <ResultConfigDialog
        assessmentId={assessment.id}
        category={resultCategory}
        onClose={() => setResultCategory(null)}
      />
    </section>
  );
}
