import { FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { PaidProfilerList } from '@/features/assessments/components/profilers/paid-profiler-list';
import { useFailureToast } from '@/features/assessments/hooks/use-failure-toast';
import { useCoupons } from '@/features/coupons/api/get-coupons';
import { useCurrencyConfig } from '@/features/pricing/api/get-currency-config';
import { CurrencySettings } from '@/features/pricing/components/currency-settings';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Currencies prices may use, and every paid profiler's price at a glance. */
export function AdminPricingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.pricing.title'));
  const currency = useCurrencyConfig();
  const coupons = useCoupons();
  useFailureToast(coupons.isError, t('assessments.toasts.couponsFailed'));

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.pricing.title')}
        description={t('admin.pages.pricing.description')}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <CurrencySettings />
        <PaidProfilerList
          coupons={coupons.data ?? []}
          currencies={(currency.data ?? FALLBACK_CURRENCY_CONFIG).enabledCurrencies}
        />
      </div>
    </div>
  );
}
