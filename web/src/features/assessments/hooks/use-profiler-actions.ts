import type { Assessment, UpdateAssessmentBody } from '@pathwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApplyAutoTarget } from '../api/apply-auto-target';
import { useAssignAssessmentCategory } from '../api/assign-assessment-category';
import { useDeleteAssessment } from '../api/delete-assessment';
import { useDuplicateAssessment } from '../api/duplicate-assessment';
import { assessmentKeys } from '../api/keys';
import { refreshProfilers } from '../api/refresh-profilers';
import { useUpdateAssessment } from '../api/update-assessment';
import { toastFailure } from '../utils/toast-failure';

export type ProfilerAction =
  | 'price'
  | 'targeting'
  | 'autoTarget'
  | 'status'
  | 'category'
  | 'duplicate'
  | 'delete';

type RunTexts = { success: string; failure: string; reloadOnFailure?: boolean };

/**
 * Every action on one profiler, one at a time (spec §4: an item's actions are blocked while another
 * is in flight). Each resolves to whether it succeeded, and shows the spec's toasts (§8).
 */
export function useProfilerActions(profiler: Assessment) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateAssessment();
  const remove = useDeleteAssessment();
  const duplicate = useDuplicateAssessment();
  const autoTarget = useApplyAutoTarget();
  const assign = useAssignAssessmentCategory();
  const [running, setRunning] = useState<ProfilerAction | null>(null);
  // State updates are asynchronous: the ref refuses a second click before the re-render lands.
  const inFlight = useRef(false);
  const { id } = profiler;

  async function run(
    action: ProfilerAction,
    task: () => Promise<unknown>,
    texts: RunTexts,
  ): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setRunning(action);
    try {
      await task();
      toast.success(texts.success);
      return true;
    } catch (error) {
      toastFailure(texts.failure, error);
      // Spec §8 recovery: the list may be stale (e.g. someone else deleted the profiler).
      if (texts.reloadOnFailure) void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
      return false;
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  }

  const save = (body: UpdateAssessmentBody) => update.mutateAsync({ id, body });

  return {
    running,
    savePrice: (body: UpdateAssessmentBody) =>
      run('price', () => save(body), {
        success: t('assessments.toasts.priceUpdated'),
        failure: t('assessments.toasts.priceFailed'),
        reloadOnFailure: true,
      }),
    saveTargeting: (body: UpdateAssessmentBody) =>
      run('targeting', () => save(body), {
        success: t('assessments.toasts.targetingUpdated'),
        failure: t('assessments.toasts.targetingFailed'),
        reloadOnFailure: true,
      }),
    applyAutoTarget: () =>
      run('autoTarget', () => autoTarget.mutateAsync(id), {
        success: t('assessments.toasts.autoTargetApplied'),
        failure: t('assessments.toasts.autoTargetFailed'),
        reloadOnFailure: true,
      }),
    toggleStatus: () => {
      const isActive = !profiler.isActive;
      const task = async () => {
        await save({ isActive });
        // The dashboard's active count and the statistics change with it.
        void refreshProfilers(queryClient);
      };
      return run('status', task, {
        success: t(isActive ? 'assessments.toasts.enabled' : 'assessments.toasts.disabled'),
        failure: t('assessments.toasts.statusFailed'),
      });
    },
    assignCategory: (categoryId: string | null) =>
      run('category', () => assign.mutateAsync({ id, categoryId }), {
        success: t('assessments.toasts.categoryAssigned'),
        failure: t('assessments.toasts.categoryAssignFailed'),
      }),
    duplicate: (newTitle: string, newDescription: string) =>
      run('duplicate', () => duplicate.mutateAsync({ id, newTitle, newDescription }), {
        success: t('assessments.toasts.duplicated'),
        failure: t('assessments.toasts.duplicateFailed'),
      }),
    remove: () =>
      run('delete', () => remove.mutateAsync(id), {
        success: t('assessments.toasts.deleted'),
        failure: t('assessments.toasts.deleteFailed'),
        reloadOnFailure: true,
      }),
  };
}
export type ProfilerActions = ReturnType<typeof useProfilerActions>;
