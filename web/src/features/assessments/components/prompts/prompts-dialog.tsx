import type { Prompt } from '@pathwise/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreatePrompt } from '../../api/create-prompt';
import { useDeletePrompt } from '../../api/delete-prompt';
import { useActivePrompt } from '../../api/get-active-prompt';
import { usePrompts } from '../../api/get-prompts';
import { useTogglePrompt } from '../../api/toggle-prompt';
import { useUpdatePrompt } from '../../api/update-prompt';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { toastFailure } from '../../utils/toast-failure';
import { PromptForm, type PromptFormValues } from './prompt-form';
import { PromptStatusNotice } from './prompt-status-notice';
import { PromptVersionItem } from './prompt-version-item';

type PromptsDialogProps = {
  /** The profiler whose prompts are managed; the dialog is open while there is one. */
  assessment: { id: string; title: string } | null;
  onClose: () => void;
};

/** AI analysis prompts of one profiler (spec §2 "A modal for AI prompt management"). */
export function PromptsDialog({ assessment, onClose }: PromptsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={assessment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('prompts.dialog.title')}
      description={assessment?.title}
      className="sm:max-w-3xl"
    >
      {assessment ? <PromptsPanel assessmentId={assessment.id} /> : null}
    </Dialog>
  );
}

/** What the panel shows below the notice: the versions, or the form for a new or existing one. */
type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; prompt: Prompt };

function PromptsPanel({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [pendingDelete, setPendingDelete] = useState<Prompt | null>(null);
  const prompts = usePrompts(assessmentId);
  const active = useActivePrompt(assessmentId);
  const create = useCreatePrompt(assessmentId);
  const update = useUpdatePrompt(assessmentId);
  const toggle = useTogglePrompt(assessmentId);
  const remove = useDeletePrompt(assessmentId);
  useFailureToast(prompts.isError, t('prompts.toasts.loadFailed'));

  const save = ({ promptText, systemPrompt }: PromptFormValues) => {
    const done = (message: string) => () => {
      toast.success(message);
      setMode({ kind: 'list' });
    };
    const failed = (error: unknown) => toastFailure(t('prompts.toasts.saveFailed'), error);
    if (mode.kind === 'edit') {
      update.mutate(
        { promptId: mode.prompt.id, body: { promptText, systemPrompt: systemPrompt.trim() || null } },
        { onSuccess: done(t('prompts.toasts.updated')), onError: failed },
      );
    } else {
      // Blank means "use the default system prompt", which the server applies.
      create.mutate(
        { promptText, systemPrompt: systemPrompt.trim() || null },
        { onSuccess: done(t('prompts.toasts.created')), onError: failed },
      );
    }
  };

  const confirmRemoval = (prompt: Prompt) =>
    remove.mutate(prompt.id, {
      onSuccess: () => toast.success(t('prompts.toasts.deleted')),
      onError: (error) => toastFailure(t('prompts.toasts.deleteFailed'), error),
      onSettled: () => setPendingDelete(null),
    });

  if (mode.kind !== 'list') {
    return (
      <div className="space-y-4">
        <h3 className="font-semibold text-slate-900">
          {mode.kind === 'edit'
            ? t('prompts.form.editTitle', { version: mode.prompt.version })
            : t('prompts.form.createTitle')}
        </h3>
        {mode.kind === 'create' ? (
          <p className="text-sm text-slate-500">{t('prompts.form.createHint')}</p>
        ) : null}
        <PromptForm
          key={mode.kind === 'edit' ? mode.prompt.id : 'new'}
          prompt={mode.kind === 'edit' ? mode.prompt : undefined}
          busy={create.isPending || update.isPending}
          onSubmit={save}
          onCancel={() => setMode({ kind: 'list' })}
        />
      </div>
    );
  }

  if (prompts.isPending || active.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t('common.loading')}>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }

  if (prompts.isError) {
    return (
      <LoadError
        title={t('prompts.toasts.loadFailed')}
        onRetry={() => prompts.refetch()}
        retrying={prompts.isRefetching}
      />
    );
  }

  const busyId = (toggle.isPending && toggle.variables) || (remove.isPending && remove.variables) || null;

  return (
    <div className="space-y-4">
      <PromptStatusNotice activePrompt={active.data ?? null} promptCount={prompts.data.length} />
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">
          {t('prompts.list.heading', { count: prompts.data.length })}
        </h3>
        <Button onClick={() => setMode({ kind: 'create' })}>
          <Plus aria-hidden />
          {t('prompts.list.new')}
        </Button>
      </div>
      {prompts.data.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {prompts.data.map((prompt) => (
            <PromptVersionItem
              key={prompt.id}
              prompt={prompt}
              toggling={toggle.isPending && toggle.variables === prompt.id}
              busy={busyId === prompt.id}
              onToggle={() =>
                toggle.mutate(prompt.id, {
                  onSuccess: ({ prompt: toggled }) =>
                    toast.success(
                      t(toggled.isActive ? 'prompts.toasts.activated' : 'prompts.toasts.deactivated', {
                        version: toggled.version,
                      }),
                    ),
                  onError: (error) => toastFailure(t('prompts.toasts.toggleFailed'), error),
                })
              }
              onEdit={() => setMode({ kind: 'edit', prompt })}
              onDelete={() => setPendingDelete(prompt)}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('prompts.list.deleteTitle', { version: pendingDelete?.version ?? '' })}
        description={
          pendingDelete?.isActive
            ? t('prompts.list.deleteActiveDescription')
            : t('prompts.list.deleteDescription')
        }
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => pendingDelete && confirmRemoval(pendingDelete)}
      />
    </div>
  );
}
