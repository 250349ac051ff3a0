import type {
  AdminStudentList,
  AdminStudentRow,
  AdminUserDetail,
  BulkReminderPreview,
  Campaign,
  RemindResponse,
} from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminStudentsRoute } from './students';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const del = vi.mocked(api.delete);

const PROFILER_ID = '5a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const ATTEMPT = '33333333-3333-4333-8333-333333333333';
const CAMPAIGN = '44444444-4444-4444-8444-444444444444';

function buildStudent(overrides: Partial<AdminStudentRow> = {}): AdminStudentRow {
  return {
    id: ADA,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    createdAt: '2026-03-02T09:00:00.000Z',
    profile: {
      percentage: 80,
      isComplete: false,
      educationLevel: 'bachelor',
      experienceLevel: 'retired-option',
      age: 19,
    },
    attempts: { inProgress: 1, completed: 2 },
    lastActiveAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const ada = buildStudent();
const bob = buildStudent({
  id: BOB,
  name: 'Bob Marley',
  email: 'bob@example.com',
  profile: null,
  attempts: { inProgress: 0, completed: 0 },
  lastActiveAt: null,
});

function page(students: AdminStudentRow[], nextCursor: string | null = null, total = students.length) {
  return { students, nextCursor, total } satisfies AdminStudentList;
}

function buildCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: CAMPAIGN,
    kind: 'reminder',
    type: 'assessment_pending',
    title: 'Reminder: finish your profiler',
    message: 'Come back and finish',
    audienceLabel: 'Students: in progress',
    status: 'sending',
    recipients: 2,
    processed: 0,
    delivered: 0,
    emailed: 0,
    scheduledFor: null,
    startedAt: '2026-03-06T10:00:00.000Z',
    finishedAt: null,
    createdAt: '2026-03-06T10:00:00.000Z',
    createdBy: { id: ADA, name: 'Grace Admin' },
    ...overrides,
  };
}

