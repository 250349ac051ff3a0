import type { Assessment, AssessmentGroup } from '@pathwise/contract';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';

type CategoryPickerProps = {
  profiler: Pick<Assessment, 'categoryId' | 'category'>;
  groups: readonly AssessmentGroup[];
  /** The assignment is being saved. */
  busy: boolean;
  /** Another action on the profiler is running. */
  disabled: boolean;
  /** Resolves to whether the assignment was saved. */
  onSave: (categoryId: string | null) => Promise<boolean>;
};

/**
 * The profiler's grouping category with a Change link. The choice is a draft (spec §4) until saved
 * with Save or by clicking outside; Cancel or Escape discard it.
 */
export function CategoryPicker({ profiler, groups, busy, disabled, onSave }: CategoryPickerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const container = useRef<HTMLFieldSetElement>(null);
  const current = profiler.categoryId ?? '';
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(current);
  const isDirty = draft !== current;

  const close = () => {
    setEditing(false);
    setDraft(current);
  };
  const commit = async () => {
    if (!isDirty) return close();
    if (await onSave(draft || null)) setEditing(false);
  };
  // Registered once per editing session, yet always sees the latest draft.
  const onPointerDown = useEffectEvent((event: PointerEvent) => {
    if (container.current && !container.current.contains(event.target as Node)) void commit();
  });

  useEffect(() => {
    if (!editing) return;
    const listener = (event: PointerEvent) => onPointerDown(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [editing]);

  // Active groups are offered; the current one stays listed even when it was switched off since.
  const options = groups.filter((group) => group.isActive || group.id === current);

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <span className="text-slate-500">{t('assessments.card.category')}</span>
        <span className="truncate font-medium text-slate-800">
          {profiler.category?.title ?? t('assessments.card.noCategory')}
        </span>
        <Button
          variant="link"
          size="sm"
          disabled={disabled}
          onClick={() => {
            setDraft(current);
            setEditing(true);
          }}
        >
          {t('assessments.card.changeCategory')}
        </Button>
      </div>
    );
  }

  return (
    <fieldset
      ref={container}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) close();
      }}
    >
      <legend className="sr-only">{t('assessments.card.changeCategoryLabel')}</legend>
      <label htmlFor={selectId} className="sr-only">
        {t('assessments.card.category')}
      </label>
      <Select
        id={selectId}
        // The admin just asked to change this value.
        autoFocus
        className="h-9 w-auto min-w-44 flex-1"
        value={draft}
        disabled={busy}
        onChange={(event) => setDraft(event.target.value)}
      >
        <option value="">{t('assessments.card.noCategory')}</option>
        {options.map((group) => (
          <option key={group.id} value={group.id}>
            {group.isActive ? group.title : t('assessments.card.inactiveGroup', { title: group.title })}
          </option>
        ))}
      </Select>
      {isDirty ? <Badge tone="warning">{t('assessments.card.unsaved')}</Badge> : null}
      <Button size="sm" loading={busy} onClick={() => void commit()}>
        {t('common.save')}
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={close}>
        {t('common.cancel')}
      </Button>
    </fieldset>
  );
}
