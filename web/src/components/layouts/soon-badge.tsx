import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The "Soon" mark after a menu link to an admin screen that is not built yet. */
export function SoonBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600',
        className ?? 'ml-auto',
      )}
    >
      {t('header.soon')}
    </span>
  );
}

/**
 * The sentence the "Soon" links point to with aria-describedby: hidden from view (the badge says it
 * visually) but read as the links' description.
 */
export function SoonDescription({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} hidden>
      {t('header.soonDescription')}
    </span>
  );
}
