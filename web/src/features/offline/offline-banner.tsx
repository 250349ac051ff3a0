import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './use-online-status';

/**
 * Says the network is gone while it is (spec §9's offline cache then shows the saved pages).
 * The status region stays in the page while online, empty, so screen readers announce the
 * message when it appears (a region added together with its text is often not announced).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-t border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900">
          <WifiOff className="size-4 shrink-0" aria-hidden />
          <span>{t('offline.banner')}</span>
        </p>
      )}
    </div>
  );
}
