import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { routes } from './route-config';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const admin = buildUser({ role: 'admin', name: 'Priya Raman' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    switch (path) {
      case '/notifications/unread-count':
        return { unreadCount: 0 };
      case '/admin/i18n-status':
        return { i18nEnabled: false };
      case '/admin/settings':
        return { settings: [] };
      case '/user/profile':
        return { user: admin };
      default:
        throw new Error(`unexpected GET ${path}`);
    }
  });
});

const ADMIN_SCREENS = [
  '/admin',
  '/admin/assessments',
  '/admin/users',
  '/admin/bulk-upload',
  '/admin/screening-config',
  '/admin/prompt-management',
  '/admin/blog',
  '/admin/analytics',
  '/admin/settings',
  '/admin/payments',
  '/admin/ratings',
  '/admin/coupons',
  '/admin/pricing',
  '/admin/referrals',
  '/admin/assessment-categories',
  '/admin/trait-management',
  '/admin/profile',
  '/admin/students',
  '/admin/questions/3f0c?categoryId=9',
  '/admin/assessments/3f0c/results',
  '/admin/assessments/3f0c/screening',
];

describe('app routes', () => {
  it.each(ADMIN_SCREENS)('%s renders inside the admin header with the admin-access badge', async (path) => {
    signIn(admin);
    renderRoutes(routes, { path });
    expect(await screen.findByTestId('admin-access-badge')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Admin tools' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Cache' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Account menu for Priya Raman/ })).toBeTruthy();
  });

  it('welcomes the admin by name, falling back to "Admin"', async () => {
    signIn(buildUser({ role: 'admin', name: '  ' }));
    renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Admin' })).toBeTruthy();
  });

  it('sends a non-admin who opens an admin screen to the dashboard', async () => {
    signIn(buildUser({ role: 'user' }));
    const emptyPage = { page: 1, limit: 12, total: 0, hasMore: false };
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      switch (path) {
        case '/user/profile':
          return { user: buildUser() };
        case '/student/profile':
          throw new Error('not needed here');
        case '/assessments':
          return { recommended: [], assessments: [], pagination: emptyPage };
        case '/assessments/categories':
          return { categories: [] };
        case '/assessments/user-history':
          return { history: [], pagination: emptyPage };
        default:
          return { unreadCount: 0 };
      }
    });
    const { router } = renderRoutes(routes, { path: '/admin/settings' });
    expect(await screen.findByRole('heading', { name: 'All profilers' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByTestId('admin-access-badge')).toBeNull();
  });

  it('shows the 404 page for unknown paths', async () => {
    renderRoutes(routes, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
