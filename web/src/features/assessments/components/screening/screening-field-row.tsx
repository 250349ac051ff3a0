import type { ScreeningField } from '@pathwise/contract';
import { ArrowDown, ArrowUp, Lock, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';

/** How many choice labels the row shows before "+N more". */
const SHOWN_CHOICES = 4;

type ScreeningFieldRowProps = {
  field: ScreeningField;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onToggleActive: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One profile-screening field with its facts, its active switch, its place in the order and its actions. */
export function ScreeningFieldRow({
  field,
  isFirst,
  isLast,
  busy,
  onMove,
  onToggleActive,
  onEdit,
  onDelete,
}: ScreeningFieldRowProps) {
  const { t } = useTranslation();
  const switchId = useId();
  const hidden = field.options.length - SHOWN_CHOICES;
  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 sm:px-6 lg:flex-row lg:items-center"
      aria-busy={busy || undefined}
      data-testid={`screening-field-${field.key}`}
    >
      <div className="flex gap-1 lg:flex-col">
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={busy || isFirst}
          aria-label={t('screening.config.moveUp', { label: field.label })}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={busy || isLast}
          aria-label={t('screening.config.moveDown', { label: field.label })}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden />
        </Button>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words text-slate-900">{field.label}</p>
          {field.isSystem ? (
            <Badge tone="brand">
              <Lock aria-hidden />
              {t('screening.config.builtIn')}
            </Badge>
          ) : null}
          <Badge>{t(`screening.types.${field.type}`)}</Badge>
          {field.isRequired ? <Badge tone="warning">{t('screening.config.requiredBadge')}</Badge> : null}
        </div>
        <p className="mt-1 font-mono text-xs text-slate-500">{field.key}</p>
        {field.helpText ? <p className="mt-1 text-sm text-slate-600">{field.helpText}</p> : null}
        {field.options.length > 0 ? (
          <p className="mt-1 text-xs text-slate-500">
            {field.options
              .slice(0, SHOWN_CHOICES)
              .map((choice) => choice.label)
              .join(' · ')}
            {hidden > 0 ? ` ${t('screening.config.moreChoices', { count: hidden })}` : null}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-2 flex items-center gap-2">
          <Switch id={switchId} checked={field.isActive} disabled={busy} onCheckedChange={onToggleActive} />
          <label htmlFor={switchId} className="text-sm text-slate-700">
            <span className="sr-only">{t('screening.config.activeFor', { label: field.label })}: </span>
            {field.isActive ? t('screening.config.active') : t('screening.config.inactive')}
          </label>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onEdit}
          aria-label={t('screening.config.editFor', { label: field.label })}
        >
          <Pencil aria-hidden />
          {t('screening.config.edit')}
        </Button>
        {/* Built-in fields feed targeting and category restrictions: they can be switched off, never deleted. */}
        {field.isSystem ? null : (
          <Button
            variant="danger-outline"
            size="sm"
            disabled={busy}
            onClick={onDelete}
            aria-label={t('screening.config.deleteFor', { label: field.label })}
          >
            <Trash2 aria-hidden />
            {t('common.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
