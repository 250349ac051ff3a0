import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { refreshAppCache } from '@/lib/refresh-app-cache';

/** Clears every cache and reloads the page after 0.5 s (spec §2). */
export function RefreshCacheButton({
  withLabel = false,
  className,
}: {
  withLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    setBusy(true);
    toast.info(t('header.refreshingCache'));
    await refreshAppCache(queryClient);
  };

  return (
    <Button
      variant="ghost"
      size={withLabel ? 'md' : 'icon'}
      className={cn(withLabel && 'w-full justify-start', className)}
      onClick={refresh}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={withLabel ? undefined : t('header.refreshCache')}
      title={t('header.refreshCache')}
    >
      <RefreshCw className={cn(busy && 'animate-spin')} aria-hidden />
      {withLabel ? t('header.refreshCache') : null}
    </Button>
  );
}
