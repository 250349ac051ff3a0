import { Check, Copy, Link2, Link2Off, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { trackShare } from '@/lib/analytics';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { sharedReportUrl, useCreateShareLink, useRevokeShareLink, useShareLink } from '../api/share-link';

const COPIED_FOR_MS = 2500;

/**
 * "Share your results" under a completed report: off until the person opts in; then the link with
 * copy (and the device's share sheet where there is one), how often it was opened, and a
 * confirmed "Stop sharing" that kills the link at once.
 */
export function ShareReportCard({
  attemptId,
  assessmentTitle,
}: {
  attemptId: string;
  assessmentTitle: string;
}) {
  const { t } = useTranslation();
  const link = useShareLink(attemptId);
  const create = useCreateShareLink(attemptId);
  const revoke = useRevokeShareLink(attemptId);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = link.data ?? null;
  const url = share ? sharedReportUrl(share.token) : '';
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const startSharing = () =>
    create.mutate(undefined, {
      onSuccess: () => {
        trackShare({ attemptId, action: 'link_created' });
        toast.success(t('shares.card.created'));
      },
      onError: (error) => toast.error(getErrorMessage(error, t('shares.card.createFailed'))),
    });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      trackShare({ attemptId, action: 'link_copied' });
    } catch {
      // No clipboard (an insecure page or a refused permission): select the text for a manual copy.
      inputRef.current?.select();
      toast.info(t('shares.card.copyManually'));
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: t('shares.card.nativeTitle', { title: assessmentTitle }), url });
      trackShare({ attemptId, action: 'shared_natively' });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };

  const stopSharing = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        trackShare({ attemptId, action: 'link_revoked' });
        toast.success(t('shares.card.revoked'));
      },
      onError: (error) => toast.error(getErrorMessage(error, t('shares.card.revokeFailed'))),
    });

  return (
    <Card className="mb-6" aria-labelledby="share-report-title">
      <CardHeader>
        <CardTitle id="share-report-title">{t('shares.card.title')}</CardTitle>
        <CardDescription>{t('shares.card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {link.isPending ? (
          <div role="status" aria-label={t('shares.card.loading')}>
            <Skeleton className="h-10 w-full" />
          </div>
        ) : link.isError ? (
          <LoadError
            title={getErrorMessage(link.error, t('shares.card.loadFailed'))}
            onRetry={() => link.refetch()}
            retrying={link.isRefetching}
            icon={false}
          />
        ) : share ? (
          <div className="space-y-3">
            <label htmlFor="share-link" className="text-sm font-medium text-slate-700">
              {t('shares.card.linkLabel')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="share-link"
                ref={inputRef}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs sm:flex-1"
              />
              <div className="flex gap-2">
                <Button variant="outline" onClick={() => void copy()} className="flex-1 sm:flex-none">
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {copied ? t('shares.card.copied') : t('shares.card.copy')}
                </Button>
                {canShareNatively ? (
                  <Button
                    variant="outline"
                    onClick={() => void shareNatively()}
                    className="flex-1 sm:flex-none"
                  >
                    <Share2 aria-hidden />
                    {t('shares.card.shareNatively')}
                  </Button>
                ) : null}
              </div>
            </div>
            <p className="text-sm text-slate-500" aria-live="polite">
              {t('shares.card.sharedSince', { date: formatDate(share.createdAt) })}{' '}
              {share.viewCount === 0
                ? t('shares.card.notOpened')
                : t('shares.card.opened', { count: share.viewCount })}
            </p>
            <Button
              variant="ghost"
              className="-ml-3 text-rose-700 hover:bg-rose-50"
              onClick={() => setConfirming(true)}
            >
              <Link2Off aria-hidden />
              {t('shares.card.stop')}
            </Button>
          </div>
        ) : (
          <Button onClick={startSharing} loading={create.isPending}>
            {create.isPending ? null : <Link2 aria-hidden />}
            {t('shares.card.create')}
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('shares.card.confirmTitle')}
        description={t('shares.card.confirmDescription')}
        confirmLabel={t('shares.card.stop')}
        onConfirm={stopSharing}
        busy={revoke.isPending}
      />
    </Card>
  );
}
