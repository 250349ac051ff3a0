import type { ActivePaymentProvider } from '@pathwise/contract';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { usePaymentProviderStatus } from '../api/get-payment-provider-status';

const COPIED_FOR_MS = 2000;

const tones: Record<ActivePaymentProvider, NonNullable<BadgeProps['tone']>> = {
  razorpay_live: 'success',
  razorpay_test: 'brand',
  test_checkout: 'warning',
  none: 'danger',
};

/**
 * Read-only, at the top of the Payments group: which provider takes new orders now (it follows the
 * Razorpay keys below) and the webhook URL to paste into Razorpay's dashboard, with a copy button.
 */
export function PaymentProviderStatusPanel() {
  const { t } = useTranslation();
  const query = usePaymentProviderStatus();
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  if (query.isPending) {
    return (
      <div
        className="space-y-3 border-b border-slate-100 px-5 py-4 sm:px-6"
        role="status"
        aria-label={t('settings.paymentsStatus.loading')}
      >
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <LoadError
          title={getErrorMessage(query.error, t('settings.paymentsStatus.loadFailed'))}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
        />
      </div>
    );
  }

  const { active, webhookUrl, webhookSecretSet } = query.data;
  // The server builds the URL from PUBLIC_URL; a console opened at another address hints at a default left unset.
  const serverOrigin = safeOrigin(webhookUrl);
  const elsewhere = serverOrigin !== null && serverOrigin !== window.location.origin;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(webhookUrl);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page or a refused permission): select the text for a manual copy.
      inputRef.current?.select();
      toast.info(t('settings.paymentsStatus.copyManually'));
    }
  };

  return (
    <div className="space-y-4 border-b border-slate-100 bg-slate-50/60 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium text-slate-900">{t('settings.paymentsStatus.activeLabel')}</p>
        <Badge tone={tones[active]} data-testid="payment-provider-active">
          {t(`settings.paymentsStatus.providers.${active}`)}
        </Badge>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t(`settings.paymentsStatus.hints.${active}`)}</p>
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          {t('settings.paymentsStatus.webhookLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            ref={inputRef}
            readOnly
            value={webhookUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 min-w-0 flex-1 rounded-lg border border-slate-200 bg-white px-3 font-mono text-xs text-slate-700"
          />
          <Button variant="outline" size="sm" className="h-9" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('settings.paymentsStatus.copied') : t('settings.paymentsStatus.copy')}
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          {t('settings.paymentsStatus.webhookHint')}{' '}
          {webhookSecretSet ? null : t('settings.paymentsStatus.webhookSecretMissing')}
        </p>
        {elsewhere ? (
          <p className="text-xs text-amber-700">
            {t('settings.paymentsStatus.publicUrlDiffers', { origin: window.location.origin })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
