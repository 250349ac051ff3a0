import type { Notification } from '@pathwise/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import { NotificationItem } from './notification-item';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const post = vi.mocked(api.post);

function build(overrides: Partial<Notification>): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'welcome',
    title: 'A title',
    message: 'A message',
    data: null,
    isRead: true,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

function renderItem(notification: Notification, onNavigate = vi.fn()) {
  renderWithProviders(
    <ul>
      <NotificationItem notification={notification} onNavigate={onNavigate} />
    </ul>,
  );
  return onNavigate;
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
});

describe('NotificationItem', () => {
  it('links a ready data export to the download card on the account page and marks it read', async () => {
    post.mockResolvedValue({ unreadCount: 0 });
    const onNavigate = renderItem(
      build({
        type: 'data_export_ready',
        title: 'Your data is ready to download',
        data: { dataExportId: '5a0a4a3e-56e4-4bb5-8a36-8d1f3f3b9c11' },
        isRead: false,
      }),
    );
    const link = screen.getByRole('link', { name: 'Your data is ready to download' });
    expect(link.getAttribute('href')).toBe('/account#data-export');
    await userEvent.setup().click(link);
    expect(post).toHaveBeenCalledWith('/notifications/mark-read', {
      notificationId: '00000000-0000-4000-8000-000000000001',
    });
    expect(onNavigate).toHaveBeenCalled();
  });

  it('links reminders to the dashboard and to the profile screening', () => {
    renderItem(
      build({
        type: 'assessment_pending',
        title: 'Reminder: finish your profiler',
        data: { reminder: true },
      }),
    );
    renderItem(
      build({
        type: 'profile_incomplete',
        title: 'Reminder: complete your profile',
        data: { reminder: true },
      }),
    );
    expect(screen.getByRole('link', { name: 'Reminder: finish your profiler' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Reminder: complete your profile' }).getAttribute('href')).toBe(
      '/profile-screening',
    );
  });

  it("shows a broadcast's lines as written, folded past three lines with a toggle", async () => {
    const message = 'Saturday 02:00–03:00 UTC.\nSign-in will pause.\nYour answers are kept.\nThanks!';
    renderItem(build({ type: 'system_maintenance', title: 'Planned maintenance', message }));
    expect(screen.queryByRole('link')).toBeNull();
    const text = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === message,
    );
    expect(text.className).toContain('whitespace-pre-line');
    expect(text.className).toContain('line-clamp-3');

    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(text.id);
    await userEvent.setup().click(toggle);
    expect(text.className).not.toContain('line-clamp-3');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a short message whole, without a toggle', () => {
    renderItem(
      build({ type: 'update_available', title: 'New reports', message: 'Reports now have charts.' }),
    );
    expect(screen.getByText('Reports now have charts.').className).not.toContain('line-clamp-3');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
