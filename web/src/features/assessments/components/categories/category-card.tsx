import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type Category, SCREENING_RESTRICTION_VALUES } from '@pathwise/contract';
import { GripVertical, ListChecks, Pencil, ShieldAlert, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDeleteCategory } from '../../api/delete-category';
import { useUpdateCategory } from '../../api/update-category';
import { toastFailure } from '../../utils/toast-failure';
import { CategoryForm, type CategoryFormValues } from './category-form';
import { restrictionLabelKey } from './screening-restriction-fields';

type Restriction = (typeof SCREENING_RESTRICTION_VALUES)[number];
const isRestriction = (value: string): value is Restriction =>
  (SCREENING_RESTRICTION_VALUES as readonly string[]).includes(value);

type CategoryCardProps = {
  category: Category;
  position: number;
  /** Dragging is off while a reorder is being saved. */
  reorderDisabled: boolean;
  onConfigureResult: (category: Category) => void;
};

/** One category: drag handle, summary, and its Edit / Edit Questions / Configure Result / Delete actions. */
export function CategoryCard({ category, position, reorderDisabled, onConfigureResult }: CategoryCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateCategory();
  const remove = useDeleteCategory(category.assessmentId);
  const sortable = useSortable({ id: category.id, disabled: reorderDisabled || editing });
  const restricted = category.showForScreeningAnswers.length > 0;
  const busy = update.isPending || remove.isPending;

  const save = (values: CategoryFormValues) =>
    update.mutate(
      { id: category.id, body: values },
      {
        onSuccess: () => {
          toast.success(t('questions.toasts.categoryUpdated'));
          setEditing(false);
        },
        onError: (error) => toastFailure(t('questions.toasts.categoryUpdateFailed'), error),
      },
    );

  const confirmRemoval = () =>
    remove.mutate(category.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success(t('questions.toasts.categoryDeleted'));
      },
      onError: (error) => {
        setConfirmDelete(false);
        toastFailure(t('questions.toasts.categoryDeleteFailed'), error);
      },
    });

  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn('relative', sortable.isDragging && 'z-10')}
      aria-busy={busy || undefined}
      data-testid={`category-${category.id}`}
    >
      <Card
        className={cn('p-4 sm:p-5', sortable.isDragging && 'shadow-(--shadow-popover) ring-2 ring-brand-200')}
      >
        {editing ? (
          <CategoryForm
            initial={{
              title: category.title,
              description: category.description,
              showForScreeningAnswers: category.showForScreeningAnswers.filter(isRestriction),
            }}
            submitLabel={t('common.saveChanges')}
            busy={update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="flex gap-3">
            <button
              type="button"
              className="-ml-1 flex h-9 w-7 shrink-0 touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 enabled:cursor-grab"
              aria-label={t('questions.categories.dragHandle', { title: category.title })}
              disabled={reorderDisabled}
              {...sortable.attributes}
              {...sortable.listeners}
            >
              <GripVertical className="size-5" aria-hidden />
            </button>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-xs font-semibold text-slate-400 tabular-nums">{position}.</span>
                <h3 className="font-semibold break-words text-slate-900">{category.title}</h3>
                {restricted ? (
                  <Badge tone="warning">
                    <ShieldAlert aria-hidden />
                    {t('questions.categories.screeningRestricted')}
                  </Badge>
                ) : null}
              </div>
              {category.description ? (
                <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{category.description}</p>
              ) : null}
              {restricted ? (
                <p className="mt-1 text-xs text-amber-800">
                  {t('questions.categories.onlyFor', {
                    list: category.showForScreeningAnswers
                      .map((value) => t(restrictionLabelKey(value)))
                      .join(', '),
                  })}
                </p>
              ) : null}
              <p className="mt-2 text-xs text-slate-500">
                {t('questions.categories.questionCount', { count: category.questionCount })}
                {' · '}
                {t('questions.categories.resultCount', { count: category.resultConfigCount })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={busy}>
                  <Pencil aria-hidden />
                  {t('questions.categories.edit')}
                </Button>
                <Button variant="secondary" size="sm" asChild>
                  <Link to={paths.admin.questions.getHref(category.assessmentId, category.id)}>
                    <ListChecks aria-hidden />
                    {t('questions.categories.editQuestions')}
                  </Link>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onConfigureResult(category)}
                  disabled={busy}
                >
                  <Target aria-hidden />
                  {t('questions.categories.configureResult')}
                </Button>
                <Button
                  variant="danger-outline"
                  size="sm"
                  onClick={() => setConfirmDelete(true)}
                  loading={remove.isPending}
                  disabled={busy}
                >
                  {remove.isPending ? null : <Trash2 aria-hidden />}
                  {t('common.delete')}
                </Button>
              </div>
            </div>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('questions.categories.deleteTitle', { title: category.title })}
        description={t('questions.categories.deleteDescription', { count: category.questionCount })}
        confirmLabel={t('questions.categories.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemoval}
      />
    </li>
  );
}
