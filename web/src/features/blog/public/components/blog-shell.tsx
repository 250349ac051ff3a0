import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { SkipLink } from '@/components/layouts/skip-link';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { getHomePath, useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';

/**
 * The public blog's frame, the same for guests and signed-in people (no sign-in needed, so not the
 * signed-in shell): the logo, the blog link and a way into the product; a footer with the same links.
 */
export function BlogShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50/60">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Link
            to={paths.home.getHref()}
            className="mr-2 shrink-0 rounded-lg sm:mr-6"
            aria-label={t('publicBlog.nav.home')}
          >
            <Logo />
          </Link>
          <nav aria-label={t('header.mainNavigation')} className="flex items-center">
            <NavLink
              to={paths.blog.getHref()}
              end={false}
              className={({ isActive }) =>
                cn(
                  'flex h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              {t('publicBlog.nav.blog')}
            </NavLink>
          </nav>
          <div className="ml-auto">
            <ProductLink />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('publicBlog.nav.copyright', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('publicBlog.nav.footer')} className="flex gap-5">
            <Link to={paths.blog.getHref()} className="rounded-sm hover:text-slate-900 hover:underline">
              {t('publicBlog.nav.blog')}
            </Link>
            <ProductTextLink />
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** Guests go to sign-in (where they can register); signed-in people to their home. */
function useProductLink() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated) return { href: paths.login.getHref(), label: t('publicBlog.nav.signIn') };
  return { href: getHomePath(user), label: t('publicBlog.nav.dashboard') };
}

function ProductLink() {
  const { href, label } = useProductLink();
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={href}>{label}</Link>
    </Button>
  );
}

function ProductTextLink() {
  const { href, label } = useProductLink();
  return (
    <Link to={href} className="rounded-sm hover:text-slate-900 hover:underline">
      {label}
    </Link>
  );
}
