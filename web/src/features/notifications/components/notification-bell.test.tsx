import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const del = vi.mocked(api.delete);

type Item = {
  id: string;
  type: string;
  title: string;
  message: string;
  data: unknown;
  isRead: boolean;
  createdAt: string;
};

function notification(index: number, overrides: Partial<Item> = {}): Item {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    type: 'report_available',
    title: `Notification ${index}`,
    message: `Message ${index}`,
    data: null,
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

function serve({ unreadCount, pages }: { unreadCount: number; pages: Item[][] }) {
  get.mockImplementation(async (path: string, options?: { params?: Record<string, unknown> }) => {
    if (path === '/notifications/unread-count') return { unreadCount };
    if (path === '/notifications') {
      const page = Number(options?.params?.page ?? 1);
      return {
        notifications: pages[page - 1] ?? [],
        unreadCount,
        pagination: { page, limit: 20, total: pages.flat().length, hasMore: page < pages.length },
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

async function openBell() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /notifications/i }));
  return user;
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
});

describe('NotificationBell', () => {
  it('shows "99+" when more than 99 notifications are unread', async () => {
    serve({ unreadCount: 150, pages: [[]] });
    renderWithProviders(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 150 unread' })).toBeTruthy();
  });

  it('shows the exact count up to 99 and no badge at zero', async () => {
    serve({ unreadCount: 7, pages: [[]] });
    const first = renderWithProviders(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('7');
    first.unmount();

    serve({ unreadCount: 0, pages: [[]] });
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('lists notifications with relative times and links report notifications', async () => {
    serve({
      unreadCount: 2,
      pages: [
        [
          notification(1, { data: '{"testAttemptId":"attempt-7"}' }),
          notification(2, { data: '{broken json', isRead: true, type: 'welcome' }),
        ],
      ],
    });
    renderWithProviders(<NotificationBell />);
    await openBell();

    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Notification 1' }).getAttribute('href')).toBe(
      '/report/attempt-7',
    );
    expect(within(first).getByText('5m ago')).toBeTruthy();
    // Unparsable data is dropped: no link.
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByText('Notification 2')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serve({ unreadCount: 0, pages: [[]] });
    renderWithProviders(<NotificationBell />);
    await openBell();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('shows an error with a retry that loads the list', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/notifications/unread-count') return { unreadCount: 1 };
      throw new ApiError(500, 'INTERNAL', 'boom');
    });
    renderWithProviders(<NotificationBell />);
    const user = await openBell();
    expect(await screen.findByText('Failed to load notifications')).toBeTruthy();

    serve({ unreadCount: 1, pages: [[notification(1)]] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Notification 1')).toBeTruthy();
  });

  it('marks one notification read and takes the count from the server', async () => {
    serve({ unreadCount: 2, pages: [[notification(1), notification(2)]] });
    post.mockResolvedValue({ unreadCount: 1 });
    renderWithProviders(<NotificationBell />);
    const user = await openBell();

    await user.click(await screen.findByRole('button', { name: 'Mark “Notification 1” as read' }));
    expect(post).toHaveBeenCalledWith('/notifications/mark-read', { notificationId: notification(1).id });
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(screen.queryByRole('button', { name: 'Mark “Notification 1” as read' })).toBeNull();
  });

  it('never lets the unread count go below zero', async () => {
    serve({ unreadCount: 0, pages: [[notification(1)]] });
    // No figure from the server: the client subtracts one from zero, and must stay at zero.
    post.mockResolvedValue({});
    renderWithProviders(<NotificationBell />);
    const user = await openBell();

    await user.click(await screen.findByRole('button', { name: 'Mark “Notification 1” as read' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark “Notification 1”/ })).toBeNull());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('deletes a notification', async () => {
    serve({ unreadCount: 1, pages: [[notification(1), notification(2, { isRead: true })]] });
    del.mockImplementation(async () => {
      // The server no longer has it: the refetch after the delete must show the shifted list.
      serve({ unreadCount: 0, pages: [[notification(2, { isRead: true })]] });
      return { unreadCount: 0 };
    });
    renderWithProviders(<NotificationBell />);
    const user = await openBell();
    await screen.findAllByTestId('notification-item');
    const listCallsBefore = get.mock.calls.filter(([path]) => path === '/notifications').length;

    await user.click(await screen.findByRole('button', { name: 'Delete “Notification 1”' }));
    expect(del).toHaveBeenCalledWith(`/notifications/${notification(1).id}`);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === '/notifications').length).toBeGreaterThan(
        listCallsBefore,
      ),
    );
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('marks all read', async () => {
    serve({ unreadCount: 2, pages: [[notification(1), notification(2)]] });
    post.mockResolvedValue({ unreadCount: 0 });
    renderWithProviders(<NotificationBell />);
    const user = await openBell();

    await screen.findAllByTestId('notification-item');
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(post).toHaveBeenCalledWith('/notifications/mark-all-read');
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(screen.queryByRole('button', { name: /as read$/ })).toBeNull();
  });

  it('loads more pages of 20 while the server says there are more', async () => {
    const page1 = Array.from({ length: 20 }, (_, index) => notification(index + 1));
    serve({ unreadCount: 21, pages: [page1, [notification(21)]] });
    renderWithProviders(<NotificationBell />);
    const user = await openBell();

    expect(await screen.findAllByTestId('notification-item')).toHaveLength(20);
    expect(get).toHaveBeenCalledWith(
      '/notifications',
      expect.objectContaining({ params: { page: 1, limit: 20 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(21));
    expect(get).toHaveBeenCalledWith(
      '/notifications',
      expect.objectContaining({ params: { page: 2, limit: 20 } }),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
