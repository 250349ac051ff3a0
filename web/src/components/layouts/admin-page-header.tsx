import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminAccessBadge } from '@/components/ui/admin-access-badge';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type AdminBackLinkProps = {
  /** Where it leads; the profilers list unless told. */
  to?: string;
  /** What it says; "Back to profilers" unless told. */
  children?: ReactNode;
  className?: string;
};

/** The small "← Back to …" link above an admin screen that sits under another (a profiler's pages). */
export function AdminBackLink({ to, children, className }: AdminBackLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to ?? paths.admin.assessments.getHref()}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children ?? t('admin.backToAssessments')}
    </Link>
  );
}

type AdminPageHeaderProps = {
  title: ReactNode;
  /** The title waits on a read (e.g. the profiler's name): a placeholder bar stands in for it. */
  titlePending?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
  /** Badges after the admin-access badge, which every admin screen shows (spec §6). */
  badges?: ReactNode;
  /** A "Back to profilers" link above the header, for the screens under one profiler. */
  backToProfilers?: boolean;
};

/** The header of an admin screen: the admin-access badge (and any others), title, description, actions. */
export function AdminPageHeader({
  title,
  titlePending = false,
  description,
  actions,
  badges,
  backToProfilers = false,
}: AdminPageHeaderProps) {
  return (
    <>
      {backToProfilers ? <AdminBackLink className="mb-4" /> : null}
      <PageHeader
        badges={
          <>
            <AdminAccessBadge />
            {badges}
          </>
        }
        title={
          titlePending ? (
            <span
              className="inline-block h-8 w-64 max-w-full animate-pulse rounded-md bg-slate-200/80"
              aria-hidden
            />
          ) : (
            title
          )
        }
        description={description}
        actions={actions}
      />
    </>
  );
}
