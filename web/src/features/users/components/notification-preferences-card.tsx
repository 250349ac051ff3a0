import { type NotificationPreference, notificationTypesFor } from '@pathwise/contract';
import { BellOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAuth } from '@/lib/auth';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

type Channel = 'inApp' | 'email';

/** The preferences for the types this role can receive (people never get the admins' news). */
export function preferencesForRole(
  preferences: NotificationPreference[],
  role: 'admin' | 'user',
): NotificationPreference[] {
  const allowed: readonly string[] = notificationTypesFor(role);
  return preferences.filter((preference) => allowed.includes(preference.type));
}

/** In-app and e-mail toggles for each notification type the person can receive, saved together. */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const query = useNotificationPreferences();
  const preferences = query.data ? preferencesForRole(query.data, user?.role ?? 'user') : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.notifications.title')}</CardTitle>
        <CardDescription>{t('account.notifications.description')}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <CardContent className="space-y-3" aria-busy>
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="flex items-center justify-between gap-4">
              <div className="flex-1 space-y-1.5">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-64" />
              </div>
              <Skeleton className="h-6 w-11 rounded-full" />
              <Skeleton className="h-6 w-11 rounded-full" />
            </div>
          ))}
        </CardContent>
      ) : query.isError ? (
        <CardContent>
          <LoadError
            title={t('account.notifications.loadFailed')}
            onRetry={() => query.refetch()}
            retrying={query.isRefetching}
          />
        </CardContent>
      ) : preferences.length === 0 ? (
        <CardContent>
          <EmptyState icon={BellOff} size="sm" title={t('account.notifications.empty')} />
        </CardContent>
      ) : (
        // Keyed by the saved list so a save (or refetch) restarts the editor from the server's state.
        <PreferencesEditor key={JSON.stringify(preferences)} saved={preferences} />
      )}
    </Card>
  );
}

function PreferencesEditor({ saved }: { saved: NotificationPreference[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const idPrefix = useId();
  const mutation = useUpdateNotificationPreferences();
  const [draft, setDraft] = useState(saved);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const toggle = (type: NotificationPreference['type'], channel: Channel, value: boolean) =>
    setDraft((current) => current.map((item) => (item.type === type ? { ...item, [channel]: value } : item)));

  const save = () =>
    mutation.mutate(draft, { onSuccess: () => toast.success(t('account.notifications.saved')) });

  return (
    <>
      <CardContent className="pt-3">
        <div className="hidden grid-cols-[1fr_4.5rem_4.5rem] gap-4 border-b border-slate-100 pb-2 text-xs font-medium tracking-wide text-slate-500 uppercase sm:grid">
          <span id={headingId}>{t('account.notifications.type')}</span>
          <span className="text-center">{t('account.notifications.inApp')}</span>
          <span className="text-center">{t('account.notifications.email')}</span>
        </div>
        <ul className="divide-y divide-slate-100" aria-labelledby={headingId}>
          {draft.map((preference) => {
            const label = t(`notificationTypes.${preference.type}.label`);
            return (
              <li
                key={preference.type}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-3 py-3.5 sm:grid-cols-[1fr_4.5rem_4.5rem] sm:items-center"
              >
                <div className="col-span-2 sm:col-span-1">
                  <p className="text-sm font-medium text-slate-900">{label}</p>
                  <p className="text-xs text-slate-500">
                    {t(`notificationTypes.${preference.type}.description`)}
                  </p>
                </div>
                {(['inApp', 'email'] as const).map((channel) => (
                  <div
                    key={channel}
                    className="flex items-center gap-2 text-sm text-slate-600 sm:justify-center"
                  >
                    <Switch
                      id={`${idPrefix}-${preference.type}-${channel}`}
                      checked={preference[channel]}
                      onCheckedChange={(value) => toggle(preference.type, channel, value)}
                      disabled={mutation.isPending}
                      aria-label={t(`account.notifications.${channel}For`, { type: label })}
                    />
                    <label htmlFor={`${idPrefix}-${preference.type}-${channel}`} className="sm:sr-only">
                      {t(`account.notifications.${channel}`)}
                    </label>
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <CardFooter>
        <Button variant="ghost" disabled={!isDirty || mutation.isPending} onClick={() => setDraft(saved)}>
          {t('common.reset')}
        </Button>
        <Button onClick={save} loading={mutation.isPending} disabled={!isDirty}>
          {t('account.notifications.submit')}
        </Button>
      </CardFooter>
    </>
  );
}
