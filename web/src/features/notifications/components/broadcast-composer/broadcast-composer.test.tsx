import type { Campaign, CampaignList } from '@pathwise/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { BroadcastComposer, localInputToIso } from './broadcast-composer';
import { BroadcastsList } from './broadcasts-list';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
type Params = Record<string, unknown>;

const COUNTS: Record<string, number> = { everyone: 12, users: 10, admins: 1 };

function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'broadcast',
    type: 'system_maintenance',
    title: 'Maintenance on Sunday',
    message: 'We will be down for an hour.',
    audienceLabel: 'Everyone',
    status: 'sending',
    recipients: 12,
    processed: 6,
    delivered: 6,
    emailed: 2,
    scheduledFor: null,
    startedAt: '2026-03-02T09:00:00.000Z',
    finishedAt: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    createdBy: { id: '22222222-2222-4222-8222-222222222222', name: 'Grace Admin' },
    ...overrides,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  get.mockImplementation(async (path: string, options?: { params?: Params }) => {
    if (path === '/admin/broadcasts/audience-count') {
      return { recipients: COUNTS[String(options?.params?.audience)] };
    }
    if (path === '/admin/broadcasts') {
      const list: CampaignList = {
        campaigns: [
          campaign(),
          campaign({
            id: '33333333-3333-4333-8333-333333333333',
            title: 'New reports',
            type: 'update_available',
            status: 'scheduled',
            recipients: null,
            processed: 0,
            scheduledFor: '2030-01-01T10:00:00.000Z',
          }),
        ],
        pagination: { page: 1, limit: 10, total: 2, hasMore: false },
      };
      return list;
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('BroadcastComposer', () => {
  it('shows the live recipient count, validates, previews and sends to N people', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    post.mockResolvedValue({ campaign: campaign() });
    renderWithProviders(<BroadcastComposer open onOpenChange={onOpenChange} />);

    expect((await screen.findByText('12 people now')).textContent).toBe('12 people now');
    await user.selectOptions(screen.getByLabelText('Audience'), 'admins');
    expect(await screen.findByText('1 person now')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Audience'), 'everyone');

    await user.click(screen.getByTestId('broadcast-review'));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Type'), 'system_maintenance');
    await user.type(screen.getByLabelText('Title'), 'Maintenance on Sunday');
    await user.type(screen.getByLabelText('Message'), 'We will be down for an hour.');
    expect(within(screen.getByTestId('broadcast-preview')).getByText('Maintenance on Sunday')).toBeTruthy();
    await user.click(screen.getByTestId('broadcast-review'));

    const confirm = await screen.findByTestId('broadcast-confirm');
    expect(within(confirm).getByText(/This goes to 12 people \(Everyone\) now/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Send to 12 people' }));
    expect(post).toHaveBeenCalledWith(
      '/admin/broadcasts',
      {
        type: 'system_maintenance',
        title: 'Maintenance on Sunday',
        message: 'We will be down for an hour.',
        audience: 'everyone',
      },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Broadcast is being sent.'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses a schedule in the past, sends a future one as ISO, and shows a refusal from the server', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(new ApiError(400, 'VALIDATION_ERROR', 'Schedule it at most a year ahead.'));
    // A week from now at 10:00, as a datetime-local input writes it (the device's time).
    const day = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const nextWeek = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:00`;
    renderWithProviders(<BroadcastComposer open onOpenChange={() => {}} />);
    await screen.findByText('12 people now');
    await user.type(screen.getByLabelText('Title'), 'Later');
    await user.type(screen.getByLabelText('Message'), 'Soon.');
    await user.click(screen.getByLabelText('Send later'));
    const when = screen.getByLabelText('Send on');
    // jsdom's datetime-local takes no typing: set the value as the browser's picker would.
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByTestId('broadcast-review'));
    expect(await screen.findByText('Choose a time in the future.')).toBeTruthy();

    fireEvent.change(when, { target: { value: '2099-01-01T10:00' } });
    await user.click(screen.getByTestId('broadcast-review'));
    expect(await screen.findByText('Choose a time within a year.')).toBeTruthy();

    fireEvent.change(when, { target: { value: nextWeek } });
    await user.click(screen.getByTestId('broadcast-review'));
    await user.click(await screen.findByRole('button', { name: 'Schedule for 12 people' }));
    expect(post).toHaveBeenCalledWith(
      '/admin/broadcasts',
      expect.objectContaining({ scheduledFor: localInputToIso(nextWeek) }),
      { silent: true },
    );
    expect((await screen.findByTestId('broadcast-problem')).textContent).toBe(
      'Schedule it at most a year ahead.',
    );
  });
});

describe('BroadcastsList', () => {
  it('shows status and progress, and cancels a scheduled broadcast after asking', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ campaign: campaign({ status: 'cancelled' }) });
    renderWithProviders(<BroadcastsList onCompose={() => {}} />);
    const rows = await screen.findAllByTestId('broadcast-row');
    expect(within(rows[0] as HTMLElement).getByText('Sending')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/6 of 12 handled/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Scheduled')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByTestId('broadcast-cancel')).toBeNull();

    await user.click(within(rows[1] as HTMLElement).getByTestId('broadcast-cancel'));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel broadcast' }));
    expect(post).toHaveBeenCalledWith(
      '/admin/broadcasts/33333333-3333-4333-8333-333333333333/cancel',
      undefined,
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('“New reports” is cancelled.'));
  });
});

describe('localInputToIso', () => {
  it('reads the device time and writes ISO; empty or bad input gives an empty string', () => {
    expect(localInputToIso('2030-01-01T10:00')).toBe(new Date('2030-01-01T10:00').toISOString());
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('not a date')).toBe('');
  });
});
