import { Link2, Share2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { useCreateReferralCode } from '../../api/create-referral-code';
import { CopyButton } from './copy-button';

/** The device's share sheet exists on most phones and some desktop browsers; elsewhere we hide it. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

type ReferralLinkPanelProps = {
  code: string | null;
  link: string | null;
  /** The dashboard's card: the link with its buttons, the code on one line under it. */
  compact?: boolean;
};

/**
 * The person's code and share link with Copy and the device's share sheet; before they have a code,
 * "Get my link" makes it (POST /referrals/create, idempotent).
 */
export function ReferralLinkPanel({ code, link, compact = false }: ReferralLinkPanelProps) {
  const { t } = useTranslation();
  const create = useCreateReferralCode();
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);

  if (!code || !link) {
    return (
      <div className="space-y-3">
        {compact ? null : <p className="text-sm text-slate-600">{t('referrals.link.intro')}</p>}
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          {create.isPending ? null : <Link2 aria-hidden />}
          {create.isPending ? t('referrals.link.getting') : t('referrals.link.get')}
        </Button>
        {create.isError ? (
          <Alert tone="error">{getErrorMessage(create.error, t('referrals.link.createFailed'))}</Alert>
        ) : null}
      </div>
    );
  }

  const share = async () => {
    try {
      await navigator.share({
        title: t('referrals.link.shareTitle'),
        text: t('referrals.link.shareText', { code }),
        url: link,
      });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };

  const codeBox = (
    <div className="flex flex-wrap items-center gap-2">
      {compact ? <span className="text-sm text-slate-600">{t('referrals.link.codeLabel')}</span> : null}
      <code
        className={cn(
          'rounded-md bg-slate-100 font-mono font-semibold tracking-wider text-slate-900 select-all',
          compact ? 'px-2 py-0.5 text-sm' : 'px-3 py-1.5 text-lg',
        )}
      >
        {code}
      </code>
      <CopyButton
        value={code}
        label={t('referrals.link.copyCode')}
        variant={compact ? 'ghost' : 'outline'}
        size="sm"
      />
    </div>
  );

  return (
    <div className="space-y-3">
      {compact ? null : (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">{t('referrals.link.codeLabel')}</p>
          {codeBox}
        </div>
      )}
      <div className="space-y-1.5">
        <label htmlFor={linkId} className="text-sm font-medium text-slate-700">
          {t('referrals.link.linkLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={linkId}
            ref={linkRef}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:min-w-0 sm:flex-1"
          />
          <div className="flex gap-2">
            <CopyButton
              value={link}
              label={t('referrals.link.copyLink')}
              onCopyFailed={() => linkRef.current?.select()}
              className="flex-1 sm:flex-none"
            />
            {canShareNatively() ? (
              <Button variant="outline" onClick={() => void share()} className="flex-1 sm:flex-none">
                <Share2 aria-hidden />
                {t('referrals.link.share')}
              </Button>
            ) : null}
          </div>
        </div>
        {compact ? null : <p className="text-xs text-slate-500">{t('referrals.link.howToUse')}</p>}
      </div>
      {compact ? codeBox : null}
    </div>
  );
}
