import type { ReferralConfig } from '@pathwise/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { getErrorMessage } from '@/lib/errors';
import { useReferralFeature } from '../../api/admin-get-referral-feature';
import { useSetReferralFeature } from '../../api/admin-set-referral-feature';
import { useReturnFocus } from './use-return-focus';

type ReferralFeatureCardProps = {
  /** The active terms (null: none; undefined: still loading), to warn when the programme cannot work. */
  activeTerms: ReferralConfig | null | undefined;
  /** Opens the terms (the "Set terms" action of the warning). */
  onOpenTerms: () => void;
};

/**
 * The programme's switch (the REFERRALS_ENABLED setting). Turning it on is immediate; turning it off
 * asks first, saying what people lose and what is kept (decision 019: a promise made is kept).
 */
export function ReferralFeatureCard({ activeTerms, onOpenTerms }: ReferralFeatureCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const stateId = useId();
  const feature = useReferralFeature();
  const change = useSetReferralFeature();
  const [confirmOff, setConfirmOffState] = useState(false);
  const focus = useReturnFocus();
  const setConfirmOff = (open: boolean) => {
    if (open) focus.remember();
    else focus.restore();
    setConfirmOffState(open);
  };

  const save = (enabled: boolean) =>
    change.mutate(enabled, {
      onSuccess: () => {
        setConfirmOff(false);
        toast.success(t(enabled ? 'adminReferrals.feature.turnedOn' : 'adminReferrals.feature.turnedOff'));
      },
      onError: (error) => toast.error(getErrorMessage(error, t('adminReferrals.feature.saveFailed'))),
    });

  if (feature.isPending) {
    return (
      <Card
        className="flex items-center gap-4 px-5 py-5 sm:px-6"
        role="status"
        aria-busy
        aria-label={t('adminReferrals.feature.loading')}
      >
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-44" />
          <Skeleton className="h-3 w-full max-w-md" />
        </div>
        <Skeleton className="h-6 w-11 rounded-full" />
      </Card>
    );
  }
  if (feature.isError) {
    return (
      <LoadError
        title={t('adminReferrals.feature.loadFailed')}
        onRetry={() => feature.refetch()}
        retrying={feature.isRefetching}
      >
        {getErrorMessage(feature.error, t('adminReferrals.common.loadFailedHint'))}
      </LoadError>
    );
  }

  const enabled = feature.data.enabled;
  const noTerms = activeTerms === null;

  return (
    <Card
      className="px-5 py-5 sm:px-6"
      data-testid="referral-feature"
      aria-busy={change.isPending || undefined}
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {t('adminReferrals.feature.title')}
            </h2>
            <Badge tone={enabled ? 'success' : 'neutral'} data-testid="referral-feature-state">
              {enabled ? t('adminReferrals.feature.on') : t('adminReferrals.feature.off')}
            </Badge>
          </div>
          <p id={stateId} className="mt-1 text-sm text-slate-600">
            {enabled ? t('adminReferrals.feature.onDescription') : t('adminReferrals.feature.offDescription')}
          </p>
          {activeTerms ? (
            <p className="mt-2 text-sm text-slate-500">
              {t('adminReferrals.feature.activeTerms')}{' '}
              <button
                type="button"
                className="rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                onClick={onOpenTerms}
              >
                {activeTerms.name}
              </button>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2 pt-0.5">
          {change.isPending ? <Spinner /> : null}
          <Switch
            checked={enabled}
            disabled={change.isPending}
            aria-labelledby={titleId}
            aria-describedby={stateId}
            data-testid="referral-feature-switch"
            onCheckedChange={(next) => (next ? save(true) : setConfirmOff(true))}
          />
        </div>
      </div>
      {enabled && noTerms ? (
        <Alert
          tone="info"
          className="mt-4"
          title={t('adminReferrals.feature.noTermsTitle')}
          action={
            <Button variant="outline" size="sm" onClick={onOpenTerms}>
              {t('adminReferrals.feature.setTerms')}
            </Button>
          }
        >
          {t('adminReferrals.feature.noTermsDescription')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={t('adminReferrals.feature.confirmOffTitle')}
        description={t('adminReferrals.feature.confirmOffDescription')}
        confirmLabel={t('adminReferrals.feature.confirmOff')}
        busy={change.isPending}
        onConfirm={() => save(false)}
      />
    </Card>
  );
}
