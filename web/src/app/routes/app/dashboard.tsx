import { ArrowRight, Bell, KeyRound, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { ProfileCard } from '@/features/users/components/profile-card';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  useDocumentTitle(t('nav.dashboard'));

  const shortcuts = [
    {
      icon: UserRound,
      section: 'profile',
      title: t('dashboard.shortcuts.profile'),
      description: t('dashboard.shortcuts.profileHint'),
    },
    {
      icon: KeyRound,
      section: 'password',
      title: t('dashboard.shortcuts.password'),
      description: t('dashboard.shortcuts.passwordHint'),
    },
    {
      icon: Bell,
      section: 'notifications',
      title: t('dashboard.shortcuts.notifications'),
      description: t('dashboard.shortcuts.notificationsHint'),
    },
  ];

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {t(`dashboard.greeting.${greetingKey(new Date().getHours())}`, { name: firstName })}
        </h1>
        <p className="mt-1.5 text-slate-500">{t('dashboard.subtitle')}</p>
      </div>

      <ProfileCard />

      <section aria-labelledby="assessments-heading">
        <h2 id="assessments-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('dashboard.assessments.title')}
        </h2>
        <Card className="border-dashed">
          <ComingSoon variant="assessments" />
        </Card>
      </section>

      <section aria-labelledby="account-heading">
        <h2 id="account-heading" className="mb-3 text-lg font-semibold text-slate-900">
          {t('dashboard.account.title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {shortcuts.map(({ icon: Icon, section, title, description }) => (
            <li key={title}>
              <Link
                to={`${paths.account.getHref()}#${section}`}
                className="group block h-full rounded-(--radius-card) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <Card className="h-full transition-shadow group-hover:shadow-md">
                  <CardHeader className="pb-5 sm:pb-6">
                    <span className="mb-2 flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                      <Icon className="size-5" aria-hidden />
                    </span>
                    <CardTitle className="flex items-center gap-1.5 text-sm">
                      {title}
                      <ArrowRight
                        className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
                        aria-hidden
                      />
                    </CardTitle>
                    <CardDescription>{description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
