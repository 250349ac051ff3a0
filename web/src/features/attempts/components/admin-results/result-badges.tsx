import type { AiAnalysisStatus, AttemptStatus, QualityFlag } from '@pathwise/contract';
import { CircleCheck, CircleDashed, CircleX, Clock, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export function AttemptStatusBadge({ status }: { status: AttemptStatus }) {
  const { t } = useTranslation();
  return status === 'completed' ? (
    <Badge tone="success" className="whitespace-nowrap">
      <CircleCheck aria-hidden />
      {t('adminResults.status.completed')}
    </Badge>
  ) : (
    <Badge tone="warning" className="whitespace-nowrap">
      <Clock aria-hidden />
      {t('adminResults.status.in_progress')}
    </Badge>
  );
}

const AI_TONES: Record<AiAnalysisStatus | 'none', BadgeProps['tone']> = {
  none: 'neutral',
  pending: 'neutral',
  processing: 'brand',
  completed: 'success',
  failed: 'danger',
};

/** Where the AI analysis of an attempt stands; `undefined` while the status is being fetched. */
export function AiStatusBadge({ status }: { status: AiAnalysisStatus | null | undefined }) {
  const { t } = useTranslation();
  if (status === undefined) {
    return (
      <span
        className="inline-block h-5 w-16 animate-pulse rounded-full bg-slate-200/80"
        role="img"
        aria-label={t('adminResults.ai.checking')}
      />
    );
  }
  const key = status ?? 'none';
  return (
    <Badge tone={AI_TONES[key]} className="whitespace-nowrap" data-testid="ai-status">
      {key === 'processing' ? (
        <Spinner className="size-3" />
      ) : key === 'pending' ? (
        <Clock aria-hidden />
      ) : key === 'completed' ? (
        <CircleCheck aria-hidden />
      ) : key === 'failed' ? (
        <CircleX aria-hidden />
      ) : (
        <CircleDashed aria-hidden />
      )}
      {t(`adminResults.ai.status.${key}`)}
    </Badge>
  );
}

/** The response-quality warnings of an attempt (straight-lining, too fast), each with its reason on hover. */
export function QualityFlagBadges({
  flags,
  className,
}: {
  flags: readonly QualityFlag[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (flags.length === 0) {
    return <span className="text-sm text-slate-400">{t('adminResults.flags.none')}</span>;
  }
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {flags.map((flag) => (
        <Badge key={flag.code} tone="warning" className="whitespace-nowrap" title={flag.message}>
          <TriangleAlert aria-hidden />
          {t(`adminResults.flags.codes.${flag.code}`, { defaultValue: flag.code })}
        </Badge>
      ))}
    </span>
  );
}

/** A Holland code such as "SIA" in a monospace chip; an em dash when there is none. */
export function HollandCodeChip({ code, size = 'sm' }: { code: string | null; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  if (!code) {
    return size === 'lg' ? (
      <span className="text-sm text-slate-400">{t('adminResults.noHollandCode')}</span>
    ) : (
      <span className="text-sm text-slate-400" title={t('adminResults.noHollandCode')}>
        —
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex rounded-md bg-brand-50 font-mono font-semibold tracking-widest text-brand-800 ring-1 ring-brand-200 ring-inset',
        size === 'sm' ? 'px-1.5 py-0.5 text-xs' : 'px-3 py-1 text-xl',
      )}
    >
      {code}
    </span>
  );
}
