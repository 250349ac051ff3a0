import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useToggleAssessmentScreening } from '../../api/toggle-assessment-screening';
import { toastFailure } from '../../utils/toast-failure';

/**
 * Whether the profiler asks its screening before it starts (hasScreening). The server refuses to
 * switch it on without saved questions; its reason is shown beside the switch.
 */
export function ScreeningToggle({
  assessmentId,
  hasScreening,
}: {
  assessmentId: string;
  hasScreening: boolean;
}) {
  const { t } = useTranslation();
  const switchId = useId();
  const toggle = useToggleAssessmentScreening(assessmentId);
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (next: boolean) => {
    setRefusal(null);
    toggle.mutate(next, {
      onSuccess: (result) =>
        toast.success(
          t(result.hasScreening ? 'screening.profiler.toasts.enabled' : 'screening.profiler.toasts.disabled'),
        ),
      onError: (error) => {
        if (error instanceof ApiError && error.status > 0 && error.status < 500) setRefusal(error.message);
        toastFailure(t('screening.profiler.toasts.toggleFailed'), error);
      },
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <label htmlFor={switchId} className="min-w-0">
          <span className="block text-sm font-medium text-slate-900">
            {t('screening.profiler.toggleLabel')}
          </span>
          <span className="block text-xs text-slate-500">
            {hasScreening ? t('screening.profiler.toggleOn') : t('screening.profiler.toggleOff')}
          </span>
        </label>
        <Switch
          id={switchId}
          checked={hasScreening}
          disabled={toggle.isPending}
          aria-busy={toggle.isPending || undefined}
          onCheckedChange={change}
        />
      </div>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
    </div>
  );
}
