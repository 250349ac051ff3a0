import { UserSchema } from '@pathwise/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from './api/testing-fetch.ts';
import { clearAuth, getAuth, setAuth, subscribeAuth, updateStoredUser } from './auth-storage.ts';

const LOGGED_OUT = { user: null, token: null, isAuthenticated: false };

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

describe('auth-storage', () => {
  it('is logged out with empty storage', () => {
    expect(getAuth()).toEqual(LOGGED_OUT);
  });

  it('setAuth stores user, token and isAuthenticated under the agreed keys', () => {
    setAuth('tok', TEST_USER);

    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(TEST_USER);
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(getAuth()).toEqual({ user: TEST_USER, token: 'tok', isAuthenticated: true });
  });

  it('updateStoredUser replaces the user and keeps the token', () => {
    setAuth('tok', TEST_USER);
    updateStoredUser({ ...TEST_USER, name: 'Renamed' });

    expect(getAuth()).toMatchObject({ token: 'tok', isAuthenticated: true, user: { name: 'Renamed' } });
  });

  it('clearAuth logs out and sets isAuthenticated to "false"', () => {
    setAuth('tok', TEST_USER);
    clearAuth();

    expect(getAuth()).toEqual(LOGGED_OUT);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
  });

  it.each([
    ['corrupt JSON', '{"id": oops'],
    ['a user of the wrong shape', JSON.stringify({ id: 1, name: 'x' })],
  ])('counts %s as logged out', (_case, userJson) => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('user', userJson);

    expect(getAuth()).toEqual(LOGGED_OUT);
  });

  // auth-storage checks the stored user by hand (zod stays out of the entry chunk); each case is also
  // run through the contract's UserSchema so the two cannot drift apart unnoticed.
  const { assessmentOnboardingCompletedAt: _onboarded, ...userBeforeOnboarding } = TEST_USER;
  it.each([
    ['a tampered role', { ...TEST_USER, role: 'superadmin' }],
    ['an id that is not a uuid', { ...TEST_USER, id: 'user-1' }],
    ['a user without emailVerified', { ...TEST_USER, emailVerified: undefined }],
    ['a non-string createdAt', { ...TEST_USER, createdAt: 1_700_000_000 }],
    ['a non-string onboarding date', { ...TEST_USER, assessmentOnboardingCompletedAt: true }],
    ['a null user', null],
  ])('drops a stored user with %s, as UserSchema does', (_case, user) => {
    expect(UserSchema.safeParse(user).success).toBe(false);
    localStorage.setItem('token', 'tok');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('user', JSON.stringify(user));

    expect(getAuth()).toEqual(LOGGED_OUT);
  });

  it('keeps a user stored before the onboarding field existed, with the field null as UserSchema reads it', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('user', JSON.stringify({ ...userBeforeOnboarding, extra: 'ignored' }));

    const expected = { ...userBeforeOnboarding, assessmentOnboardingCompletedAt: null };
    expect(UserSchema.parse({ ...userBeforeOnboarding, extra: 'ignored' })).toEqual(expected);
    expect(getAuth()).toEqual({ user: expected, token: 'tok', isAuthenticated: true });
  });

  it('counts a token without isAuthenticated="true" as logged out', () => {
    setAuth('tok', TEST_USER);
    localStorage.setItem('isAuthenticated', 'false');

    expect(getAuth()).toEqual(LOGGED_OUT);
  });

  it('returns the same object while storage is unchanged (safe for useSyncExternalStore)', () => {
    setAuth('tok', TEST_USER);
    const first = getAuth();

    expect(getAuth()).toBe(first);
    updateStoredUser({ ...TEST_USER, name: 'Other' });
    expect(getAuth()).not.toBe(first);
  });

  it('notifies subscribers on set, update and clear in this tab, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);

    setAuth('tok', TEST_USER);
    updateStoredUser(TEST_USER);
    clearAuth();
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    setAuth('tok', TEST_USER);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('notifies subscribers when another tab changes an auth key or clears storage', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuth(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
