import type { Currency } from '@pathwise/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { ColumnGuide } from './column-guide';
import { emptyItemBankDraft, type ItemBankDraft, itemBankQuery } from './item-bank-draft';
import { ItemBankSettings } from './item-bank-settings';
import { TemplateDownloads } from './template-downloads';
import { UploadWorkflow } from './upload-workflow';

type ItemBankUploadPanelProps = { currencies: readonly Currency[]; defaultCurrency: string };

/** A keyed item bank (id,text,scale,keyed) imported as one profiler with the settings chosen here. */
export function ItemBankUploadPanel({ currencies, defaultCurrency }: ItemBankUploadPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ItemBankDraft>(() => emptyItemBankDraft(defaultCurrency));
  const [showErrors, setShowErrors] = useState(false);
  const settings = itemBankQuery(draft, {
    titleRequired: t('bulkUpload.itemBank.titleRequired'),
    priceRequired: t('bulkUpload.itemBank.priceRequired'),
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardContent className="space-y-6">
          <p className="text-sm text-slate-600">{t('bulkUpload.intro.itemBank')}</p>
          <ItemBankSettings
            draft={draft}
            onChange={setDraft}
            errors={showErrors && !settings.ok ? settings.errors : {}}
            currencies={currencies}
          />
          <div className="border-t border-slate-100 pt-5">
            <UploadWorkflow
              kind={settings.ok ? { kind: 'item-bank', options: settings.query } : null}
              onInvalidSettings={() => setShowErrors(true)}
            />
          </div>
        </CardContent>
      </Card>
      <div className="space-y-4">
        <Card>
          <CardContent>
            <TemplateDownloads templates={['itemBankCsv']} />
          </CardContent>
        </Card>
        <ColumnGuide kind="item-bank" />
      </div>
    </div>
  );
}
