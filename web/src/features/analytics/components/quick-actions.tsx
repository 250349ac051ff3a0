import { ChevronRight, type LucideIcon, Plus, Settings, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

type QuickActionsProps = { createHref: string; usersHref: string; settingsHref: string };

/** Shortcuts to the three most common admin tasks. */
export function QuickActions({ createHref, usersHref, settingsHref }: QuickActionsProps) {
  const { t } = useTranslation();
  const actions: { key: string; href: string; icon: LucideIcon }[] = [
    { key: 'createAssessment', href: createHref, icon: Plus },
    { key: 'manageUsers', href: usersHref, icon: Users },
    { key: 'settings', href: settingsHref, icon: Settings },
  ];
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader>
        <CardTitle id="quick-actions-title">{t('dashboard.quickActions.title')}</CardTitle>
      </CardHeader>
      <ul className="space-y-1 px-3 pt-2 pb-3 sm:px-4">
        {actions.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <Link
              to={href}
              className="group flex items-center gap-3 rounded-lg px-2 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{t(`dashboard.quickActions.${key}`)}</span>
                <span className="block text-xs text-slate-500">{t(`dashboard.quickActions.${key}Hint`)}</span>
              </span>
              <ChevronRight className="size-4 text-slate-400 group-hover:text-slate-600" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
