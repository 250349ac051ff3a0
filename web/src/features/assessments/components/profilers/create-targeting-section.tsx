import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { countFilledTargeting, type TargetingDraft, type TargetingErrors } from '../../utils/targeting-draft';
import { TargetingChips } from './targeting-chips';
import { TargetingEditor } from './targeting-editor';

type CreateTargetingSectionProps = {
  value: TargetingDraft;
  onChange: (patch: Partial<TargetingDraft>) => void;
  errors: TargetingErrors;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled?: boolean;
};

/**
 * The New Profiler form's optional targeting (spec §7's create call), folded away by default so
 * the usual create stays short. Folding only hides the fields: what was entered is kept.
 */
export function CreateTargetingSection({
  value,
  onChange,
  errors,
  open,
  onOpenChange,
  disabled,
}: CreateTargetingSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const filled = countFilledTargeting(value);
  const hasTags =
    value.targetEducationLevels.length +
      value.targetExperienceLevels.length +
      value.targetSkills.length +
      value.targetInterests.length >
    0;

  return (
    <section className="rounded-lg border border-slate-200" aria-labelledby={`${id}-toggle`}>
      <button
        type="button"
        id={`${id}-toggle`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-describedby={`${id}-hint`}
        onClick={() => onOpenChange(!open)}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg px-3 pt-2.5 pb-1 text-left',
          'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        )}
      >
        <span className="min-w-0 flex-1 text-sm font-medium text-slate-700">
          {t('assessments.create.targetingToggle')}{' '}
          <span className="font-normal text-slate-500">({t('common.optional')})</span>
        </span>
        {filled > 0 ? (
          <Badge tone="brand">{t('assessments.create.targetingFilled', { count: filled })}</Badge>
        ) : null}
        <ChevronDown
          className={cn('size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {/* Outside the button so its name stays short; it still describes it. */}
      <p id={`${id}-hint`} className="px-3 pb-2.5 text-xs text-slate-500">
        {t('assessments.create.targetingHint')}
      </p>
      {!open && hasTags ? (
        <div className="px-3 pb-3">
          <TargetingChips
            targetEducationLevels={value.targetEducationLevels}
            targetExperienceLevels={value.targetExperienceLevels}
            targetSkills={value.targetSkills}
            targetInterests={value.targetInterests}
          />
        </div>
      ) : null}
      {/* Hidden rather than unmounted, so a half-typed custom skill survives folding. */}
      <div id={`${id}-panel`} hidden={!open} className="border-t border-slate-200 px-3 py-4">
        <TargetingEditor value={value} onChange={onChange} errors={errors} disabled={disabled} />
      </div>
    </section>
  );
}
