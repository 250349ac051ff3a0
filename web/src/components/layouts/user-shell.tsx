import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { cn } from '@/lib/cn';
import { ProfileMenu } from './profile-menu';
import { SkipLink } from './skip-link';

type UserShellProps = { notifications: ReactNode; children: ReactNode };

const links = [
  { label: 'nav.dashboard', href: paths.dashboard.getHref() },
  { label: 'nav.account', href: paths.account.getHref() },
  // The public blog (its texts come with the people's pages, which this layout loads).
  { label: 'publicBlog.nav.blog', href: paths.blog.getHref() },
] as const;

/**
 * The signed-in user's frame: logo, a short navigation, the bell and the profile menu.
 * On phones the navigation moves into the profile menu.
 */
export function UserShell({ notifications, children }: UserShellProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4 sm:px-6">
          <Link to={paths.dashboard.getHref()} className="mr-2 shrink-0 rounded-lg sm:mr-6">
            <Logo />
          </Link>
          <nav aria-label={t('header.mainNavigation')} className="hidden items-center gap-0.5 sm:flex">
            {links.map(({ label, href }) => (
              <NavLink
                key={href}
                to={href}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center rounded-lg px-2.5 text-sm font-medium transition-colors sm:px-3',
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                {t(label)}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            {notifications}
            <ProfileMenu variant="user" />
          </div>
        </div>
        {/* Inside the sticky header, so it stays in view while the page scrolls. */}
        <OfflineBanner />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-10"
      >
        {children}
      </main>
    </div>
  );
}
