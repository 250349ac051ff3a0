import type { QualityFlag } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** A gentle note when the answers look rushed or patterned: the results may be less reliable. */
export function QualityNotice({ flags }: { flags: QualityFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <Alert tone="info" title={t('report.quality.title')} className="mb-6">
      <ul className="space-y-1">
        {flags.map((flag) => (
          <li key={flag.code}>{t(`report.quality.codes.${flag.code}`, { defaultValue: flag.message })}</li>
        ))}
      </ul>
      <p className="mt-1 text-brand-700/90">{t('report.quality.hint')}</p>
    </Alert>
  );
}
