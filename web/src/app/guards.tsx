import type { User } from '@pathwise/contract';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { isAdminPath, paths } from '@/config/paths';
import { getHomePath, useAuth } from '@/lib/auth';
import { toSafeRedirect } from '@/lib/safe-redirect';

/** Where to go after signing in: the remembered page when this person may see it, else their home. */
export function getPostLoginPath(user: Pick<User, 'role'> | null, redirectTo: string | null): string {
  const target = toSafeRedirect(redirectTo);
  if (target && (!isAdminPath(target) || user?.role === 'admin')) return target;
  return getHomePath(user);
}

/** Anonymous visitors go to /login, remembering where they were going. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}

/** Signed-in non-admins never see admin screens. */
export function RequireAdmin() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}

/** /login is for signed-out visitors: admins go to /admin, users to /dashboard (or where they were going). */
export function GuestOnly() {
  const { isAuthenticated, user } = useAuth();
  const [searchParams] = useSearchParams();
  if (isAuthenticated)
    return <Navigate to={getPostLoginPath(user, searchParams.get('redirectTo'))} replace />;
  return <Outlet />;
}

/** "/" sends each person to their home. */
export function HomeRedirect() {
  const { isAuthenticated, user } = useAuth();
  return <Navigate to={isAuthenticated ? getHomePath(user) : paths.login.getHref()} replace />;
}
