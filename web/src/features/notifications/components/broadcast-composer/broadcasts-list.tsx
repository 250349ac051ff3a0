import type { Campaign } from '@pathwise/contract';
import { Megaphone, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useBroadcasts, useCancelBroadcast } from '../../api/admin-broadcasts';

const STATUS_TONES: Record<Campaign['status'], NonNullable<BadgeProps['tone']>> = {
  scheduled: 'brand',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

/** Recent broadcasts and bulk reminders, their status and progress; scheduled ones can be cancelled. */
export function BroadcastsList({ onCompose }: { onCompose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useBroadcasts(page);
  const cancel = useCancelBroadcast();
  const [cancelling, setCancelling] = useState<Campaign | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        toast.success(t('adminUsers.campaigns.cancelled', { title: cancelling.title }));
        setCancelling(null);
      },
      onError: (error) => setCancelError(getErrorMessage(error, t('adminUsers.campaigns.cancelFailed'))),
    });
  };

  return (
    <Card data-testid="broadcasts-list">
      <CardHeader>
        <CardTitle>{t('adminUsers.campaigns.title')}</CardTitle>
        <CardDescription>{t('adminUsers.campaigns.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div role="status" aria-busy aria-label={t('adminUsers.campaigns.loading')} className="space-y-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.isError && !list.data ? (
          <LoadError
            title={t('adminUsers.campaigns.loadFailed')}
            onRetry={() => list.refetch()}
            retrying={list.isRefetching}
          >
            {getErrorMessage(list.error, t('adminUsers.list.loadFailedHint'))}
          </LoadError>
        ) : list.data.campaigns.length === 0 ? (
          <EmptyState
            size="sm"
            icon={Megaphone}
            title={t('adminUsers.campaigns.emptyTitle')}
            description={t('adminUsers.campaigns.emptyDescription')}
            action={
              <Button variant="outline" onClick={onCompose}>
                <Megaphone aria-hidden />
                {t('adminUsers.broadcast.open')}
              </Button>
            }
          />
        ) : (
          <div className="space-y-4">
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {list.data.campaigns.map((campaign) => (
                <CampaignRow
                  key={campaign.id}
                  campaign={campaign}
                  cancelBusy={cancel.isPending && cancel.variables === campaign.id}
                  onCancel={() => {
                    setCancelError(null);
                    setCancelling(campaign);
                  }}
                />
              ))}
            </ul>
            <Pager
              label={t('adminUsers.campaigns.pagination')}
              pagination={list.data.pagination}
              busy={list.isPlaceholderData}
              onPageChange={setPage}
            />
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('adminUsers.campaigns.cancelTitle')}
        description={
          <>
            {t('adminUsers.campaigns.cancelDescription', {
              title: cancelling?.title ?? '',
              date: cancelling?.scheduledFor ? formatDateTime(cancelling.scheduledFor) : '',
            })}
            {cancelError ? (
              <span className="mt-2 block text-rose-700" role="alert" data-testid="broadcast-cancel-error">
                {cancelError}
              </span>
            ) : null}
          </>
        }
        confirmLabel={t('adminUsers.campaigns.cancelConfirm')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </Card>
  );
}

function CampaignRow({
  campaign,
  cancelBusy,
  onCancel,
}: {
  campaign: Campaign;
  cancelBusy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { recipients, processed } = campaign;
  const percent = recipients ? Math.min(100, Math.round((processed / recipients) * 100)) : 0;
  return (
    <li className="space-y-2 px-4 py-3 text-sm" data-testid="broadcast-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{campaign.title}</p>
          <p className="text-xs text-slate-500">
            {t(`adminUsers.campaigns.kinds.${campaign.kind}`)} ·{' '}
            {t(`notificationTypes.${campaign.type}.label`, { defaultValue: campaign.type })} ·{' '}
            {campaign.audienceLabel}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={STATUS_TONES[campaign.status]}>
            {t(`adminUsers.campaigns.status.${campaign.status}`)}
          </Badge>
          {campaign.status === 'scheduled' ? (
            <Button
              size="sm"
              variant="ghost"
              loading={cancelBusy}
              onClick={onCancel}
              data-testid="broadcast-cancel"
            >
              {cancelBusy ? null : <XCircle aria-hidden />}
              {t('adminUsers.campaigns.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
      {campaign.status === 'scheduled' && campaign.scheduledFor ? (
        <p className="text-xs text-slate-600">
          {t('adminUsers.campaigns.scheduledFor', { date: formatDateTime(campaign.scheduledFor) })}
        </p>
      ) : null}
      {recipients !== null ? (
        <div>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t('adminUsers.campaigns.progressLabel', { title: campaign.title })}
            aria-valuemin={0}
            aria-valuemax={recipients}
            aria-valuenow={processed}
          >
            <div
              className={`h-full rounded-full ${campaign.status === 'failed' ? 'bg-rose-500' : 'bg-brand-500'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-500 tabular-nums">
            {t('adminUsers.campaigns.progress', { processed, recipients })} ·{' '}
            {t('adminUsers.campaigns.delivered', { count: campaign.delivered })} ·{' '}
            {t('adminUsers.campaigns.emailed', { count: campaign.emailed })}
          </p>
        </div>
      ) : null}
      <p className="text-xs text-slate-400">
        {t('adminUsers.campaigns.createdBy', {
          name: campaign.createdBy?.name ?? t('adminUsers.audit.formerAdmin'),
          date: formatDateTime(campaign.createdAt),
        })}
      </p>
    </li>
  );
}
