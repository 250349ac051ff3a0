import type { Assessment, AssessmentGroup, Coupon, Currency } from '@pathwise/contract';
import { CalendarDays, FolderOpen, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { useProfilerActions } from '../../hooks/use-profiler-actions';
import { usableCoupons } from '../../utils/usable-coupons';
import { CategoryPicker } from './category-picker';
import { DuplicateDialog } from './duplicate-dialog';
import { PriceDialog } from './price-dialog';
import { PriceSummary } from './price-summary';
import { ProfilerCardActions } from './profiler-card-actions';
import { ProfilerStatusBadges } from './profiler-status-badges';
import { TargetingChips } from './targeting-chips';
import { TargetingDialog } from './targeting-dialog';

type ProfilerCardProps = {
  profiler: Assessment;
  groups: readonly AssessmentGroup[];
  coupons: readonly Coupon[];
  currencies: readonly Currency[];
};

type OpenDialog = 'price' | 'targeting' | 'duplicate' | 'delete' | null;

/** One profiler in the management list: what it is, how it is sold and targeted, and what can be done to it. */
export function ProfilerCard({ profiler, groups, coupons, currencies }: ProfilerCardProps) {
  const { t } = useTranslation();
  const actions = useProfilerActions(profiler);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);
  const { running } = actions;

  return (
    <Card
      className="flex flex-col gap-4 p-4 sm:p-5"
      aria-labelledby={`profiler-${profiler.id}-title`}
      aria-busy={running !== null || undefined}
      data-testid={`profiler-${profiler.id}`}
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            id={`profiler-${profiler.id}-title`}
            className="min-w-0 text-base font-semibold break-words text-slate-900"
          >
            {profiler.title}
          </h2>
          <ProfilerStatusBadges profiler={profiler} />
        </div>
        {profiler.description ? (
          <p className="line-clamp-3 text-sm text-slate-600">{profiler.description}</p>
        ) : (
          <p className="text-sm text-slate-400 italic">{t('assessments.card.noDescription')}</p>
        )}
      </div>

      <CategoryPicker
        profiler={profiler}
        groups={groups}
        busy={running === 'category'}
        disabled={running !== null}
        onSave={actions.assignCategory}
      />

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-y border-slate-100 py-3">
        <PriceSummary profiler={profiler} availableCoupons={usableCoupons(coupons, profiler.id).length} />
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <div className="flex items-center gap-1">
            <FolderOpen className="size-3.5" aria-hidden />
            <dt className="sr-only">{t('assessments.card.categoriesLabel')}</dt>
            <dd>{t('assessments.card.categoryCount', { count: profiler.categoryCount })}</dd>
          </div>
          <div className="flex items-center gap-1">
            <ListChecks className="size-3.5" aria-hidden />
            <dt className="sr-only">{t('assessments.card.questionsLabel')}</dt>
            <dd>{t('assessments.card.questionCount', { count: profiler.questionCount })}</dd>
          </div>
          <div className="flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden />
            <dt className="sr-only">{t('assessments.card.createdLabel')}</dt>
            <dd>{t('assessments.card.created', { date: formatDate(profiler.createdAt) })}</dd>
          </div>
        </dl>
      </div>

      <TargetingChips {...profiler} />

      <ProfilerCardActions
        profiler={profiler}
        running={running}
        onEditPrice={() => setDialog('price')}
        onEditTargeting={() => setDialog('targeting')}
        onAutoTarget={() => void actions.applyAutoTarget()}
        onToggleStatus={() => void actions.toggleStatus()}
        onDuplicate={() => setDialog('duplicate')}
        onDelete={() => setDialog('delete')}
      />

      <PriceDialog
        profiler={profiler}
        open={dialog === 'price'}
        onOpenChange={closeDialog}
        currencies={currencies}
        coupons={coupons}
        busy={running === 'price'}
        onSave={actions.savePrice}
      />
      <TargetingDialog
        profiler={profiler}
        open={dialog === 'targeting'}
        onOpenChange={closeDialog}
        busy={running === 'targeting'}
        onSave={actions.saveTargeting}
      />
      <DuplicateDialog
        profiler={profiler}
        open={dialog === 'duplicate'}
        onOpenChange={closeDialog}
        busy={running === 'duplicate'}
        onDuplicate={actions.duplicate}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={closeDialog}
        title={t('assessments.delete.title')}
        description={t('assessments.delete.description', { title: profiler.title })}
        confirmLabel={t('assessments.delete.confirm')}
        busy={running === 'delete'}
        onConfirm={() => void actions.remove().then(() => setDialog(null))}
      />
    </Card>
  );
}
