import {
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserRow,
  LAST_ADMIN_MESSAGE,
} from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminUsersRoute } from './users';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const patch = vi.mocked(api.patch);
const del = vi.mocked(api.delete);

const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const CAROL = '33333333-3333-4333-8333-333333333333';
const PROFILER = '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function buildRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: ADA,
    name: 'Ada Byron',
    email: 'ada.byron@example.com',
    role: 'user',
    emailVerified: true,
    createdAt: '2026-03-02T09:00:00.000Z',
    suspendedAt: null,
    suspendedReason: null,
    attempts: { inProgress: 1, completed: 2 },
    paidOrders: 1,
    lastActiveAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  };
}

const ada = buildRow();
const bob = buildRow({
  id: BOB,
  name: 'Bob Admin',
  email: 'bob@example.com',
  role: 'admin',
  emailVerified: false,
  attempts: { inProgress: 0, completed: 0 },
  paidOrders: 0,
  lastActiveAt: null,
});
const carol = buildRow({
  id: CAROL,
  name: 'Carol Suspended',
  email: 'carol@example.com',
  suspendedAt: '2026-03-04T09:00:00.000Z',
  suspendedReason: 'Spam',
});

function page(
  users: AdminUserRow[],
  nextCursor: string | null = null,
  total = users.length,
  totalIsCapped = false,
): AdminUserList {
  return { users, nextCursor, total, totalIsCapped, summary: { totalUsers: total, completedAttempts: 4 } };
}

function detailOf(user: AdminUserRow): AdminUserDetail {
  return {
    user,
    profile: {
      educationLevel: 'bachelor',
      experienceLevel: null,
      skills: ['Maths', 'Poetry'],
      interests: [],
      age: 36,
      extra: {},
      completedAt: null,
      updatedAt: '2026-03-02T10:00:00.000Z',
      completeness: { filled: 3, total: 5, percentage: 60, missingRequired: [], isComplete: false },
    },
    attempts: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        assessmentId: PROFILER,
        assessmentTitle: 'Career Interest Profiler',
        status: 'completed',
        startedAt: '2026-03-02T09:00:00.000Z',
        completedAt: '2026-03-02T09:30:00.000Z',
      },
    ],
    payments: [],
    referrals: {
      code: 'ADA7KQ2M',
      referredBy: {
        id: '66666666-6666-4666-8666-666666666661',
        referrer: {
          id: '66666666-6666-4666-8666-666666666662',
          name: 'Grace Hopper',
          email: 'grace@example.com',
        },
        code: 'GRACE2HP',
        status: 'rewarded',
        createdAt: '2026-02-01T09:00:00.000Z',
      },
      counts: { total: 3, invited: 1, joined: 0, qualified: 1, rewarded: 1, capped: 0, cancelled: 0 },
      recent: [
        {
          id: '66666666-6666-4666-8666-666666666663',
          referee: {
            id: '66666666-6666-4666-8666-666666666664',
            name: 'Alan Turing',
            email: 'alan@example.com',
          },
          status: 'qualified',
          createdAt: '2026-03-04T09:00:00.000Z',
          qualifiedAt: '2026-03-05T09:00:00.000Z',
          rewardedAt: null,
        },
      ],
    },
    notifications: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        type: 'assessment_pending',
        title: 'Reminder: finish your profiler',
        isRead: false,
        createdAt: '2026-03-03T09:00:00.000Z',
      },
    ],
    audit: [],
  };
}

