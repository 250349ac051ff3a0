import { Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { overlayClassName } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { cn } from '@/lib/cn';
import { ADMIN_NAV_LINKS, ADMIN_TOOL_GROUPS } from './admin-links';
import { AdminToolsMenu } from './admin-tools-menu';
import { ProfileMenu } from './profile-menu';
import { RefreshCacheButton } from './refresh-cache-button';
import { SkipLink } from './skip-link';
import { SoonBadge, SoonDescription } from './soon-badge';

type AdminShellProps = {
  /** The notification bell (a feature component, composed by the route). */
  notifications: ReactNode;
  /** The language selector, which renders nothing while internationalisation is off. */
  languageSelector: ReactNode;
  children: ReactNode;
};

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

/** The admin console frame: the complete header of spec §2 above the page. */
export function AdminShell({ notifications, languageSelector, children }: AdminShellProps) {
  const { t } = useTranslation();
  const soonId = useId();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
          <MobileAdminMenu />
          <Link to={paths.admin.dashboard.getHref()} className="mr-2 shrink-0 rounded-lg lg:mr-4">
            <Logo subtitle={t('header.adminConsole')} />
          </Link>
          <nav aria-label={t('header.mainNavigation')} className="hidden items-center gap-0.5 lg:flex">
            <SoonDescription id={soonId} />
            {ADMIN_NAV_LINKS.map(({ key, href, soon }) => (
              <NavLink
                key={key}
                to={href}
                end={key === 'dashboard'}
                className={navLinkClassName}
                aria-describedby={soon ? soonId : undefined}
              >
                {({ isActive }) => (
                  <>
                    {/* Muted unless it is the page shown (then the active colours say where you are). */}
                    <span className={soon && !isActive ? 'text-slate-500' : undefined}>
                      {t(`admin.pages.${key}.nav`)}
                    </span>
                    {/* The badge needs the room of wide screens; below, the muted name and the description say it. */}
                    {soon ? <SoonBadge className="ml-1.5 hidden xl:inline" /> : null}
                  </>
                )}
              </NavLink>
            ))}
          </nav>
          <div className="hidden lg:block">
            <AdminToolsMenu />
          </div>
          <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
            <RefreshCacheButton className="hidden sm:inline-flex" />
            {languageSelector}
            {notifications}
            <ProfileMenu variant="admin" />
          </div>
        </div>
        {/* Inside the sticky header, so it stays in view while the page scrolls. */}
        <OfflineBanner />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
      >
        {children}
      </main>
    </div>
  );
}

/** Below the large breakpoint the navigation and the admin tools collapse into this menu. */
function MobileAdminMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const soonId = useId();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className="flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 lg:hidden"
        aria-label={t('header.openMenu')}
      >
        <Menu className="size-5" aria-hidden />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClassName} />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-white shadow-(--shadow-popover) focus:outline-none data-[state=open]:animate-fade-in"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
            <DialogPrimitive.Title asChild>
              <span>
                <Logo subtitle={t('header.adminConsole')} />
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
              aria-label={t('common.close')}
            >
              <X className="size-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={t('header.mainNavigation')} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-0.5">
              {ADMIN_NAV_LINKS.map(({ key, href, icon: Icon, soon }) => (
                <li key={key}>
                  <NavLink
                    to={href}
                    end={key === 'dashboard'}
                    onClick={() => setOpen(false)}
                    className={(state) => cn(navLinkClassName(state), 'gap-3')}
                    aria-describedby={soon ? soonId : undefined}
                  >
                    {({ isActive }) => (
                      <>
                        <Icon className="size-4" aria-hidden />
                        <span className={soon && !isActive ? 'text-slate-500' : undefined}>
                          {t(`admin.pages.${key}.nav`)}
                        </span>
                        {soon ? <SoonBadge /> : null}
                      </>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
            <p className="mt-6 mb-1 px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
              {t('header.adminTools')}
            </p>
            <SoonDescription id={soonId} />
            {ADMIN_TOOL_GROUPS.map((group) => (
              <div key={group.key} className="mb-3">
                <p className="px-3 py-1 text-xs font-medium text-slate-500">
                  {t(`admin.toolGroups.${group.key}`)}
                </p>
                <ul className="space-y-0.5">
                  {group.links.map(({ key, href, icon: Icon, soon }) => (
                    <li key={key}>
                      <NavLink
                        to={href}
                        end
                        onClick={() => setOpen(false)}
                        className={(state) => cn(navLinkClassName(state), 'gap-3')}
                        aria-describedby={soon ? soonId : undefined}
                      >
                        {({ isActive }) => (
                          <>
                            <Icon className="size-4 text-slate-400" aria-hidden />
                            <span className={soon && !isActive ? 'text-slate-500' : undefined}>
                              {t(`admin.pages.${key}.title`)}
                            </span>
                            {soon ? <SoonBadge /> : null}
                          </>
                        )}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="border-t border-slate-100 p-3">
            <RefreshCacheButton withLabel />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
