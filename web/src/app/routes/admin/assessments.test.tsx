import type { AssessmentListResponse } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import {
  buildCoupon,
  buildGroup,
  buildProfiler,
  listResponse,
} from '@/features/assessments/utils/profiler-fixtures';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminAssessmentsRoute } from './assessments';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const careers = buildGroup({ title: 'Careers' });
const hidden = buildGroup({ title: 'Hidden', isActive: false });
const compass = buildProfiler({ title: 'Career Compass', categoryId: careers.id, category: careers });
const quiz = buildProfiler({ title: 'Values Quiz', isActive: false, selectedCouponId: buildCoupon().id });

type ListParams = Record<string, unknown>;
let answerList: (params: ListParams) => Promise<AssessmentListResponse>;

function serve() {
  get.mockImplementation(async (path: string, options?: { params?: ListParams }) => {
    if (path === '/admin/assessments') return answerList(options?.params ?? {});
    if (path === '/admin/assessment-categories') return { categories: [careers, hidden] };
    if (path === '/coupons/admin') return { success: true, data: [] };
    if (path === '/pricing/currencies') {
      return {
        success: true,
        data: {
          enabledCurrencies: [
            { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true },
          ],
          defaultCurrency: 'INR',
        },
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

const listCalls = () =>
  get.mock.calls
    .filter(([path]) => path === '/admin/assessments')
    .map(([, options]) => options?.params ?? {});

function renderScreen(path: string = paths.admin.assessments.getHref()) {
  const result = renderRoutes([{ path: paths.admin.assessments.path, element: <AdminAssessmentsRoute /> }], {
    path,
  });
  return { ...result, user: userEvent.setup() };
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  answerList = async () => listResponse([compass, quiz], { total: 2 });
  serve();
});

describe('/admin/assessments', () => {
  it('shows the header figures, the cards and the filtered/total counter', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Career Compass' })).toBeTruthy();
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(screen.getByTestId('count-profilers').textContent).toBe('2');
    expect(screen.getByTestId('count-active').textContent).toBe('1');
    expect(screen.getByTestId('count-onSale').textContent).toBe('1');
    expect(screen.getByTestId('profiler-counter').textContent).toBe('Showing 2 of 2 profilers');
    expect(listCalls()[0]).toEqual({
      search: undefined,
      status: 'all',
      price: 'all',
      categoryId: 'all',
      page: 1,
      limit: 20,
    });
  });

  it('searches on the server once typing pauses for 500 ms, and shows filtered/total', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'Career Compass' });
    answerList = async (params) =>
      params.search
        ? listResponse([compass], { total: 1, counts: { total: 2, active: 1, onSale: 1 } })
        : listResponse([compass, quiz]);

    await user.type(screen.getByLabelText('Search'), 'career');
    expect(listCalls().some((params) => params.search)).toBe(false);
    await waitFor(() => expect(listCalls().some((params) => params.search === 'career')).toBe(true));
    expect(listCalls().filter((params) => params.search)).toHaveLength(1);

    await waitFor(() => expect(screen.getByTestId('count-profilers').textContent).toBe('1/2'));
    expect(screen.getByTestId('profiler-counter').textContent).toBe('Showing 1 of 2 profilers');
    expect(screen.queryByRole('heading', { name: 'Values Quiz' })).toBeNull();
  });

  it('filters by status, price and active categories only, and Clear resets them', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'Career Compass' });
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...category.options].map((option) => option.text)).toEqual(['All categories', 'Careers']);

    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.selectOptions(screen.getByLabelText('Price'), 'paid');
    await user.selectOptions(category, careers.id);
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({
        status: 'inactive',
        price: 'paid',
        categoryId: careers.id,
        page: 1,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    // Back to the unfiltered list (served from the cache, as it was fetched a moment ago).
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByLabelText('Price') as HTMLSelectElement).value).toBe('all');
    expect(category.value).toBe('all');
    expect(await screen.findByRole('heading', { name: 'Values Quiz' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers to create the first profiler when there is none at all', async () => {
    answerList = async () => listResponse([]);
    const { user } = renderScreen();
    expect(await screen.findByText('Create your first profiler')).toBeTruthy();
    expect(screen.queryByText(/still in the lab|soon/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create a profiler' }));
    expect(screen.getByRole('heading', { name: 'New profiler' })).toBeTruthy();
    expect(screen.getByLabelText('Title')).toBeTruthy();
  });

  it('says none match the filters, with a Clear, when filtering hides everything', async () => {
    const { user } = renderScreen();
    await screen.findByRole('heading', { name: 'Career Compass' });
    answerList = async (params) =>
      params.status === 'inactive'
        ? listResponse([], { total: 0, counts: { total: 2, active: 1, onSale: 0 } })
        : listResponse([compass, quiz]);
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');

    expect(await screen.findByText('No profilers match your filters')).toBeTruthy();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear' });
    await user.click(clearButtons.at(-1) as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Career Compass' })).toBeTruthy();
  });

  it('opens the create form from ?create=1', async () => {
    renderScreen(`${paths.admin.assessments.getHref()}?create=1`);
    expect(screen.getByRole('heading', { name: 'New profiler' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New Profiler' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through 20 at a time', async () => {
    answerList = async (params) =>
      listResponse([params.page === 2 ? quiz : compass], { total: 45, page: Number(params.page) });
    const { user } = renderScreen();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(listCalls().at(-1)).toMatchObject({ page: 2, limit: 20 });
  });

  it('shows "Failed to fetch assessments" with a retry', async () => {
    answerList = () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom'));
    const { user } = renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch assessments')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch assessments');

    answerList = async () => listResponse([compass]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Career Compass' })).toBeTruthy();
  });
});
