import { FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrencyConfig } from '@/features/pricing/api/get-currency-config';
import { useActiveReferralTerms } from '@/features/referrals/api/admin-get-active-terms';
import {
  DEFAULT_REFERRAL_ANALYTICS_PERIOD,
  isReferralAnalyticsPeriod,
} from '@/features/referrals/api/admin-get-analytics';
import {
  ADMIN_REFERRALS_DEFAULT_LIMIT,
  type AdminReferralsFilters,
  EMPTY_ADMIN_REFERRALS_FILTERS,
  filtersFromSearchParams,
  limitFromSearchParams,
  pageFromSearchParams,
  writeFilters,
} from '@/features/referrals/api/admin-referrals-filters';
import { ReferralAnalyticsSection } from '@/features/referrals/components/admin/referral-analytics';
import { ReferralFeatureCard } from '@/features/referrals/components/admin/referral-feature-card';
import { ReferralsSection } from '@/features/referrals/components/admin/referrals-section';
import type { TermsEditing } from '@/features/referrals/components/admin/terms-dialog';
import { TermsSection } from '@/features/referrals/components/admin/terms-section';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The tab, the analytics period, the list's filters, page and page size live in the address. */
const TAB_PARAM = 'tab';
const PERIOD_PARAM = 'period';
const PAGE_PARAM = 'page';
const LIMIT_PARAM = 'limit';
const TABS = ['overview', 'referrals', 'terms'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/referrals — the referral programme (decision 019): its switch, how it performs (funnel,
 * money, rewards, days, top referrers), every referral with the by-hand reward, and the terms with
 * their history.
 */
export function AdminReferralsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.referrals.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const currency = useCurrencyConfig().data ?? FALLBACK_CURRENCY_CONFIG;
  const activeTerms = useActiveReferralTerms();
  const [editing, setEditing] = useState<TermsEditing | null>(null);

  const tabParam = searchParams.get(TAB_PARAM);
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'overview';
  const periodValue = Number(searchParams.get(PERIOD_PARAM));
  const period = isReferralAnalyticsPeriod(periodValue) ? periodValue : DEFAULT_REFERRAL_ANALYTICS_PERIOD;
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const page = pageFromSearchParams(searchParams);
  const limit = limitFromSearchParams(searchParams);

  const changeTab = useCallback(
    (next: string) =>
      setSearchParams(
        (params) => {
          if (next === 'overview') params.delete(TAB_PARAM);
          else params.set(TAB_PARAM, next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const changePeriod = useCallback(
    (next: number) =>
      setSearchParams(
        (params) => {
          if (next === DEFAULT_REFERRAL_ANALYTICS_PERIOD) params.delete(PERIOD_PARAM);
          else params.set(PERIOD_PARAM, String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // New filters start from their first page.
  const changeFilters = useCallback(
    (next: AdminReferralsFilters) =>
      setSearchParams((params) => {
        const written = writeFilters(params, next);
        written.delete(PAGE_PARAM);
        return written;
      }),
    [setSearchParams],
  );
  const changePage = useCallback(
    (next: number) =>
      setSearchParams((params) => {
        if (next > 1) params.set(PAGE_PARAM, String(next));
        else params.delete(PAGE_PARAM);
        return params;
      }),
    [setSearchParams],
  );
  const changeLimit = useCallback(
    (next: number) =>
      setSearchParams((params) => {
        if (next === ADMIN_REFERRALS_DEFAULT_LIMIT) params.delete(LIMIT_PARAM);
        else params.set(LIMIT_PARAM, String(next));
        params.delete(PAGE_PARAM);
        return params;
      }),
    [setSearchParams],
  );
  const openReferrer = useCallback(
    (email: string) =>
      setSearchParams((params) => {
        const written = writeFilters(params, { ...EMPTY_ADMIN_REFERRALS_FILTERS, referrer: email });
        written.delete(PAGE_PARAM);
        written.set(TAB_PARAM, 'referrals');
        return written;
      }),
    [setSearchParams],
  );
  const openTerms = useCallback(() => {
    changeTab('terms');
    // No active terms: the admin came to set some.
    if (activeTerms.data === null) setEditing({ mode: 'create' });
  }, [changeTab, activeTerms.data]);

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.referrals.title')}
        description={t('adminReferrals.page.description')}
      />
      <div className="space-y-6">
        <ReferralFeatureCard activeTerms={activeTerms.data} onOpenTerms={openTerms} />
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList className="mb-6 w-full sm:w-fit">
            <TabsTrigger value="overview">{t('adminReferrals.tabs.overview')}</TabsTrigger>
            <TabsTrigger value="referrals">{t('adminReferrals.tabs.referrals')}</TabsTrigger>
            <TabsTrigger value="terms">{t('adminReferrals.tabs.terms')}</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <ReferralAnalyticsSection
              period={period}
              onPeriodChange={changePeriod}
              onOpenReferrer={openReferrer}
            />
          </TabsContent>
          <TabsContent value="referrals">
            <ReferralsSection
              filters={filters}
              onFiltersChange={changeFilters}
              page={page}
              onPageChange={changePage}
              limit={limit}
              onLimitChange={changeLimit}
            />
          </TabsContent>
          <TabsContent value="terms">
            <TermsSection
              activeTerms={activeTerms.data}
              currencies={currency.enabledCurrencies}
              defaultCurrency={currency.defaultCurrency}
              editing={editing}
              onEditingChange={setEditing}
            />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
