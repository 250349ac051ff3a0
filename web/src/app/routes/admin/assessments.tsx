import { FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { Plus, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Button } from '@/components/ui/button';
import { useAssessmentGroups } from '@/features/assessments/api/get-assessment-groups';
import { useAssessments } from '@/features/assessments/api/get-assessments';
import { CreateProfilerForm } from '@/features/assessments/components/profilers/create-profiler-form';
import { ProfilerCounts } from '@/features/assessments/components/profilers/profiler-counts';
import { ProfilerFilters } from '@/features/assessments/components/profilers/profiler-filters';
import { ProfilerList } from '@/features/assessments/components/profilers/profiler-list';
import { useFailureToast } from '@/features/assessments/hooks/use-failure-toast';
import { useProfilerFilters } from '@/features/assessments/hooks/use-profiler-filters';
import { CREATE_PROFILER_PARAM } from '@/features/assessments/utils/create-profiler-link';
import { useCoupons } from '@/features/coupons/api/get-coupons';
import { useCurrencyConfig } from '@/features/pricing/api/get-currency-config';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Profiler management: header figures, search and filters, the inline create form and the cards. */
export function AdminAssessmentsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.assessments.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const isCreating = searchParams.has(CREATE_PROFILER_PARAM);
  const setCreating = (open: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(CREATE_PROFILER_PARAM, '1');
        else next.delete(CREATE_PROFILER_PARAM);
        return next;
      },
      { replace: true },
    );

  const filters = useProfilerFilters();
  const list = useAssessments(filters.query);
  const groups = useAssessmentGroups();
  const coupons = useCoupons();
  const currency = useCurrencyConfig();
  useFailureToast(list.isError, t('assessments.toasts.loadFailed'));
  useFailureToast(groups.isError, t('assessments.groups.loadFailed'));
  useFailureToast(coupons.isError, t('assessments.toasts.couponsFailed'));

  // After the last profiler of a later page goes (deleted, moved out of the filter), step back a page.
  const { setPage } = filters;
  const pageFellOff =
    list.data !== undefined && list.data.assessments.length === 0 && list.data.pagination.page > 1;
  useEffect(() => {
    if (pageFellOff) setPage((page) => Math.max(1, page - 1));
  }, [pageFellOff, setPage]);

  const currencyConfig = currency.data ?? FALLBACK_CURRENCY_CONFIG;
  const refresh = () => {
    void list.refetch();
    void groups.refetch();
    void coupons.refetch();
  };

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.assessments.title')}
        description={t('admin.pages.assessments.description')}
        actions={
          <>
            <Button variant="outline" onClick={refresh} disabled={list.isFetching}>
              <RefreshCw className={list.isFetching ? 'animate-spin' : undefined} aria-hidden />
              {t('assessments.header.refresh')}
            </Button>
            <Button onClick={() => setCreating(true)} disabled={isCreating}>
              <Plus aria-hidden />
              {t('assessments.header.newProfiler')}
            </Button>
          </>
        }
      />
      <ProfilerCounts
        counts={list.data?.counts}
        shown={list.data?.pagination.total}
        isFiltered={filters.isFiltered}
      />
      {isCreating ? (
        <CreateProfilerForm
          currencies={currencyConfig.enabledCurrencies}
          defaultCurrency={currencyConfig.defaultCurrency}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <ProfilerFilters
        values={filters.values}
        onChange={filters.change}
        onClear={filters.clear}
        isFiltered={filters.isFiltered}
        groups={groups.data ?? []}
        shown={list.data?.pagination.total}
        total={list.data?.counts.total}
      />
      <ProfilerList
        data={list.data}
        isPending={list.isPending}
        isError={list.isError}
        isFetching={list.isFetching}
        onRetry={() => list.refetch()}
        isFiltered={filters.isFiltered}
        onClearFilters={filters.clear}
        onCreate={() => setCreating(true)}
        onPageChange={setPage}
        groups={groups.data ?? []}
        coupons={coupons.data ?? []}
        currencies={currencyConfig.enabledCurrencies}
      />
    </div>
  );
}
