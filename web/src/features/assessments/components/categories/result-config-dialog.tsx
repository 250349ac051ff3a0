import type { Category, ResultConfig } from '@pathwise/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { type CreateResultConfigBody, useCreateResultConfig } from '../../api/create-result-config';
import { useDeleteResultConfig } from '../../api/delete-result-config';
import { useResultConfigs } from '../../api/get-result-configs';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { toastFailure } from '../../utils/toast-failure';
import { ResultConfigForm } from './result-config-form';

type ResultConfigDialogProps = {
  assessmentId: string;
  /** The category being configured; the dialog is open while there is one. */
  category: Category | null;
  onClose: () => void;
};

/** The results a category gives, one per most-chosen answer option a–e (spec §3). */
export function ResultConfigDialog({ assessmentId, category, onClose }: ResultConfigDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('questions.results.title', { title: category?.title ?? '' })}
      description={t('questions.results.intro')}
      className="sm:max-w-2xl"
    >
      {category ? <ResultConfigPanel assessmentId={assessmentId} categoryId={category.id} /> : null}
    </Dialog>
  );
}

function ResultConfigPanel({ assessmentId, categoryId }: { assessmentId: string; categoryId: string }) {
  const { t } = useTranslation();
  const query = useResultConfigs(categoryId);
  const create = useCreateResultConfig(assessmentId, categoryId);
  const [pendingDelete, setPendingDelete] = useState<ResultConfig | null>(null);
  const remove = useDeleteResultConfig(assessmentId, categoryId);

  useFailureToast(query.isError, t('questions.toasts.resultsLoadFailed'));

  const add = async (body: CreateResultConfigBody) => {
    if (!categoryId) {
      toast.error(t('questions.toasts.noResultCategory'));
      return false;
    }
    try {
      await create.mutateAsync(body);
      toast.success(t('questions.toasts.resultCreated'));
      return true;
    } catch (error) {
      toastFailure(t('questions.toasts.resultCreateFailed'), error);
      return false;
    }
  };

  const confirmRemoval = (config: ResultConfig) =>
    remove.mutate(config.id, {
      onSuccess: () => toast.success(t('questions.toasts.resultDeleted')),
      onError: (error) => toastFailure(t('questions.toasts.resultDeleteFailed'), error),
      onSettled: () => setPendingDelete(null),
    });

  const configs = [...(query.data ?? [])].sort((a, b) => a.optionValue.localeCompare(b.optionValue));

  return (
    <div className="space-y-6">
      <section aria-labelledby="result-configs-heading">
        <h3 id="result-configs-heading" className="mb-2 text-sm font-semibold text-slate-900">
          {t('questions.results.configured')}
        </h3>
        {query.isPending ? (
          <div className="space-y-2" role="status" aria-label={t('common.loading')}>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : query.isError ? (
          <LoadError
            title={t('questions.toasts.resultsLoadFailed')}
            onRetry={() => query.refetch()}
            retrying={query.isRefetching}
          />
        ) : configs.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
            {t('questions.results.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {configs.map((config) => (
              <li key={config.id} className="flex items-start gap-3 px-3 py-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 uppercase ring-1 ring-brand-100">
                  {config.optionValue}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{config.resultLabel}</p>
                  {config.resultDescription ? (
                    <p className="mt-0.5 text-sm whitespace-pre-line text-slate-600">
                      {config.resultDescription}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-slate-400 hover:bg-rose-50 hover:text-rose-600"
                  onClick={() => setPendingDelete(config)}
                  aria-label={t('questions.results.deleteFor', { option: config.optionValue.toUpperCase() })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="result-config-form-heading" className="rounded-xl bg-slate-50 p-4">
        <h3 id="result-config-form-heading" className="mb-3 text-sm font-semibold text-slate-900">
          {t('questions.results.addTitle')}
        </h3>
        <ResultConfigForm
          usedOptions={configs.map((config) => config.optionValue)}
          busy={create.isPending}
          onSubmit={add}
        />
      </section>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('questions.results.deleteTitle', { option: pendingDelete?.optionValue.toUpperCase() ?? '' })}
        description={t('questions.results.deleteDescription', { label: pendingDelete?.resultLabel ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => pendingDelete && confirmRemoval(pendingDelete)}
      />
    </div>
  );
}
