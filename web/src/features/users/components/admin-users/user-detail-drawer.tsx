import { type AdminUserDetail, formatPrice } from '@pathwise/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LoadError } from '@/components/ui/load-error';
import { SidePanel } from '@/components/ui/side-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { useAdminUser } from '../../api/admin-user-detail';
import { Empty, Row, Section } from './detail-parts';
import { UserActions } from './user-actions';
import { RoleBadge, StatusBadge, VerifiedBadge } from './user-badges';
import { UserReferrals } from './user-referrals';

type UserDetailDrawerProps = {
  /** The open person (kept in the address by the page), or null. */
  userId: string | null;
  onClose: () => void;
};

/** One person: profile, screening, attempts, payments, referrals, notifications, audit trail, actions. */
export function UserDetailDrawer({ userId, onClose }: UserDetailDrawerProps) {
  const { t } = useTranslation();
  const detail = useAdminUser(userId);
  const user = detail.data?.user;
  return (
    <SidePanel
      size="lg"
      open={userId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? user.name || user.email : t('adminUsers.detail.title')}
      description={user ? user.email : undefined}
      aside={
        user ? (
          <>
            <RoleBadge role={user.role} />
            <VerifiedBadge verified={user.emailVerified} />
            <StatusBadge user={user} showActive />
          </>
        ) : null
      }
    >
      <div data-testid="admin-user-drawer">
        {detail.isPending ? (
          <div
            className="space-y-4 p-5 sm:p-6"
            role="status"
            aria-busy
            aria-label={t('adminUsers.detail.loading')}
          >
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : detail.isError ? (
          <div className="p-5 sm:p-6">
            <LoadError
              title={t('adminUsers.detail.loadFailed')}
              onRetry={() => detail.refetch()}
              retrying={detail.isRefetching}
            >
              {getErrorMessage(detail.error, t('adminUsers.list.loadFailedHint'))}
            </LoadError>
          </div>
        ) : (
          <UserDetail data={detail.data} onDeleted={onClose} />
        )}
      </div>
    </SidePanel>
  );
}

function answerText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
}

