import type { Assessment } from '@pathwise/contract';
import {
  BarChart3,
  ClipboardList,
  Copy,
  ListChecks,
  type LucideIcon,
  MoreHorizontal,
  Power,
  Sparkles,
  Tag,
  Target,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { ProfilerAction } from '../../hooks/use-profiler-actions';

type ProfilerCardActionsProps = {
  profiler: Pick<Assessment, 'id' | 'isActive' | 'title'>;
  running: ProfilerAction | null;
  onEditPrice: () => void;
  onEditTargeting: () => void;
  onAutoTarget: () => void;
  onToggleStatus: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

type MenuAction = { name: ProfilerAction; label: string; icon: LucideIcon; onSelect: () => void };

/**
 * The card's actions: the two an admin uses most (Manage, Results) stay visible; the rest sit in a
 * "More" menu, with Delete last, apart and red, so a narrow card keeps one row of buttons. While an
 * action runs the others are disabled and the card says which one is working (spec §4).
 */
export function ProfilerCardActions({ profiler, running, ...handlers }: ProfilerCardActionsProps) {
  const { t } = useTranslation();
  const busy = running !== null;

  const actions: MenuAction[] = [
    { name: 'price', label: t('assessments.actions.editPrice'), icon: Tag, onSelect: handlers.onEditPrice },
    {
      name: 'targeting',
      label: t('assessments.actions.targeting'),
      icon: Target,
      onSelect: handlers.onEditTargeting,
    },
    {
      name: 'autoTarget',
      label: t('assessments.actions.autoTarget'),
      icon: Sparkles,
      onSelect: handlers.onAutoTarget,
    },
    {
      name: 'status',
      label: profiler.isActive ? t('assessments.actions.disable') : t('assessments.actions.enable'),
      icon: Power,
      onSelect: handlers.onToggleStatus,
    },
    {
      name: 'duplicate',
      label: t('assessments.actions.duplicate'),
      icon: Copy,
      onSelect: handlers.onDuplicate,
    },
  ];
  const runningLabel =
    running === 'delete'
      ? t('assessments.actions.delete')
      : actions.find((action) => action.name === running)?.label;

  const link = (label: string, icon: LucideIcon, href: string) => {
    const Icon = icon;
    return (
      <Button size="sm" variant="outline" asChild>
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
    <div className="flex flex-wrap items-center gap-2">
      {link(t('assessments.actions.manage'), ListChecks, paths.admin.questions.getHref(profiler.id))}
      {link(t('assessments.actions.results'), BarChart3, paths.admin.assessmentResults.getHref(profiler.id))}
      <DropdownMenu>
        <DropdownMenuTrigger asChild disabled={busy}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('assessments.actions.moreFor', { title: profiler.title })}
          >
            <MoreHorizontal aria-hidden />
            {t('assessments.actions.more')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-52">
          {actions.map(({ name, label, icon: Icon, onSelect }) => (
            <DropdownMenuItem key={name} onSelect={onSelect} data-action={name}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem asChild>
            <Link to={paths.admin.assessmentScreening.getHref(profiler.id)}>
              <ClipboardList aria-hidden />
              {t('assessments.actions.screening')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={handlers.onDelete}
            data-action="delete"
            // Important: the item's own slate colours come from the same layer, and cn() does not merge.
            className="text-rose-700! data-[highlighted]:bg-rose-50! data-[highlighted]:text-rose-800! [&_svg]:text-rose-600!"
          >
            <Trash2 aria-hidden />
            {t('assessments.actions.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {runningLabel ? (
        <span role="status" className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('assessments.actions.running', { action: runningLabel })}
        </span>
      ) : null}
    </div>
  );
}
