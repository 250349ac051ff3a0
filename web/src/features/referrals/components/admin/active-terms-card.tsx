import type { ReferralConfig } from '@pathwise/contract';
import { FileText, Lock, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useActiveReferralTerms } from '../../api/admin-get-active-terms';
import { formatCount } from './referral-format';
import { TermsFacts, TermsSentences } from './terms-facts';

type ActiveTermsCardProps = {
  onCreate: () => void;
  onEdit: (config: ReferralConfig) => void;
};

/** The terms new referrals are made under: in the words people read, and as numbers. */
export function ActiveTermsCard({ onCreate, onEdit }: ActiveTermsCardProps) {
  const { t } = useTranslation();
  const active = useActiveReferralTerms();

  if (active.isPending) {
    return (
      <Card role="status" aria-busy aria-label={t('adminReferrals.activeTerms.loading')}>
        <CardHeader>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-6 w-56" />
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <div className="space-y-2">
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-3 w-4/6" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </CardContent>
      </Card>
    );
  }
  if (active.isError) {
    return (
      <LoadError
        title={t('adminReferrals.activeTerms.loadFailed')}
        onRetry={() => active.refetch()}
        retrying={active.isRefetching}
      >
        {getErrorMessage(active.error, t('adminReferrals.common.loadFailedHint'))}
      </LoadError>
    );
  }

  const config = active.data;
  if (!config) {
    return (
      <Card data-testid="active-terms">
        <EmptyState
          icon={FileText}
          title={t('adminReferrals.activeTerms.emptyTitle')}
          description={t('adminReferrals.activeTerms.emptyDescription')}
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              {t('adminReferrals.activeTerms.create')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card data-testid="active-terms">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardDescription className="font-medium">{t('adminReferrals.activeTerms.title')}</CardDescription>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <CardTitle className="text-lg">{config.name}</CardTitle>
            <Badge tone="success">{t('adminReferrals.terms.active')}</Badge>
          </div>
        </div>
        <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit(config)}
            aria-label={t('adminReferrals.terms.editNamed', { name: config.name })}
          >
            <Pencil aria-hidden />
            {t('adminReferrals.terms.edit')}
          </Button>
          <Button size="sm" onClick={onCreate}>
            <Plus aria-hidden />
            {t('adminReferrals.activeTerms.newTerms')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <section aria-labelledby="active-terms-words">
          <h3
            id="active-terms-words"
            className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            {t('adminReferrals.activeTerms.inWords')}
          </h3>
          <TermsSentences terms={config} />
        </section>
        <section aria-labelledby="active-terms-numbers">
          <h3
            id="active-terms-numbers"
            className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            {t('adminReferrals.activeTerms.inNumbers')}
          </h3>
          <TermsFacts terms={config} />
        </section>
      </CardContent>
      <CardFooter className="justify-start text-xs text-slate-500">
        <span>
          {config.createdByName
            ? t('adminReferrals.terms.createdBy', {
                name: config.createdByName,
                date: formatDate(config.createdAt),
              })
            : t('adminReferrals.terms.createdOn', { date: formatDate(config.createdAt) })}
        </span>
        <span aria-hidden>·</span>
        <span>
          {t('adminReferrals.terms.referralCount', {
            count: config.referralCount,
            formatted: formatCount(config.referralCount),
          })}
        </span>
        {config.referralCount > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Lock className="size-3" aria-hidden />
            {t('adminReferrals.terms.frozenHint')}
          </span>
        ) : null}
      </CardFooter>
    </Card>
  );
}