function UserDetail({ data, onDeleted }: { data: AdminUserDetail; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { user, profile, attempts, payments, notifications, audit } = data;
  return (
    <>
      <Section title={t('adminUsers.detail.actions')}>
        <UserActions detail={data} onDeleted={onDeleted} />
      </Section>

      <Section title={t('adminUsers.detail.profile')} testId="admin-user-profile">
        <dl>
          <Row label={t('adminUsers.detail.name')}>{user.name || '—'}</Row>
          <Row label={t('adminUsers.detail.email')}>
            <a className="text-brand-700 hover:underline" href={`mailto:${user.email}`}>
              {user.email}
            </a>
          </Row>
          <Row label={t('adminUsers.detail.role')}>{t(`adminUsers.role.${user.role}`)}</Row>
          <Row label={t('adminUsers.detail.verified')}>
            {user.emailVerified ? t('adminUsers.verified.yes') : t('adminUsers.verified.no')}
          </Row>
          <Row label={t('adminUsers.detail.joined')}>{formatDateTime(user.createdAt)}</Row>
          <Row label={t('adminUsers.detail.lastActive')}>
            {user.lastActiveAt ? formatDateTime(user.lastActiveAt) : t('adminUsers.list.never')}
          </Row>
          {user.suspendedAt ? (
            <>
              <Row label={t('adminUsers.detail.suspendedAt')}>{formatDateTime(user.suspendedAt)}</Row>
              <Row label={t('adminUsers.detail.suspendedReason')}>
                <span data-testid="admin-user-suspended-reason">{user.suspendedReason || '—'}</span>
              </Row>
            </>
          ) : null}
        </dl>
      </Section>

      <Section title={t('adminUsers.detail.screening')}>
        {profile ? (
          <>
            <div>
              <div className="flex items-center justify-between text-sm">
                <span className="text-slate-600">
                  {t('adminUsers.detail.completeness', {
                    filled: profile.completeness.filled,
                    total: profile.completeness.total,
                  })}
                </span>
                <span className="font-medium tabular-nums">{profile.completeness.percentage}%</span>
              </div>
              <div
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-label={t('adminUsers.detail.completenessLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={profile.completeness.percentage}
              >
                <div
                  className={`h-full rounded-full ${profile.completeness.isComplete ? 'bg-emerald-500' : 'bg-amber-500'}`}
                  style={{ width: `${profile.completeness.percentage}%` }}
                />
              </div>
            </div>
            <dl>
              <Row label={t('adminUsers.detail.educationLevel')}>{answerText(profile.educationLevel)}</Row>
              <Row label={t('adminUsers.detail.experienceLevel')}>{answerText(profile.experienceLevel)}</Row>
              <Row label={t('adminUsers.detail.skills')}>{answerText(profile.skills)}</Row>
              <Row label={t('adminUsers.detail.interests')}>{answerText(profile.interests)}</Row>
              <Row label={t('adminUsers.detail.age')}>{answerText(profile.age)}</Row>
              {Object.entries(profile.extra).map(([key, value]) => (
                <Row key={key} label={key}>
                  {answerText(value)}
                </Row>
              ))}
            </dl>
          </>
        ) : (
          <Empty>{t('adminUsers.detail.noScreening')}</Empty>
        )}
      </Section>

      <Section
        title={t('adminUsers.detail.attempts', { count: attempts.length })}
        testId="admin-user-attempts"
      >
        {attempts.length === 0 ? (
          <Empty>{t('adminUsers.detail.noAttempts')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {attempts.map((attempt) => (
              <li
                key={attempt.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{attempt.assessmentTitle}</p>
                  <p className="text-xs text-slate-500">
                    {attempt.completedAt
                      ? t('adminUsers.detail.completedOn', { date: formatDate(attempt.completedAt) })
                      : t('adminUsers.detail.startedOn', { date: formatDate(attempt.startedAt) })}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={attempt.status === 'completed' ? 'success' : 'warning'}>
                    {t(`adminUsers.detail.attemptStatus.${attempt.status}`)}
                  </Badge>
                  {attempt.status === 'completed' ? (
                    <Link
                      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                      to={`${paths.admin.assessmentResults.getHref(attempt.assessmentId)}?attempt=${encodeURIComponent(attempt.id)}`}
                    >
                      {t('adminUsers.detail.viewResult')}
                      <ExternalLink className="size-3.5" aria-hidden />
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('adminUsers.detail.payments', { count: payments.length })}>
        {payments.length === 0 ? (
          <Empty>{t('adminUsers.detail.noPayments')}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {payments.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {payment.assessmentTitle ?? t('adminUsers.detail.profilerDeleted')}
                  </p>
                  <p className="text-xs text-slate-500">{formatDateTime(payment.createdAt)}</p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="font-medium tabular-nums">
                    {formatPrice(payment.amount, payment.currency)}
                  </span>
                  <Badge tone={payment.status === 'paid' ? 'success' : 'neutral'}>
                    {t(`adminUsers.detail.paymentStatus.${payment.status}`, { defaultValue: payment.status })}
                  </Badge>
                  <Link
                    className="text-sm font-medium text-brand-700 hover:underline"
                    to={`${paths.admin.payments.getHref()}?order=${encodeURIComponent(payment.id)}`}
                  >
                    {t('adminUsers.detail.viewOrder')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('adminUsers.detail.referrals')} testId="admin-user-referrals">
        <UserReferrals referrals={data.referrals} />
      </Section>

      <Section title={t('adminUsers.detail.notifications', { count: notifications.length })}>
        {notifications.length >= 20 ? (
          <p className="text-xs text-slate-500">{t('adminUsers.detail.notificationsNewest')}</p>
        ) : null}
        {notifications.length === 0 ? (
          <Empty>{t('adminUsers.detail.noNotifications')}</Empty>
        ) : (
          <ul className="space-y-2" data-testid="admin-user-notifications">
            {notifications.map((notification) => (
              <li key={notification.id} className="flex items-start justify-between gap-3 text-sm">
                <div className="min-w-0">
                  <p className="break-words text-slate-900">{notification.title}</p>
                  <p className="text-xs text-slate-500">
                    {t(`notificationTypes.${notification.type}.label`, { defaultValue: notification.type })} ·{' '}
                    {formatDateTime(notification.createdAt)}
                  </p>
                </div>
                <Badge tone={notification.isRead ? 'neutral' : 'brand'}>
                  {notification.isRead ? t('adminUsers.detail.read') : t('adminUsers.detail.unread')}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('adminUsers.detail.audit')} testId="admin-user-audit">
        {audit.length === 0 ? (
          <Empty>{t('adminUsers.detail.noAudit')}</Empty>
        ) : (
          <ol className="space-y-2">
            {audit.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="text-slate-900">{t(`adminUsers.audit.${entry.action}`)}</p>
                <p className="text-xs text-slate-500">
                  {t('adminUsers.audit.by', {
                    name: entry.admin?.name ?? t('adminUsers.audit.formerAdmin'),
                    date: formatDateTime(entry.createdAt),
                  })}
                </p>
                {entry.details && Object.keys(entry.details).length > 0 ? (
                  <p className="mt-0.5 text-xs break-words text-slate-500">{detailsText(entry.details)}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/** `{ removed: { attempts: 2 }, reason: 'spam' }` → "removed: attempts 2 · reason: spam". */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const inner = Object.entries(value as Record<string, unknown>)
          .map(([k, v]) => `${k} ${String(v)}`)
          .join(', ');
        return `${key}: ${inner}`;
      }
      return `${key}: ${String(value)}`;
    })
    .join(' · ');
}
