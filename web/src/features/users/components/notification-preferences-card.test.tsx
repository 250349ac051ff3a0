import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { NotificationPreferencesCard } from './notification-preferences-card';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

// An older server (or a role change) may still send the admins' types: the screen lists only the role's.
const saved = [
  { type: 'student_joined', inApp: true, email: true },
  { type: 'report_available', inApp: true, email: true },
  { type: 'payment_received', inApp: true, email: false },
  { type: 'data_export_ready', inApp: true, email: true },
  { type: 'payment_failed_user', inApp: true, email: true },
];

beforeEach(() => {
  vi.clearAllMocks();
  get.mockImplementation(async (path: string) => {
    if (path === '/user/notification-preferences') return { preferences: saved };
    throw new Error(`unexpected GET ${path}`);
  });
});

function listedTypes(): string[] {
  return screen
    .getAllByRole('switch', { name: /^In-app notifications for / })
    .map((element) => element.getAttribute('aria-label')?.replace('In-app notifications for ', '') ?? '');
}

describe('NotificationPreferencesCard', () => {
  it("lists only the types a person's role can receive, and saves only those", async () => {
    signIn(buildUser({ role: 'user' }));
    put.mockImplementation(async (_path: string, body: unknown) => body);
    renderWithProviders(<NotificationPreferencesCard />);

    await screen.findByRole('switch', { name: 'Email notifications for Report ready' });
    expect(listedTypes()).toEqual(['Report ready', 'Your payment failed', 'Your data export']);
    expect(screen.queryByText('New student joined')).toBeNull();
    expect(screen.queryByText('Payment received')).toBeNull();

    const u = userEvent.setup();
    await u.click(screen.getByRole('switch', { name: 'Email notifications for Report ready' }));
    await u.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(put).toHaveBeenCalledWith('/user/notification-preferences', {
      preferences: [
        { type: 'report_available', inApp: true, email: false },
        { type: 'payment_failed_user', inApp: true, email: true },
        { type: 'data_export_ready', inApp: true, email: true },
      ],
    });
  });

  it('lists every type for an administrator', async () => {
    signIn(buildUser({ role: 'admin' }));
    renderWithProviders(<NotificationPreferencesCard />);
    await screen.findByRole('switch', { name: 'Email notifications for New student joined' });
    expect(listedTypes()).toEqual([
      'New student joined',
      'Report ready',
      'Payment received',
      'Your payment failed',
      'Your data export',
    ]);
  });
});
