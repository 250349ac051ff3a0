import type { Assessment } from '@pathwise/contract';
import {
  BarChart3,
  ClipboardList,
  Copy,
  ListChecks,
  type LucideIcon,
  Power,
  Sparkles,
  Tag,
  Target,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ProfilerAction } from '../../hooks/use-profiler-actions';

type ProfilerCardActionsProps = {
  profiler: Pick<Assessment, 'id' | 'isActive'>;
  running: ProfilerAction | null;
  onEditPrice: () => void;
  onEditTargeting: () => void;
  onAutoTarget: () => void;
  onToggleStatus: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** The card's actions; while one runs it shows a spinner and the others are disabled (spec §4). */
export function ProfilerCardActions({ profiler, running, ...handlers }: ProfilerCardActionsProps) {
  const { t } = useTranslation();
  const busy = running !== null;

  const action = (
    name: ProfilerAction,
    label: string,
    icon: LucideIcon,
    onClick: () => void,
    variant: 'outline' | 'danger-outline' = 'outline',
  ) => {
    const Icon = icon;
    return (
      <Button
        size="sm"
        variant={variant}
        loading={running === name}
        disabled={busy}
        onClick={onClick}
        data-action={name}
      >
        {running === name ? null : <Icon aria-hidden />}
        {label}
      </Button>
    );
  };

  const link = (label: string, icon: LucideIcon, href: string) => {
    const Icon = icon;
    return (
      <Button size="sm" variant="ghost" asChild>
        <Link
          to={href}
          aria-disabled={busy || undefined}
          tabIndex={busy ? -1 : undefined}
          className={cn(busy && 'pointer-events-none opacity-60')}
          onClick={(event) => busy && event.preventDefault()}
        >
          <Icon aria-hidden />
          {label}
        </Link>
      </Button>
    );
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {action('price', t('assessments.actions.editPrice'), Tag, handlers.onEditPrice)}
        {action('targeting', t('assessments.actions.targeting'), Target, handlers.onEditTargeting)}
        {action('autoTarget', t('assessments.actions.autoTarget'), Sparkles, handlers.onAutoTarget)}
        {action(
          'status',
          profiler.isActive ? t('assessments.actions.disable') : t('assessments.actions.enable'),
          Power,
          handlers.onToggleStatus,
        )}
        {action('duplicate', t('assessments.actions.duplicate'), Copy, handlers.onDuplicate)}
        {action('delete', t('assessments.actions.delete'), Trash2, handlers.onDelete, 'danger-outline')}
      </div>
      <div className="flex flex-wrap gap-1">
        {link(t('assessments.actions.manage'), ListChecks, paths.admin.questions.getHref(profiler.id))}
        {link(
          t('assessments.actions.results'),
          BarChart3,
          paths.admin.assessmentResults.getHref(profiler.id),
        )}
        {link(
          t('assessments.actions.screening'),
          ClipboardList,
          paths.admin.assessmentScreening.getHref(profiler.id),
        )}
      </div>
    </div>
  );
}