type Params = Record<string, unknown>;
let list: (params: Params) => Promise<AdminUserList>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  list = async (params) =>
    params.cursor === 'page-2' ? page([carol], null, 3) : page([ada, bob], 'page-2', 3);
  get.mockImplementation(async (path: string, options?: { params?: Params }) => {
    if (path === '/admin/users') return list(options?.params ?? {});
    if (path === `/admin/users/${ADA}`) return detailOf(ada);
    if (path === `/admin/users/${BOB}`) return detailOf(bob);
    if (path === `/admin/users/${CAROL}`) return detailOf(carol);
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen(search = '') {
  const rendered = renderRoutes([{ path: paths.admin.users.path, element: <AdminUsersRoute /> }], {
    path: `${paths.admin.users.getHref()}${search}`,
  });
  return { user: userEvent.setup(), ...rendered };
}

function listCalls(): Params[] {
  return get.mock.calls
    .filter(([path]) => path === '/admin/users')
    .map(([, options]) => (options as { params: Params }).params);
}

describe('/admin/users list', () => {
  it('shows each account with its role, verification, status, attempts, paid orders and the total', async () => {
    renderScreen();
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows).toHaveLength(2);
    const adaRow = within(rows[0] as HTMLElement);
    expect(adaRow.getByText('Ada Byron')).toBeTruthy();
    expect(adaRow.getByText('ada.byron@example.com')).toBeTruthy();
    expect(adaRow.getByText('User')).toBeTruthy();
    expect(adaRow.getByText('Verified')).toBeTruthy();
    expect(adaRow.getByText('2 completed')).toBeTruthy();
    expect(adaRow.getByText('1 in progress')).toBeTruthy();
    const bobRow = within(rows[1] as HTMLElement);
    expect(bobRow.getByText('Admin')).toBeTruthy();
    expect(bobRow.getByText('Unverified')).toBeTruthy();
    expect(bobRow.getByText('Never')).toBeTruthy();
    expect(screen.getByTestId('admin-users-total').textContent).toBe('3 accounts');
    expect(listCalls()[0]).toEqual({ limit: 20 });
  });

  it('sends the filters from the address, and writes new ones into it (search after typing pauses)', async () => {
    const { user, router } = renderScreen('?role=admin&verified=no&from=2026-03-01');
    await screen.findAllByTestId('admin-user-row');
    expect(listCalls()[0]).toEqual({ role: 'admin', verified: 'no', joinedFrom: '2026-03-01', limit: 20 });

    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ status: 'suspended', role: 'admin' }));
    expect(router.state.location.search).toContain('status=suspended');

    await user.type(screen.getByTestId('admin-user-search'), 'ada');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ search: 'ada', status: 'suspended' }));
    // One request for the whole word, not one per key press.
    expect(listCalls().filter((params) => params.search !== undefined)).toHaveLength(1);
    expect(router.state.location.search).toContain('q=ada');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ limit: 20 }));
    expect((screen.getByTestId('admin-user-search') as HTMLInputElement).value).toBe('');
  });

  it('follows nextCursor with Next and steps back with Previous', async () => {
    const { user } = renderScreen();
    await screen.findAllByTestId('admin-user-row');
    expect(screen.getByText('1–2 of 3')).toBeTruthy();
    expect((screen.getByTestId('admin-users-previous') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('admin-users-next'));
    await screen.findByText('Carol Suspended');
    expect(listCalls().at(-1)).toEqual({ cursor: 'page-2', limit: 20 });
    expect(screen.getByText('3–3 of 3')).toBeTruthy();
    expect(screen.getByTestId('admin-user-suspended').textContent).toBe('Suspended');
    expect((screen.getByTestId('admin-users-next') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('admin-users-previous'));
    await screen.findByText('Ada Byron');
    expect(screen.getByText('1–2 of 3')).toBeTruthy();
  });

  it('says "more than" when a filtered count stops at the cap, and writes large counts with separators', async () => {
    list = async () => page([ada, bob], 'page-2', 10_000, true);
    renderScreen('?attempts=no');
    await screen.findAllByTestId('admin-user-row');
    expect(screen.getByTestId('admin-users-total').textContent).toBe('More than 10,000 accounts match');
    expect(screen.getByText('1–2 of 10,000+')).toBeTruthy();

    list = async () => page([ada, bob], 'page-2', 99_033);
    renderScreen();
    expect(await screen.findByText('99,033 accounts')).toBeTruthy();
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    list = async () => page([]);
    renderScreen('?q=zzz');
    expect(await screen.findByText('Nobody matches these filters')).toBeTruthy();
  });

  it('shows the load error with Try again, which loads the list', async () => {
    let fail = true;
    list = async () => {
      if (fail) throw new ApiError(500, 'INTERNAL', 'The server failed.');
      return page([ada]);
    };
    const { user } = renderScreen();
    expect(await screen.findByText('Failed to load users')).toBeTruthy();
    expect(screen.getByText('The server failed.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Byron')).toBeTruthy();
  });
});

