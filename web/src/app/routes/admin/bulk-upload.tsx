import { FALLBACK_CURRENCY_CONFIG } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ItemBankUploadPanel } from '@/features/assessments/components/bulk-upload/item-bank-upload-panel';
import { ProfilersUploadPanel } from '@/features/assessments/components/bulk-upload/profilers-upload-panel';
import { useCurrencyConfig } from '@/features/pricing/api/get-currency-config';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Profilers from a spreadsheet of questions, or from a published keyed item bank. */
export function AdminBulkUploadRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.bulkUpload.title'));
  const currency = useCurrencyConfig().data ?? FALLBACK_CURRENCY_CONFIG;

  return (
    <div>
      <AdminPageHeader
        title={t('admin.pages.bulkUpload.title')}
        description={t('admin.pages.bulkUpload.description')}
      />
      <Tabs defaultValue="profilers" className="space-y-6">
        <TabsList aria-label={t('bulkUpload.tabs.label')} className="max-w-md">
          <TabsTrigger value="profilers">{t('bulkUpload.tabs.profilers')}</TabsTrigger>
          <TabsTrigger value="item-bank">{t('bulkUpload.tabs.itemBank')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profilers">
          <ProfilersUploadPanel />
        </TabsContent>
        <TabsContent value="item-bank">
          <ItemBankUploadPanel
            // Remounted once the real default currency is known, so a new form starts with it.
            key={currency.defaultCurrency}
            currencies={currency.enabledCurrencies}
            defaultCurrency={currency.defaultCurrency}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
