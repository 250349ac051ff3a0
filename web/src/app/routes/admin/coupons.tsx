import { FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { assessmentKeys } from '@/features/assessments/api/keys';
import { CouponManager } from '@/features/coupons/components/coupon-manager';
import { useCurrencyConfig } from '@/features/pricing/api/get-currency-config';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Discount codes: who may use them, for how long and how often, and who did. */
export function AdminCouponsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.coupons.title'));
  const queryClient = useQueryClient();
  const currency = useCurrencyConfig().data ?? FALLBACK_CURRENCY_CONFIG;

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.coupons.title')}
        description={t('admin.pages.coupons.description')}
      />
      <CouponManager
        currencies={currency.enabledCurrencies}
        defaultCurrency={currency.defaultCurrency}
        // Profilers that carried the deleted coupon are no longer ON SALE.
        onCouponDeleted={() => queryClient.invalidateQueries({ queryKey: assessmentKeys.all })}
      />
    </div>
  );
}
