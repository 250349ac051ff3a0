import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromptOverview } from '@/features/assessments/api/get-prompt-overview';
import { ASSESSMENT_ID, buildPrompt } from '@/features/assessments/utils/catalogue-fixtures';
import { api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { AdminPromptManagementRoute } from './prompt-management';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const OTHER_ID = '2a3b4c5d-0000-4000-8000-000000000777';

const firstPage: PromptOverview = {
  items: [
    {
      assessmentId: ASSESSMENT_ID,
      assessmentTitle: 'Career Compass',
      isAssessmentActive: true,
      promptCount: 2,
      activePrompt: buildPrompt({ version: 2, isActive: true, promptText: `${'p'.repeat(200)}HIDDEN` }),
    },
    {
      assessmentId: OTHER_ID,
      assessmentTitle: 'Team Roles',
      isAssessmentActive: false,
      promptCount: 0,
      activePrompt: null,
    },
  ],
  pagination: { page: 1, limit: 10, total: 12, hasMore: true },
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  get.mockImplementation(async (path: string, options) => {
    if (path === '/admin/prompts') {
      const page = Number(options?.params?.page ?? 1);
      if (options?.params?.search === 'zzz')
        return { items: [], pagination: { page: 1, limit: 10, total: 0, hasMore: false } };
      return page === 1
        ? firstPage
        : { ...firstPage, items: [], pagination: { ...firstPage.pagination, page, hasMore: false } };
    }
    if (path === `/admin/assessments/${ASSESSMENT_ID}/prompts`)
      return { prompts: [firstPage.items[0]?.activePrompt] };
    if (path === `/admin/assessments/${ASSESSMENT_ID}/prompts/active`)
      return { prompt: firstPage.items[0]?.activePrompt };
    throw new Error(`unexpected GET ${path}`);
  });
});

describe('/admin/prompt-management', () => {
  it('lists every profiler with its prompt count and active prompt preview', async () => {
    renderWithProviders(<AdminPromptManagementRoute />);
    const compass = (await screen.findByText('Career Compass')).closest('li') as HTMLElement;
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(within(compass).getByText('2 prompts')).toBeTruthy();
    expect(within(compass).getByText('Active prompt: version 2')).toBeTruthy();
    expect(within(compass).getByText(`${'p'.repeat(200)}…`)).toBeTruthy();
    const roles = screen.getByText('Team Roles').closest('li') as HTMLElement;
    expect(within(roles).getByText('No AI prompts configured')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2 · 12 profilers')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/prompts', {
      params: { page: 1, limit: 10, search: undefined },
      signal: expect.any(AbortSignal),
      silent: true,
    });
  });

  it('invites to create a profiler when there is none to write prompts for', async () => {
    get.mockResolvedValue({ items: [], pagination: { page: 1, limit: 10, total: 0, hasMore: false } });
    renderWithProviders(<AdminPromptManagementRoute />);
    expect(await screen.findByText('Create your first profiler')).toBeTruthy();
    expect(screen.queryByText(/still in the lab/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a profiler' }).getAttribute('href')).toBe(
      '/admin/assessments?create=1',
    );
  });

  it('searches and pages in the server', async () => {
    renderWithProviders(<AdminPromptManagementRoute />);
    const user = userEvent.setup();
    await screen.findByText('Career Compass');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/admin/prompts',
        expect.objectContaining({ params: { page: 2, limit: 10, search: undefined } }),
      ),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search profilers' }), 'zzz');
    expect(await screen.findByText('No profiler matches')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/admin/prompts',
      expect.objectContaining({ params: { page: 1, limit: 10, search: 'zzz' } }),
    );
  });

  it("opens the profiler's prompts dialog", async () => {
    renderWithProviders(<AdminPromptManagementRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage prompts of Career Compass' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI prompts' });
    expect(await within(dialog).findByText('Active prompt: version 2')).toBeTruthy();
  });
});
