import type { DeletionAuditList, DeletionStats } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { DeletionAuditsSection } from './deletion-audits-section';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
type Params = Record<string, unknown>;

function stats(period: number): DeletionStats {
  return {
    period,
    total: 5,
    self: 3,
    admin: 2,
    perDay: [
      { day: '2026-03-01', self: 0, admin: 0 },
      { day: '2026-03-02', self: 3, admin: 1 },
      { day: '2026-03-03', self: 0, admin: 1 },
    ],
    reasons: [
      { reason: 'Not useful for me', count: 3 },
      { reason: 'No reason given', count: 2 },
    ],
  };
}

const audits = (page: number, total = 25): DeletionAuditList => ({
  audits: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      userId: '22222222-2222-4222-8222-222222222222',
      emailDomain: 'example.com',
      deletedBy: 'admin',
      admin: { id: '33333333-3333-4333-8333-333333333333', name: 'Grace Admin' },
      reason: 'Asked by e-mail',
      createdAt: '2026-03-02T09:00:00.000Z',
    },
    {
      id: '44444444-4444-4444-8444-444444444444',
      userId: '55555555-5555-4555-8555-555555555555',
      emailDomain: 'mail.test',
      deletedBy: 'self',
      admin: null,
      reason: null,
      createdAt: '2026-03-03T09:00:00.000Z',
    },
  ],
  pagination: { page, limit: 20, total, hasMore: page * 20 < total },
  searchedByEmail: false,
});

let failStats = false;

beforeEach(() => {
  vi.clearAllMocks();
  failStats = false;
  signIn(buildUser({ role: 'admin' }));
  get.mockImplementation(async (path: string, options?: { params?: Params }) => {
    const params = options?.params ?? {};
    if (path === '/admin/user-deletion-stats') {
      if (failStats) throw new ApiError(500, 'INTERNAL', 'Stats are down.');
      return stats(Number(params.period));
    }
    if (path === '/admin/user-deletion-audits') return audits(Number(params.page));
    throw new Error(`unexpected GET ${path}`);
  });
});

const callsTo = (path: string) =>
  get.mock.calls.filter(([p]) => p === path).map(([, options]) => (options as { params: Params }).params);

describe('DeletionAuditsSection', () => {
  it('shows 30 days of totals, the per-day table behind the chart, the top reasons and the audits', async () => {
    renderWithProviders(<DeletionAuditsSection />);
    expect((await screen.findByTestId('deletion-total')).textContent).toBe('5');
    expect(screen.getByTestId('deletion-self').textContent).toBe('3');
    expect(screen.getByTestId('deletion-admin').textContent).toBe('2');
    expect(callsTo('/admin/user-deletion-stats')[0]).toEqual({ period: 30 });

    const rows = within(screen.getByTestId('deletion-chart-table')).getAllByRole('row');
    // The header and the two days with deletions.
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1']);
    expect(within(screen.getByTestId('deletion-reasons')).getByText('Not useful for me')).toBeTruthy();

    const auditRows = await screen.findAllByTestId('deletion-audit-row');
    expect(auditRows).toHaveLength(2);
    expect(within(auditRows[0] as HTMLElement).getByText('Grace Admin')).toBeTruthy();
    expect(within(auditRows[0] as HTMLElement).getByText('@example.com')).toBeTruthy();
    expect(within(auditRows[1] as HTMLElement).getByText('No reason given')).toBeTruthy();
    expect(callsTo('/admin/user-deletion-audits')[0]).toEqual({ page: 1, limit: 20 });
    expect(screen.getByText('Search by full e-mail address, reason or admin name')).toBeTruthy();
  });

  it('asks for another period, pages through the audits and searches from the first page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeletionAuditsSection />);
    await screen.findAllByTestId('deletion-audit-row');

    await user.selectOptions(screen.getByLabelText('Period'), '7');
    await waitFor(() => expect(callsTo('/admin/user-deletion-stats').at(-1)).toEqual({ period: 7 }));

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(callsTo('/admin/user-deletion-audits').at(-1)).toEqual({ page: 2, limit: 20 }),
    );

    await user.type(screen.getByLabelText('Search deletions'), 'ada@example.com');
    await waitFor(() =>
      expect(callsTo('/admin/user-deletion-audits').at(-1)).toEqual({
        page: 1,
        limit: 20,
        search: 'ada@example.com',
      }),
    );
  });

  it('shows the stats error with Try again', async () => {
    failStats = true;
    const user = userEvent.setup();
    renderWithProviders(<DeletionAuditsSection />);
    expect(await screen.findByText('Could not load the deletion statistics')).toBeTruthy();
    expect(screen.getByText('Stats are down.')).toBeTruthy();
    failStats = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('deletion-total')).textContent).toBe('5');
  });
});
