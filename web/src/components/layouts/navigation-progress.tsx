import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while a lazy route is loading. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label={t('common.loading')}
    >
      <div className="h-full w-2/5 animate-progress bg-brand-600" />
    </div>
  );
}
