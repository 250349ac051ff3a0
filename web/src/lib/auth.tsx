import type { AuthSession, User } from '@pathwise/contract';
import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { clearAuth, getAuth, setAuth, subscribeAuth, updateStoredUser } from '@/lib/auth-storage';

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Stores a session returned by login or code verification. */
  login: (session: AuthSession) => void;
  /**
   * Revokes the session on the server (best effort), then forgets it locally.
   * `revoke: false` skips the server call, for sessions the server already ended (account deleted).
   */
  logout: (options?: { revoke?: boolean }) => Promise<void>;
  /** Keeps the stored user in step after a profile edit. */
  updateUser: (user: User) => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const getServerSnapshot = () => getAuth();

export function AuthProvider({ children }: { children: ReactNode }) {
  // auth-storage caches its snapshot, so it can back useSyncExternalStore directly; it also
  // notifies on changes from other tabs and from the api client's 401/403 handling.
  const state = useSyncExternalStore(subscribeAuth, getAuth, getServerSnapshot);

  // The shared query client empties itself whenever the token changes (see query-client.ts),
  // so no cached data crosses from one session to the next.
  const login = useCallback((session: AuthSession) => setAuth(session.token, session.user), []);

  const logout = useCallback(async ({ revoke = true }: { revoke?: boolean } = {}) => {
    try {
      if (revoke && getAuth().token) await api.post('/auth/logout', undefined, { silent: true });
    } catch {
      // The session is forgotten locally either way; a failed revoke must not keep anyone signed in.
    } finally {
      clearAuth();
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      token: state.token,
      isAuthenticated: state.isAuthenticated,
      isAdmin: state.isAuthenticated && state.user?.role === 'admin',
      login,
      logout,
      updateUser: updateStoredUser,
    }),
    [state, login, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Where a signed-in person belongs by default. */
export function getHomePath(user: Pick<User, 'role'> | null): string {
  return user?.role === 'admin' ? '/admin' : '/dashboard';
}
