import {
  ChevronDown,
  LayoutDashboard,
  LogOut,
  Newspaper,
  Receipt,
  Settings,
  ShieldCheck,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { getInitials } from '@/lib/format';

/** The avatar menu: who is signed in, settings and sign out. Admins also see an "Administrator" label. */
export function ProfileMenu({ variant }: { variant: 'admin' | 'user' }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const settingsHref = variant === 'admin' ? paths.admin.profile.getHref() : paths.account.getHref();

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex h-10 items-center gap-2 rounded-lg pr-1.5 pl-1 text-left transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={t('header.profileMenu', { name: user?.name ?? '' })}
      >
        {/* The initials are drawn from an attribute, not written as text: the avatar is a picture of
            the name, and as text it would make the visible label ("TM Tara Menon") differ from the
            accessible name, which must contain it (WCAG 2.5.3). */}
        <span
          className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-xs font-semibold text-white before:content-[attr(data-initials)]"
          data-initials={getInitials(user?.name)}
          data-testid="avatar-initials"
          aria-hidden
        />
        <span className="hidden max-w-32 truncate text-sm font-medium text-slate-700 xl:block">
          {user?.name}
        </span>
        <ChevronDown className="hidden size-4 text-slate-400 sm:block" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-2.5 pt-2 pb-2.5">
          <p className="truncate text-sm font-semibold text-slate-900">{user?.name}</p>
          <p className="truncate text-xs text-slate-500">{user?.email}</p>
          {variant === 'admin' ? (
            <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              <ShieldCheck className="size-3.5" aria-hidden />
              {t('header.administrator')}
            </p>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {variant === 'user' ? (
          // The user header hides its navigation on phones; this keeps the dashboard one tap away.
          <DropdownMenuItem asChild className="sm:hidden">
            <Link to={paths.dashboard.getHref()}>
              <LayoutDashboard aria-hidden />
              {t('nav.dashboard')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={settingsHref}>
            <Settings aria-hidden />
            {variant === 'admin' ? t('header.profileSettings') : t('header.accountSettings')}
          </Link>
        </DropdownMenuItem>
        {variant === 'user' ? (
          <DropdownMenuItem asChild>
            <Link to={paths.paymentHistory.getHref()}>
              <Receipt aria-hidden />
              {t('header.paymentHistory')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {variant === 'user' ? (
          // The blog sits in the header's navigation, hidden on phones like the dashboard above.
          <DropdownMenuItem asChild className="sm:hidden">
            <Link to={paths.blog.getHref()}>
              <Newspaper aria-hidden />
              {t('publicBlog.nav.blog')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            void signOut();
          }}
          disabled={signingOut}
          className="text-rose-700 data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-800 [&_svg]:text-rose-500"
        >
          {signingOut ? <Spinner /> : <LogOut aria-hidden />}
          {t('header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