type Params = Record<string, unknown>;
let list: (params: Params) => Promise<AdminStudentList>;
let campaignReads: Campaign[];

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  list = async () => page([ada, bob]);
  campaignReads = [
    buildCampaign({
      status: 'sent',
      processed: 2,
      delivered: 2,
      emailed: 1,
      finishedAt: '2026-03-06T10:00:05.000Z',
    }),
  ];
  get.mockImplementation(async (path: string, options?: { params?: Params }) => {
    if (path === '/admin/students') return list(options?.params ?? {});
    if (path === '/admin/assessments') {
      return {
        assessments: [{ id: PROFILER_ID, title: 'Career Interest Profiler' }],
        pagination: { page: 1, limit: 100, total: 1, hasMore: false },
        counts: { total: 1, active: 1, onSale: 0 },
      };
    }
    if (path === '/student/screening-options') {
      return {
        fields: [
          {
            key: 'educationLevel',
            label: 'Highest level of education',
            type: 'SINGLE_CHOICE',
            options: [{ value: 'bachelor', label: "Bachelor's degree" }],
          },
        ],
      };
    }
    if (path === `/admin/users/${ADA}`) {
      return {
        attempts: [
          {
            id: ATTEMPT,
            assessmentId: PROFILER_ID,
            assessmentTitle: 'Career Interest Profiler',
            status: 'completed',
            startedAt: '2026-03-03T09:00:00.000Z',
            completedAt: '2026-03-03T09:30:00.000Z',
          },
        ],
      } as Partial<AdminUserDetail>;
    }
    if (path === `/admin/broadcasts/${CAMPAIGN}`) {
      return { campaign: campaignReads.shift() ?? buildCampaign({ status: 'sent', processed: 2 }) };
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen(search = '') {
  const rendered = renderRoutes(
    [
      { path: paths.admin.students.path, element: <AdminStudentsRoute /> },
      { path: paths.admin.assessmentResults.path, element: <p>Results page</p> },
    ],
    { path: `${paths.admin.students.getHref()}${search}` },
  );
  return { user: userEvent.setup(), ...rendered };
}

function listCalls(): Params[] {
  return get.mock.calls
    .filter(([path]) => path === '/admin/students')
    .map(([, options]) => (options as { params: Params }).params);
}

const ALL = { completeness: 'all', activity: 'all', attempts: 'all', limit: 20 };

describe('/admin/students list', () => {
  it('shows each student with profile completeness, attempts, joined and last active', async () => {
    renderScreen();
    const row = await screen.findByTestId(`student-row-${ADA}`);
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('ada@example.com')).toBeTruthy();
    expect(within(row).getByText('March 2, 2026')).toBeTruthy();
    expect(row.textContent).toContain('80%');
    // Answers by their option's label; a value whose option is gone as it is stored.
    expect(await within(row).findByText("Bachelor's degree · retired-option · 19 years")).toBeTruthy();
    expect(within(row).getByText('1 in progress')).toBeTruthy();
    expect(within(row).getByText('2 completed')).toBeTruthy();
    const bobRow = screen.getByTestId(`student-row-${BOB}`);
    expect(within(bobRow).getByText('Not filled in')).toBeTruthy();
    expect(within(bobRow).getByText('Never')).toBeTruthy();
    // Nothing to show for someone without attempts.
    expect(
      (within(bobRow).getByRole('button', { name: 'Results of Bob Marley' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('2 students')).toBeTruthy();
    expect(listCalls()[0]).toEqual(ALL);
  });

  it('reads the filters from the address and sends changed filters to the list and the address', async () => {
    const { user, router } = renderScreen('?completeness=incomplete&activity=inactive_30d');
    await screen.findByTestId(`student-row-${ADA}`);
    expect(listCalls()[0]).toEqual({ ...ALL, completeness: 'incomplete', activity: 'inactive_30d' });
    expect((screen.getByLabelText('Profile') as HTMLSelectElement).value).toBe('incomplete');

    await user.selectOptions(await screen.findByLabelText('Profiler'), PROFILER_ID);
    await user.selectOptions(screen.getByLabelText('Attempts'), 'in_progress');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        ...ALL,
        completeness: 'incomplete',
        activity: 'inactive_30d',
        assessmentId: PROFILER_ID,
        attempts: 'in_progress',
      }),
    );
    expect(router.state.location.search).toContain(`assessmentId=${PROFILER_ID}`);
    expect(router.state.location.search).toContain('attempts=in_progress');

    // Typing is debounced: one request for the whole word.
    list = async () => page([]);
    const before = listCalls().length;
    await user.type(screen.getByLabelText('Student'), 'zed');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ search: 'zed' }));
    expect(
      listCalls()
        .slice(before)
        .filter((params) => params.search !== undefined),
    ).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zed');
    expect(await screen.findByText('No students match these filters')).toBeTruthy();

    list = async () => page([ada, bob]);
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(listCalls().at(-1)).toEqual(ALL));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Student') as HTMLInputElement).value).toBe('');
  });

  it('pages forward with the cursor and back through the cursors visited', async () => {
    list = async (params) => (params.cursor === 'c2' ? page([bob], null, 21) : page([ada], 'c2', 21));
    const { user } = renderScreen();
    await screen.findByTestId(`student-row-${ADA}`);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByText('21 students')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId(`student-row-${BOB}`);
    expect(listCalls().at(-1)).toEqual({ ...ALL, cursor: 'c2' });
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByTestId(`student-row-${ADA}`);
    expect(screen.getByText('Page 1')).toBeTruthy();

    // New filters start from their first page.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId(`student-row-${BOB}`);
    await user.selectOptions(screen.getByLabelText('Activity'), 'active_7d');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ ...ALL, activity: 'active_7d' }));
  });

  it('steps back a page when the page it is on has emptied', async () => {
    list = async (params) => (params.cursor === 'c2' ? page([bob], null, 21) : page([ada], 'c2', 21));
    const { user } = renderScreen();
    await screen.findByTestId(`student-row-${ADA}`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId(`student-row-${BOB}`);
    list = async (params) => (params.cursor === 'c2' ? page([], null, 1) : page([ada], null, 1));
    await user.click(
      within(screen.getByTestId(`student-row-${BOB}`)).getByRole('button', { name: 'Delete Bob Marley' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this student?' });
    del.mockResolvedValueOnce({ message: 'The student has been deleted.' });
    await user.type(within(dialog).getByLabelText('Type bob@example.com to confirm'), 'bob@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete student' }));
    expect(await screen.findByTestId(`student-row-${ADA}`)).toBeTruthy();
    expect(screen.queryByText('Page 2')).toBeNull();
    expect(listCalls().at(-1)).toEqual(ALL);
  });

  it('shows the empty state when nobody took a profiler yet', async () => {
    list = async () => page([]);
    renderScreen();
    expect(await screen.findByText('No students yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remind these/ })).toBeNull();
  });

  it('shows the error with a retry when the list cannot be read', async () => {
    list = async () => {
      throw new ApiError(500, 'INTERNAL', 'The server failed.');
    };
    const { user } = renderScreen();
    expect(await screen.findByText('Failed to load students')).toBeTruthy();
    list = async () => page([ada]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId(`student-row-${ADA}`)).toBeTruthy();
  });

  it("lists a student's attempts, each linking to its profiler's results with the attempt open", async () => {
    const { user, router } = renderScreen();
    const row = await screen.findByTestId(`student-row-${ADA}`);
    await user.click(within(row).getByRole('button', { name: 'Results of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Results' });
    const link = await within(dialog).findByRole('link', { name: /Career Interest Profiler/ });
    expect(link.getAttribute('href')).toBe(`/admin/assessments/${PROFILER_ID}/results?attempt=${ATTEMPT}`);
    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/assessments/${PROFILER_ID}/results`),
    );
  });
});

describe('/admin/students reminder to one student', () => {
  async function openRemind() {
    const rendered = renderScreen();
    const row = await screen.findByTestId(`student-row-${ADA}`);
    await rendered.user.click(within(row).getByRole('button', { name: 'Remind Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a reminder' });
    return { ...rendered, dialog };
  }

  it('asks for a message, sends the type and message, and shows what the server did', async () => {
    const { user, dialog } = await openRemind();
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(within(dialog).getByText('Write the reminder')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({
      message: 'Reminder sent in the app and by e-mail.',
      inApp: true,
      email: true,
    } satisfies RemindResponse);
    await user.selectOptions(within(dialog).getByLabelText('Reminder'), 'profile_incomplete');
    expect(within(dialog).getByRole('option', { name: 'Reminder: complete your profile' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Message'), '  Two fields to go!  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Reminder sent in the app and by e-mail.'),
    );
    expect(post).toHaveBeenCalledWith(
      `/admin/students/${ADA}/remind`,
      { type: 'profile_incomplete', message: 'Two fields to go!' },
      { silent: true },
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send a reminder' })).toBeNull());
  });

  it("keeps the dialog open with the server's words when nothing was sent (turned off)", async () => {
    const { user, dialog } = await openRemind();
    post.mockResolvedValueOnce({
      message: 'Nothing sent: Ada Lovelace turned this reminder off in the app and by e-mail.',
      inApp: false,
      email: false,
    } satisfies RemindResponse);
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(
      await within(dialog).findByText(
        'Nothing sent: Ada Lovelace turned this reminder off in the app and by e-mail.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Nothing sent')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user, dialog } = await openRemind();
    post.mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', 'Student not found'));
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText('Student not found')).toBeTruthy();
  });
});

describe('/admin/students deletion', () => {
  it('deletes only once the e-mail is typed, with the reason, and reloads the list', async () => {
    let answer: (value: { message: string }) => void = () => {};
    del.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve as (value: { message: string }) => void;
        }),
    );
    const { user } = renderScreen();
    const row = await screen.findByTestId(`student-row-${ADA}`);
    await user.click(within(row).getByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this student?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete student' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), 'ada@example.co');
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), 'm');
    expect(confirm.disabled).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Asked by e-mail');
    const reads = listCalls().length;
    await user.click(confirm);
    expect(del).toHaveBeenCalledWith(
      `/admin/students/${ADA}`,
      { reason: 'Asked by e-mail' },
      { silent: true },
    );
    // The row waits while the deletion runs.
    await waitFor(() =>
      expect(
        (
          within(row).getByRole('button', {
            name: 'Remind Ada Lovelace',
            hidden: true,
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true),
    );
    expect(
      (
        within(screen.getByTestId(`student-row-${BOB}`)).getByRole('button', {
          name: 'Remind Bob Marley',
          hidden: true,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    list = async () => page([bob]);
    answer({ message: 'The account was deleted.' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The account was deleted.'));
    await waitFor(() => expect(screen.queryByTestId(`student-row-${ADA}`)).toBeNull());
    expect(listCalls().length).toBeGreaterThan(reads);
  });

  it("shows the server's refusal and keeps the student", async () => {
    del.mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'This is the last administrator.'));
    const { user } = renderScreen();
    const row = await screen.findByTestId(`student-row-${ADA}`);
    await user.click(within(row).getByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this student?' });
    await user.type(within(dialog).getByLabelText('Type ada@example.com to confirm'), 'ADA@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete student' }));
    expect(await within(dialog).findByText('This is the last administrator.')).toBeTruthy();
    expect(del).toHaveBeenCalledWith(`/admin/students/${ADA}`, {}, { silent: true });
    expect(screen.getByTestId(`student-row-${ADA}`)).toBeTruthy();
  });
});

describe('/admin/students download', () => {
  const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  let click: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:students');
    URL.revokeObjectURL = vi.fn();
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(() => {
    click.mockRestore();
    Object.assign(URL, urls);
    vi.unstubAllGlobals();
  });

  async function download(format: 'CSV' | 'Excel', response: Response) {
    const fetchMock = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderScreen('?search=ada&attempts=completed');
    await screen.findByTestId(`student-row-${ADA}`);
    await user.click(screen.getByRole('button', { name: format }));
    return { fetchMock };
  }

  it('saves the XLSX of the current filters with the bearer token', async () => {
    const { fetchMock } = await download(
      'Excel',
      new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="students-2026-03-06.xlsx"' },
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved students-2026-03-06.xlsx'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/students/download?activity=all&attempts=completed&completeness=all&format=xlsx&search=ada',
      { headers: { Authorization: 'Bearer test-token' }, cache: 'no-store' },
    );
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says the download failed with the server reason', async () => {
    await download(
      'CSV',
      new Response(JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'Unknown profiler' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The download failed', expect.anything()));
  });
});

describe('/admin/students bulk reminder', () => {
  it('previews the count, the opted-out and a sample, then sends and follows the campaign', async () => {
    list = async () => page([ada, bob], null, 2);
    const { user } = renderScreen('?attempts=in_progress');
    await screen.findByTestId(`student-row-${ADA}`);
    await user.click(screen.getByRole('button', { name: 'Remind these 2 students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind students' });
    expect(within(dialog).getByText('A reminder to the 2 students the filters select.')).toBeTruthy();

    post.mockResolvedValueOnce({
      recipients: 2,
      optedOut: 1,
      sample: [
        { id: ADA, name: 'Ada Lovelace', email: 'ada@example.com' },
        { id: BOB, name: 'Bob Marley', email: 'bob@example.com' },
      ],
      title: 'Reminder: finish your profiler',
    } satisfies BulkReminderPreview);
    await user.type(within(dialog).getByLabelText('Message'), 'Come back and finish');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('bulk-preview');
    const body = {
      type: 'assessment_pending',
      message: 'Come back and finish',
      filter: { completeness: 'all', activity: 'all', attempts: 'in_progress' },
    };
    expect(post).toHaveBeenLastCalledWith('/admin/students/reminders/preview', body, { silent: true });
    expect(within(preview).getByText('Students selected').nextSibling?.textContent).toBe('2');
    expect(within(preview).getByText('Turned this reminder off').nextSibling?.textContent).toBe('1');
    expect(within(preview).getByText('Reminder: finish your profiler')).toBeTruthy();
    expect(within(preview).getByText('bob@example.com')).toBeTruthy();

    post.mockResolvedValueOnce({ campaign: buildCampaign() });
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 students' }));
    expect(post).toHaveBeenLastCalledWith('/admin/students/reminders', body, { silent: true });
    const status = await within(dialog).findByTestId('campaign-status');
    // The campaign is read until it is sent.
    await waitFor(() => expect(within(status).getByText('Sent')).toBeTruthy());
    expect(within(status).getByText('2 of 2 handled')).toBeTruthy();
    expect(within(status).getByText('In the app: 2 · E-mails queued: 1')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`/admin/broadcasts/${CAMPAIGN}`, expect.anything());
  });

  it('cannot send when the filters select nobody now', async () => {
    const { user } = renderScreen();
    await screen.findByTestId(`student-row-${ADA}`);
    await user.click(screen.getByRole('button', { name: 'Remind these 2 students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remind students' });
    post.mockResolvedValueOnce({
      recipients: 0,
      optedOut: 0,
      sample: [],
      title: 'Reminder: finish your profiler',
    });
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('The filters select nobody now.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Send to 0 students' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
