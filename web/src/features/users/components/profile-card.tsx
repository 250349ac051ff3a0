import { CalendarDays, Mail, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { formatDate, getInitials } from '@/lib/format';
import { useProfile } from '../api/get-profile';

/** Name, e-mail and membership date of the signed-in person. */
export function ProfileCard({ showRole = false }: { showRole?: boolean }) {
  const { t } = useTranslation();
  const { user: storedUser } = useAuth();
  const profile = useProfile();
  // The stored user is shown at once; the fresh profile replaces it when it arrives.
  const user = profile.data ?? storedUser;

  return (
    <Card className="p-5 sm:p-6">
      {user ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-semibold text-white"
            aria-hidden
          >
            {getInitials(user.name)}
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate text-lg font-semibold text-slate-900">{user.name}</p>
              {showRole ? (
                <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{t(`roles.${user.role}`)}</Badge>
              ) : null}
            </div>
            <dl className="mt-1.5 flex flex-col gap-1 text-sm text-slate-500 sm:flex-row sm:flex-wrap sm:gap-x-5">
              <div className="flex min-w-0 items-center gap-1.5">
                <dt className="sr-only">{t('profile.email')}</dt>
                <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
                <dd className="truncate">{user.email}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">{t('profile.memberSince')}</dt>
                <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden />
                <dd>{t('profile.memberSinceValue', { date: formatDate(user.createdAt) })}</dd>
              </div>
            </dl>
          </div>
          {profile.isError ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => profile.refetch()}
              loading={profile.isRefetching}
            >
              {profile.isRefetching ? null : <RefreshCw aria-hidden />}
              {t('common.retry')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex items-center gap-4">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64" />
          </div>
        </div>
      )}
    </Card>
  );
}
