import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCountdown } from '../hooks/use-countdown';

type ResendCodeButtonProps = { remaining: number; loading: boolean; onResend: () => void };

/** "Resend code" that is disabled with a visible countdown while the cooldown runs. */
export function ResendCodeButton({ remaining, loading, onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-500">
      <span>{t('auth.otp.noCode')}</span>
      {remaining > 0 ? (
        <span
          aria-live="polite"
          className="font-medium tabular-nums text-slate-600"
          data-testid="resend-countdown"
        >
          {t('auth.otp.resendIn', { time: formatCountdown(remaining) })}
        </span>
      ) : (
        <Button variant="link" size="sm" onClick={onResend} loading={loading}>
          {loading ? null : <RotateCw aria-hidden />}
          {t('auth.otp.resend')}
        </Button>
      )}
    </div>
  );
}
