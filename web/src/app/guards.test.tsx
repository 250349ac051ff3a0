import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { GuestOnly, getPostLoginPath, HomeRedirect, RequireAdmin, RequireAuth } from './guards';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}${location.search}`}</p>;
}

// The same guard nesting as router.tsx, with stand-in pages.
const routes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  { element: <GuestOnly />, children: [{ path: '/login', element: <Where name="login" /> }] },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <Where name="dashboard" /> },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <Where name="admin" /> },
          { path: '/admin/settings', element: <Where name="admin" /> },
        ],
      },
    ],
  },
];

const where = async () => (await screen.findByTestId('where')).textContent;

describe('route guards', () => {
  it('redirects a signed-in non-admin away from /admin to /dashboard', async () => {
    signIn(buildUser({ role: 'user' }));
    const { router } = renderRoutes(routes, { path: '/admin/settings' });
    expect(await where()).toBe('dashboard /dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an admin into /admin', async () => {
    signIn(buildUser({ role: 'admin' }));
    renderRoutes(routes, { path: '/admin/settings' });
    expect(await where()).toBe('admin /admin/settings');
  });

  it('sends anonymous visitors to /login, remembering where they were going', async () => {
    renderRoutes(routes, { path: '/admin/settings' });
    expect(await where()).toBe('login /login?redirectTo=%2Fadmin%2Fsettings');
  });

  it('sends an admin landing on /login to /admin and a user to /dashboard', async () => {
    signIn(buildUser({ role: 'admin' }));
    const admin = renderRoutes(routes, { path: '/login' });
    expect(await where()).toBe('admin /admin');
    admin.unmount();

    signIn(buildUser({ role: 'user' }));
    renderRoutes(routes, { path: '/login' });
    expect(await where()).toBe('dashboard /dashboard');
  });

  it('sends a signed-in person from /login back to the page they asked for', async () => {
    signIn(buildUser({ role: 'admin' }));
    renderRoutes(routes, { path: '/login?redirectTo=%2Fadmin%2Fsettings' });
    expect(await where()).toBe('admin /admin/settings');
  });
});

describe('getPostLoginPath', () => {
  it('never sends a user to an admin page or off the site', () => {
    expect(getPostLoginPath({ role: 'user' }, '/admin/settings')).toBe('/dashboard');
    expect(getPostLoginPath({ role: 'user' }, 'https://evil.example')).toBe('/dashboard');
    expect(getPostLoginPath({ role: 'user' }, '//evil.example')).toBe('/dashboard');
    expect(getPostLoginPath({ role: 'admin' }, '/login')).toBe('/admin');
    expect(getPostLoginPath({ role: 'user' }, '/account')).toBe('/account');
  });
});
