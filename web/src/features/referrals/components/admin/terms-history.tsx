import type { ReferralConfig } from '@pathwise/contract';
import { History, Lock, Pencil, Power, PowerOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useReferralTermsHistory } from '../../api/admin-get-terms-history';
import { useUpdateReferralTerms } from '../../api/admin-update-terms';
import { formatCount, formatDiscount } from './referral-format';
import { useTermsFacts } from './terms-facts';
import { useReturnFocus } from './use-return-focus';
import { useWideScreen } from './use-wide-screen';

type TermsHistoryProps = {
  onEdit: (config: ReferralConfig) => void;
};

/**
 * Every set of terms ever made, newest first: nothing is deleted, so this is their history. Each can
 * be edited (only its name once referrals carry it) and activated or deactivated, after a question.
 */
export function TermsHistory({ onEdit }: TermsHistoryProps) {
  const { t } = useTranslation();
  const history = useReferralTermsHistory();
  const update = useUpdateReferralTerms();
  const wide = useWideScreen();
  // The terms asked about stay set while the question closes, so its words do not change as it fades.
  const [toggling, setToggling] = useState<ReferralConfig | null>(null);
  const [asking, setAskingState] = useState(false);
  const focus = useReturnFocus();
  const setAsking = (open: boolean) => {
    if (!open) focus.restore();
    setAskingState(open);
  };
  const ask = (config: ReferralConfig) => {
    focus.remember();
    setToggling(config);
    setAskingState(true);
  };
  const active = history.data?.find((config) => config.isActive) ?? null;

  const confirmToggle = () => {
    if (!toggling) return;
    const isActive = !toggling.isActive;
    update.mutate(
      { id: toggling.id, body: { isActive } },
      {
        onSuccess: (config) => {
          setAsking(false);
          toast.success(
            t(isActive ? 'adminReferrals.history.activated' : 'adminReferrals.history.deactivated', {
              name: config.name,
            }),
          );
        },
        onError: (error) => {
          setAsking(false);
          toast.error(getErrorMessage(error, t('adminReferrals.history.toggleFailed')));
        },
      },
    );
  };

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <ul
        className="divide-y divide-slate-100"
        role="status"
        aria-busy
        aria-label={t('adminReferrals.history.loading')}
      >
        {[0, 1, 2].map((row) => (
          <li key={row} className="flex items-center gap-4 px-5 py-4 sm:px-6">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-64" />
            </div>
            <Skeleton className="h-8 w-24" />
          </li>
        ))}
      </ul>
    );
  } else if (history.isError) {
    body = (
      <div className="p-5 sm:p-6">
        <LoadError
          title={t('adminReferrals.history.loadFailed')}
          onRetry={() => history.refetch()}
          retrying={history.isRefetching}
        >
          {getErrorMessage(history.error, t('adminReferrals.common.loadFailedHint'))}
        </LoadError>
      </div>
    );
  } else if (history.data.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={History}
        title={t('adminReferrals.history.emptyTitle')}
        description={t('adminReferrals.history.emptyDescription')}
      />
    );
  } else if (wide) {
    body = (
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('adminReferrals.history.caption')}</caption>
        <thead className="border-b border-slate-100 bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 pl-6 font-medium">
              {t('adminReferrals.history.columns.terms')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminReferrals.history.columns.rewards')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminReferrals.history.columns.conditions')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-medium">
              {t('adminReferrals.history.columns.referrals')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">
              {t('adminReferrals.history.columns.created')}
            </th>
            <th scope="col" className="py-2.5 pr-6 pl-3 text-right font-medium">
              <span className="sr-only">{t('adminReferrals.history.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {history.data.map((config) => (
            <tr key={config.id} className="align-top" data-testid={`terms-row-${config.id}`}>
              <td className="max-w-64 py-3 pr-3 pl-6">
                <TermsName config={config} />
              </td>
              <td className="px-3 py-3 text-slate-700">
                <Rewards config={config} />
              </td>
              <td className="px-3 py-3 text-slate-700">
                <Conditions config={config} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">
                <ReferralCount config={config} bare />
              </td>
              <td className="px-3 py-3 text-xs text-slate-500">
                <Created config={config} />
              </td>
              <td className="py-3 pr-6 pl-3">
                <Actions config={config} onEdit={onEdit} onToggle={ask} busy={update.isPending} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {history.data.map((config) => (
          <li key={config.id} className="space-y-2 px-5 py-4" data-testid={`terms-row-${config.id}`}>
            <div className="flex items-start justify-between gap-3">
              <TermsName config={config} />
              <ReferralCount config={config} />
            </div>
            <div className="text-sm text-slate-700">
              <Rewards config={config} />
            </div>
            <div className="text-sm text-slate-700">
              <Conditions config={config} />
            </div>
            <p className="text-xs text-slate-500">
              <Created config={config} />
            </p>
            <Actions config={config} onEdit={onEdit} onToggle={ask} busy={update.isPending} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card data-testid="terms-history">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('adminReferrals.history.title')}</h2>
          <p className="text-sm text-slate-500">{t('adminReferrals.history.description')}</p>
        </div>
        {history.data && history.data.length > 0 ? (
          <p className="text-sm text-slate-500">
            {t('adminReferrals.history.count', { count: history.data.length })}
          </p>
        ) : null}
      </div>
      {body}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone={toggling?.isActive ? 'danger' : 'primary'}
        title={
          toggling?.isActive
            ? t('adminReferrals.history.confirmDeactivateTitle', { name: toggling.name })
            : t('adminReferrals.history.confirmActivateTitle', { name: toggling?.name ?? '' })
        }
        description={
          toggling?.isActive
            ? t('adminReferrals.history.confirmDeactivateDescription')
            : active && active.id !== toggling?.id
              ? t('adminReferrals.history.confirmActivateReplaces', { name: active.name })
              : t('adminReferrals.history.confirmActivateDescription')
        }
        confirmLabel={
          toggling?.isActive ? t('adminReferrals.history.deactivate') : t('adminReferrals.history.activate')
        }
        busy={update.isPending}
        onConfirm={confirmToggle}
      />
    </Card>
  );
}

function TermsName({ config }: { config: ReferralConfig }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-slate-900">{config.name}</p>
      <div className="mt-1">
        {config.isActive ? (
          <Badge tone="success">{t('adminReferrals.terms.active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('adminReferrals.terms.inactive')}</Badge>
        )}
      </div>
    </div>
  );
}

function Rewards({ config }: { config: ReferralConfig }) {
  const { t } = useTranslation();
  return (
    <span className="block space-y-0.5">
      <span className="block">
        {t('adminReferrals.history.referrerGets', {
          reward: formatDiscount(config.referrerRewardType, config.referrerRewardValue, config.currency),
        })}
      </span>
      <span className="block text-xs text-slate-500">
        {config.refereeDiscountType && config.refereeDiscountValue !== null
          ? t('adminReferrals.history.friendGets', {
              discount: formatDiscount(
                config.refereeDiscountType,
                config.refereeDiscountValue,
                config.currency,
              ),
            })
          : t('adminReferrals.history.noWelcome')}
      </span>
    </span>
  );
}

function Conditions({ config }: { config: ReferralConfig }) {
  const facts = useTermsFacts(config);
  const pick = (key: string) => facts.find((fact) => fact.key === key);
  return (
    <span className="block space-y-0.5 text-xs text-slate-600">
      {['purchase', 'hold', 'cap'].map((key) => {
        const fact = pick(key);
        return fact ? (
          <span key={key} className="block">
            <span className="text-slate-500">{fact.label}:</span> {fact.value}
          </span>
        ) : null;
      })}
    </span>
  );
}

function ReferralCount({ config, bare = false }: { config: ReferralConfig; bare?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex shrink-0 flex-col items-end">
      <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
        {/* Under the table's "Referrals" header the number says it all; a card names it. */}
        {bare
          ? formatCount(config.referralCount)
          : t('adminReferrals.terms.referralCount', {
              count: config.referralCount,
              formatted: formatCount(config.referralCount),
            })}
      </span>
      {config.referralCount > 0 ? (
        <span
          className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-slate-500"
          title={t('adminReferrals.terms.frozenHint')}
        >
          <Lock className="size-3" aria-hidden />
          {t('adminReferrals.terms.frozenShort')}
        </span>
      ) : null}
    </span>
  );
}

function Created({ config }: { config: ReferralConfig }) {
  const { t } = useTranslation();
  return (
    <>
      {config.createdByName
        ? t('adminReferrals.terms.createdBy', {
            name: config.createdByName,
            date: formatDate(config.createdAt),
          })
        : t('adminReferrals.terms.createdOn', { date: formatDate(config.createdAt) })}
    </>
  );
}

function Actions({
  config,
  onEdit,
  onToggle,
  busy,
}: {
  config: ReferralConfig;
  onEdit: (config: ReferralConfig) => void;
  onToggle: (config: ReferralConfig) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2 whitespace-nowrap">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(config)}
        aria-label={t('adminReferrals.terms.editNamed', { name: config.name })}
      >
        <Pencil aria-hidden />
        {t('adminReferrals.terms.edit')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => onToggle(config)}
        aria-label={t(
          config.isActive ? 'adminReferrals.history.deactivateNamed' : 'adminReferrals.history.activateNamed',
          {
            name: config.name,
          },
        )}
      >
        {config.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
        {config.isActive ? t('adminReferrals.history.deactivate') : t('adminReferrals.history.activate')}
      </Button>
    </div>
  );
}
