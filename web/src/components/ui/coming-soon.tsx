import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/**
 * The playful "coming soon" state (spec §2 Other) of the admin screens not built yet
 * (UNBUILT_ADMIN_PAGES). Lists that are merely empty invite to create instead.
 */
export function ComingSoon({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Sparkles}
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
      action={action}
    />
  );
}
