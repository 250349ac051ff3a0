import type { Prompt } from '@pathwise/contract';
import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type PromptStatusNoticeProps = { activePrompt: Prompt | null; promptCount: number };

const tones = {
  active: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  inactive: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  none: { box: 'border-brand-200 bg-brand-50 text-brand-800', icon: Info },
} as const;

/**
 * Spec §4: the active prompt (its version), a warning when prompts exist but none is active,
 * or a notice that none is configured.
 */
export function PromptStatusNotice({ activePrompt, promptCount }: PromptStatusNoticeProps) {
  const { t } = useTranslation();
  const state = activePrompt ? 'active' : promptCount > 0 ? 'inactive' : 'none';
  const { box, icon: Icon } = tones[state];

  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', box)}
      data-testid="prompt-notice"
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">
          {activePrompt
            ? t('prompts.notice.activeTitle', { version: activePrompt.version })
            : t(`prompts.notice.${state}Title`)}
        </p>
        <p className="mt-0.5">{t(`prompts.notice.${state}Description`)}</p>
      </div>
    </div>
  );
}