describe('/admin/users drawer', () => {
  async function openAda() {
    const rendered = renderScreen();
    await rendered.user.click(await screen.findByRole('button', { name: 'Ada Byron' }));
    const drawer = await screen.findByTestId('admin-user-drawer');
    await within(drawer).findByTestId('admin-user-actions');
    return { ...rendered, drawer: within(drawer) };
  }

  it('shows the profile, screening, attempts with a link to the result, referrals and notifications', async () => {
    const { drawer, router } = await openAda();
    expect(router.state.location.search).toBe(`?user=${ADA}`);
    expect(drawer.getByText('3 of 5 questions answered')).toBeTruthy();
    expect(drawer.getByText('Maths, Poetry')).toBeTruthy();
    expect(drawer.getByRole('link', { name: 'View result' }).getAttribute('href')).toBe(
      `/admin/assessments/${PROFILER}/results?attempt=44444444-4444-4444-8444-444444444444`,
    );
    const referrals = within(drawer.getByTestId('admin-user-referrals'));
    expect(referrals.getByText('ADA7KQ2M')).toBeTruthy();
    expect(referrals.getByText('(grace@example.com)')).toBeTruthy();
    expect(referrals.getByText('3 referred · 2 bought · 1 rewarded')).toBeTruthy();
    const newest = within(referrals.getByRole('list', { name: 'The newest people they referred' }));
    expect(newest.getByText('Alan Turing')).toBeTruthy();
    expect(newest.getByText('Bought, reward waiting')).toBeTruthy();
    expect(referrals.getByRole('link', { name: 'See in the referrals console' }).getAttribute('href')).toBe(
      '/admin/referrals?referrer=ADA7KQ2M',
    );
    expect(drawer.getByText('Reminder: finish your profiler')).toBeTruthy();
    // Verified: no resend button.
    expect(drawer.queryByTestId('admin-user-action-resendVerification')).toBeNull();
  });

  it('suspends only with a reason, keeps the button busy while it runs, then toasts the server message', async () => {
    const { user, drawer } = await openAda();
    let answer: (value: unknown) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));

    await user.click(drawer.getByTestId('admin-user-action-suspend'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Ada Byron?' }));
    expect(dialog.getByText(/signed out of every device at once/)).toBeTruthy();
    await user.click(dialog.getByTestId('admin-user-confirm'));
    expect(await dialog.findByText('Say why the account is suspended.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText('Reason'), 'Spam messages');
    await user.click(dialog.getByTestId('admin-user-confirm'));
    expect(post).toHaveBeenCalledWith(
      `/admin/users/${ADA}/suspend`,
      { reason: 'Spam messages' },
      { silent: true },
    );
    await waitFor(() =>
      expect(dialog.getByTestId('admin-user-confirm').getAttribute('aria-busy')).toBe('true'),
    );
    expect(drawer.getByTestId('admin-user-action-suspend').getAttribute('aria-busy')).toBe('true');

    answer({
      message: 'Ada Byron is suspended and signed out everywhere.',
      user: { ...ada, suspendedAt: 'x' },
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Ada Byron is suspended and signed out everywhere.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suspend Ada Byron?' })).toBeNull());
    // The list and the person are asked for again.
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === `/admin/users/${ADA}`).length).toBe(2),
    );
  });

  it('shows the server message when the action is refused (409 last admin)', async () => {
    const { user } = renderScreen(`?user=${BOB}`);
    const drawer = within(await screen.findByTestId('admin-user-drawer'));
    patch.mockRejectedValue(new ApiError(409, 'LAST_ADMIN', LAST_ADMIN_MESSAGE));
    await user.click(await drawer.findByTestId('admin-user-action-role'));
    const dialog = within(await screen.findByRole('dialog', { name: "Remove Bob Admin's admin rights?" }));
    await user.click(dialog.getByTestId('admin-user-confirm'));
    expect(patch).toHaveBeenCalledWith(`/admin/users/${BOB}/role`, { role: 'user' }, { silent: true });
    expect((await dialog.findByTestId('admin-user-action-error')).textContent).toBe(LAST_ADMIN_MESSAGE);
    expect(toast.success).not.toHaveBeenCalled();
    // Unverified and an admin: resend is offered, the reminder (for people who take profilers) is not.
    expect(drawer.getByTestId('admin-user-action-resendVerification')).toBeTruthy();
    expect(drawer.queryByTestId('admin-user-action-remind')).toBeNull();
  });

  it('deletes only once the e-mail is typed, with the optional reason, and closes the drawer', async () => {
    const { user, drawer, router } = await openAda();
    del.mockResolvedValue({ message: 'The account is deleted.' });
    await user.click(drawer.getByTestId('admin-user-action-delete'));
    const dialog = within(await screen.findByRole('dialog', { name: "Delete Ada Byron's account?" }));
    const confirm = dialog.getByTestId('admin-user-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(dialog.getByLabelText('Type ada.byron@example.com to confirm'), 'ada.byron@example.co');
    expect(confirm.disabled).toBe(true);
    await user.type(dialog.getByLabelText('Type ada.byron@example.com to confirm'), 'm');
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Asked by e-mail');
    await user.click(confirm);
    expect(del).toHaveBeenCalledWith(`/admin/users/${ADA}`, { reason: 'Asked by e-mail' }, { silent: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The account is deleted.'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('resets one profiler picked from the attempts', async () => {
    const { user, drawer } = await openAda();
    post.mockResolvedValue({ message: 'Removed 1 attempt.', user: ada });
    await user.click(drawer.getByTestId('admin-user-action-resetAssessment'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset a profiler for Ada Byron?' }));
    expect(dialog.getByText(/Every attempt of Ada Byron at Career Interest Profiler/)).toBeTruthy();
    await user.click(dialog.getByTestId('admin-user-confirm'));
    expect(post).toHaveBeenCalledWith(`/admin/users/${ADA}/reset-assessment/${PROFILER}`, undefined, {
      silent: true,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Removed 1 attempt.'));
  });

  it('sends a reminder of the chosen type with the message', async () => {
    const { user, drawer } = await openAda();
    post.mockResolvedValue({ message: 'Reminder sent to Ada Byron.', inApp: true, email: false });
    await user.click(drawer.getByTestId('admin-user-action-remind'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Ada Byron a reminder?' }));
    await user.selectOptions(dialog.getByLabelText('Reminder'), 'profile_incomplete');
    expect(dialog.getByText('Sent with the title “Reminder: complete your profile”.')).toBeTruthy();
    await user.click(dialog.getByTestId('admin-user-confirm'));
    expect(await dialog.findByText('Write the reminder.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Message'), 'Two questions left!');
    await user.click(dialog.getByTestId('admin-user-confirm'));
    expect(post).toHaveBeenCalledWith(
      `/admin/students/${ADA}/remind`,
      { type: 'profile_incomplete', message: 'Two questions left!' },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reminder sent to Ada Byron.'));
  });

  it('offers no actions on the signed-in admin’s own account', async () => {
    const me = buildUser({ role: 'admin' });
    get.mockImplementation(async (path: string) => {
      if (path === '/admin/users') return page([ada]);
      if (path === `/admin/users/${me.id}`)
        return detailOf(buildRow({ id: me.id, role: 'admin', name: me.name }));
      throw new Error(`unexpected GET ${path}`);
    });
    renderScreen(`?user=${me.id}`);
    const drawer = within(await screen.findByTestId('admin-user-drawer'));
    expect(await drawer.findByText(/This is your own account/)).toBeTruthy();
    expect(drawer.queryByTestId('admin-user-action-delete')).toBeNull();
  });
});
