import type { Role, User } from '@pathwise/contract';

/**
 * Auth state persisted in localStorage so a reload (and other tabs) keep the session.
 * Everything that reads or writes these keys goes through this module.
 */
const USER_KEY = 'user';
const TOKEN_KEY = 'token';
const IS_AUTHENTICATED_KEY = 'isAuthenticated';
const AUTH_KEYS: ReadonlySet<string> = new Set([USER_KEY, TOKEN_KEY, IS_AUTHENTICATED_KEY]);

export type AuthState = { user: User | null; token: string | null; isAuthenticated: boolean };
type AuthListener = () => void;

const LOGGED_OUT: AuthState = Object.freeze({ user: null, token: null, isAuthenticated: false });

// getAuth() returns the same object while storage is unchanged, so it can back
// React's useSyncExternalStore (a fresh object per call would re-render forever).
let cachedRaw: string | null = null;
let cachedState: AuthState = LOGGED_OUT;

const listeners = new Set<AuthListener>();

// Storage can throw (disabled storage, private mode, quota); treat that as "no session".
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItems(items: Record<string, string | null>): void {
  try {
    for (const [key, value] of Object.entries(items)) {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }
  } catch {
    // Nothing sensible to do: the in-tab listeners still learn about the change below.
  }
}

const ROLES: ReadonlySet<Role> = new Set<Role>(['admin', 'user']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The contract's `UserSchema`, checked by hand: this module is on the path of the first paint,
 * and the schema would bring zod (and every contract schema built at load) into the entry chunk.
 * Keep it in step with `UserSchema` in contract/src/auth.ts (auth-storage.test.ts holds the cases).
 */
function toStoredUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  const onboarded = u.assessmentOnboardingCompletedAt ?? null;
  const valid =
    typeof u.id === 'string' &&
    UUID.test(u.id) &&
    typeof u.name === 'string' &&
    typeof u.email === 'string' &&
    typeof u.role === 'string' &&
    ROLES.has(u.role as Role) &&
    typeof u.emailVerified === 'boolean' &&
    typeof u.createdAt === 'string' &&
    (onboarded === null || typeof onboarded === 'string');
  if (!valid) return null;
  return {
    id: u.id as string,
    name: u.name as string,
    email: u.email as string,
    role: u.role as Role,
    emailVerified: u.emailVerified as boolean,
    createdAt: u.createdAt as string,
    assessmentOnboardingCompletedAt: onboarded as string | null,
  };
}

function parseState(token: string | null, userJson: string | null, flag: string | null): AuthState {
  if (flag !== 'true' || !token || !userJson) return LOGGED_OUT;
  try {
    const user = toStoredUser(JSON.parse(userJson));
    // A user that no longer matches the contract is as good as corrupt: log out rather than guess.
    return user ? { user, token, isAuthenticated: true } : LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}

export function getAuth(): AuthState {
  const token = readItem(TOKEN_KEY);
  const userJson = readItem(USER_KEY);
  const flag = readItem(IS_AUTHENTICATED_KEY);
  const raw = JSON.stringify([token, userJson, flag]);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = parseState(token, userJson, flag);
  }
  return cachedState;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function setAuth(token: string, user: User): void {
  writeItems({ [TOKEN_KEY]: token, [USER_KEY]: JSON.stringify(user), [IS_AUTHENTICATED_KEY]: 'true' });
  notify();
}

/** Replaces the stored user (e.g. after a profile edit) without touching the token. */
export function updateStoredUser(user: User): void {
  writeItems({ [USER_KEY]: JSON.stringify(user) });
  notify();
}

export function clearAuth(): void {
  writeItems({ [TOKEN_KEY]: null, [USER_KEY]: null, [IS_AUTHENTICATED_KEY]: 'false' });
  notify();
}

// `storage` fires only in the *other* tabs; key is null when another tab called localStorage.clear().
function onStorage(event: StorageEvent): void {
  if (event.key === null || AUTH_KEYS.has(event.key)) notify();
}

/** Calls `listener` after every login, logout or user update, in this tab or another one. */
export function subscribeAuth(listener: AuthListener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
