import {
  NORM_MIN_COHORT,
  type NormBucket,
  type NormCohort,
  type TraitDistribution,
} from '@pathwise/contract';
import { BarChart3, Table2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAdminNorms } from '../../api/admin-get-norms';

/** Recharts only loads when a distribution is drawn. */
const NormsHistogram = lazy(() => import('./norms-histogram'));

/**
 * The admin results screen's score distributions (issue 13 §3): per trait, everyone's histogram in
 * bars of 5 points (a table instead on request, and always a summary for screen readers) and the
 * size of every cohort the percentiles may read, marking those under the minimum.
 */
export function NormsDistributions({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const query = useAdminNorms(assessmentId);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('norms.admin.loading')} className="space-y-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={t('norms.admin.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      >
        {getErrorMessage(query.error, '')}
      </LoadError>
    );
  } else if (query.data.traits.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={BarChart3}
        title={t('norms.admin.emptyTitle')}
        description={t('norms.admin.emptyDescription')}
      />
    );
  } else {
    body = (
      <div className="grid gap-6 xl:grid-cols-2">
        {query.data.traits.map((trait) => (
          <TraitDistributionView key={trait.trait} distribution={trait} />
        ))}
      </div>
    );
  }

  return (
    <Card className="mt-6" data-testid="norms-distributions">
      <CardHeader>
        <CardTitle>{t('norms.admin.title')}</CardTitle>
        <CardDescription>
          {t('norms.admin.description')}{' '}
          {query.data
            ? query.data.computedAt
              ? t('norms.admin.computedAt', { date: formatDateTime(query.data.computedAt) })
              : t('norms.admin.notComputed')
            : null}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function TraitDistributionView({ distribution }: { distribution: TraitDistribution }) {
  const { t, i18n } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const everyone = distribution.cohorts.find((cohort) => cohort.kind === 'everyone')?.size ?? 0;
  const people = (count: number) =>
    t('norms.admin.people', { count, formatted: count.toLocaleString(i18n.resolvedLanguage) });
  const rangeLabel = (bucket: NormBucket) => t('norms.admin.range', { from: bucket.from, to: bucket.to });
  const commonest = distribution.buckets.reduce<NormBucket | null>(
    (top, bucket) => (!top || bucket.count > top.count ? bucket : top),
    null,
  );

  return (
    <section aria-labelledby={headingId} data-testid="norms-trait">
      <div className="mb-2 flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {distribution.trait}
          <span className="ml-2 font-normal text-slate-600">{people(everyone)}</span>
        </h3>
        <Button size="sm" variant="ghost" className="-mt-1 shrink-0" onClick={() => setAsTable(!asTable)}>
          {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
          {asTable ? t('norms.admin.showChart') : t('norms.admin.showTable')}
        </Button>
      </div>
      <p className="sr-only" data-testid="norms-summary">
        {t('norms.admin.summary', {
          trait: distribution.trait,
          people: people(everyone),
          from: commonest?.from ?? 0,
          to: commonest?.to ?? 0,
        })}
      </p>
      {asTable ? (
        <BucketTable distribution={distribution} rangeLabel={rangeLabel} />
      ) : (
        <Suspense fallback={<Skeleton className="h-44 w-full" />}>
          <NormsHistogram
            buckets={distribution.buckets}
            rangeLabel={rangeLabel}
            peopleLabel={t('norms.admin.columns.people')}
          />
        </Suspense>
      )}
      <CohortTable trait={distribution.trait} cohorts={distribution.cohorts} />
    </section>
  );
}

function BucketTable({
  distribution,
  rangeLabel,
}: {
  distribution: TraitDistribution;
  rangeLabel: (bucket: NormBucket) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <table className="w-full text-left text-sm" data-testid="norms-table">
      <caption className="sr-only">{t('norms.admin.tableCaption', { trait: distribution.trait })}</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {t('norms.admin.columns.range')}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t('norms.admin.columns.people')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {distribution.buckets.map((bucket) => (
          <tr key={bucket.from}>
            <th scope="row" className="py-1 pr-3 font-normal text-slate-700 tabular-nums">
              {rangeLabel(bucket)}
            </th>
            <td className="py-1 text-right tabular-nums text-slate-900">
              {bucket.count.toLocaleString(i18n.resolvedLanguage)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CohortTable({ trait, cohorts }: { trait: string; cohorts: NormCohort[] }) {
  const { t, i18n } = useTranslation();
  const education = (level: string | null) =>
    level ? t(`norms.education.${level}`, { defaultValue: level }) : '';
  const name = (cohort: NormCohort) =>
    t(`norms.admin.cohortName.${cohort.kind}`, {
      education: education(cohort.educationLevel),
      band: cohort.ageBand ? t(`norms.ageBands.${cohort.ageBand}`) : '',
    });
  return (
    <table className="mt-3 w-full text-left text-xs" data-testid="norms-cohorts">
      <caption className="sr-only">{t('norms.admin.cohortsCaption', { trait })}</caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {t('norms.admin.columns.cohort')}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t('norms.admin.columns.people')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {cohorts.map((cohort) => (
          <tr key={`${cohort.kind}|${cohort.educationLevel}|${cohort.ageBand}`}>
            <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
              {name(cohort)}
            </th>
            <td className="py-1 text-right tabular-nums text-slate-900">
              {cohort.size.toLocaleString(i18n.resolvedLanguage)}
              {cohort.size < NORM_MIN_COHORT ? (
                <span className="ml-1 text-slate-600">({t('norms.admin.belowMinimum')})</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
