import type { StudentProfile } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { ScreeningOptionField, ScreeningOptions } from '@/features/users/api/get-screening-options';
import { ApiError, api } from '@/lib/api-client';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { ProfileScreeningRoute } from './profile-screening';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

let sequence = 0;
function field(
  overrides: Partial<ScreeningOptionField> & Pick<ScreeningOptionField, 'key' | 'label' | 'type'>,
) {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    helpText: '',
    options: [],
    isRequired: false,
    isSystem: true,
    order: sequence,
    ...overrides,
  } satisfies ScreeningOptionField;
}

const options: ScreeningOptions = {
  fields: [
    field({
      key: 'educationLevel',
      label: 'Highest level of education',
      helpText: 'The highest level you have completed.',
      type: 'SINGLE_CHOICE',
      isRequired: true,
      options: [
        { value: 'high-school', label: 'High school' },
        { value: 'bachelor', label: "Bachelor's degree" },
        { value: 'master', label: "Master's degree" },
      ],
    }),
    field({
      key: 'experienceLevel',
      label: 'Work experience',
      type: 'SINGLE_CHOICE',
      isRequired: true,
      options: [
        { value: 'entry', label: 'Entry level (0-2 years)' },
        { value: 'mid', label: 'Mid level (3-5 years)' },
      ],
    }),
    field({
      key: 'skills',
      label: 'Skills',
      type: 'MULTIPLE_CHOICE',
      options: [
        { value: 'Python', label: 'Python' },
        { value: 'Leadership', label: 'Leadership' },
      ],
    }),
    field({ key: 'age', label: 'Age', helpText: 'In years.', type: 'NUMBER' }),
    field({ key: 'city', label: 'City', type: 'TEXT', isSystem: false }),
    field({
      key: 'workStyle',
      label: 'Preferred work style',
      type: 'MULTIPLE_CHOICE',
      isSystem: false,
      options: [
        { value: 'remote', label: 'Remote' },
        { value: 'office', label: 'Office' },
      ],
    }),
  ],
  customAllowedFor: ['skills', 'interests'],
};

function buildProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    educationLevel: null,
    experienceLevel: null,
    skills: [],
    interests: [],
    age: null,
    extra: {},
    completedAt: null,
    updatedAt: null,
    completeness: {
      filled: 0,
      total: 6,
      percentage: 0,
      missingRequired: ['educationLevel', 'experienceLevel'],
      isComplete: false,
    },
    ...overrides,
  };
}

let profile: StudentProfile;

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  profile = buildProfile();
  get.mockImplementation(async (path: string) => {
    if (path === '/student/screening-options') return options;
    if (path === '/student/profile') return { profile };
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen() {
  const view = renderRoutes(
    [
      { path: paths.profileScreening.path, element: <ProfileScreeningRoute /> },
      { path: paths.dashboard.path, element: <h1>Dashboard page</h1> },
    ],
    { path: paths.profileScreening.getHref() },
  );
  return { ...view, user: userEvent.setup() };
}

describe('/profile-screening', () => {
  it('draws every field for its type, marks the required ones and counts what is answered', async () => {
    renderScreen();
    const education = await screen.findByRole('group', { name: /Highest level of education/ });
    expect(within(education).getByRole('radio', { name: "Bachelor's degree" })).toBeTruthy();
    expect(education.textContent).toContain('(required)');
    expect(screen.getByRole('group', { name: /Skills/ }).textContent).toContain('optional');
    expect(screen.getByRole('button', { name: 'Python', pressed: false })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /Age/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /City/ })).toBeTruthy();
    // Custom entries only where the server allows them (skills), not on the admin's own choice field.
    expect(screen.getByRole('textbox', { name: 'Add your own: Skills' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Add your own: Preferred work style/ })).toBeNull();

    const meter = screen.getByRole('progressbar', { name: '0 of 6 answered' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    const stillNeeded = screen.getByRole('complementary', { name: 'Your progress' });
    expect(within(stillNeeded).getByRole('button', { name: 'Highest level of education' })).toBeTruthy();
    expect(within(stillNeeded).getByRole('button', { name: 'Work experience' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves the answers, then offers the recommendations as the next step', async () => {
    put.mockImplementation(async () => ({
      profile: buildProfile({
        educationLevel: 'bachelor',
        experienceLevel: 'mid',
        skills: ['Python', 'Public speaking'],
        completedAt: '2026-03-01T10:00:00.000Z',
        completeness: { filled: 3, total: 6, percentage: 50, missingRequired: [], isComplete: true },
      }),
    }));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('radio', { name: "Bachelor's degree" }));
    await user.click(screen.getByRole('radio', { name: 'Mid level (3-5 years)' }));
    await user.click(screen.getByRole('button', { name: 'Python' }));
    expect(screen.getByRole('button', { name: 'Python', pressed: true })).toBeTruthy();

    // Custom skills: Enter adds, trimmed; a repeat or a preset's spelling is not added twice.
    const custom = screen.getByRole('textbox', { name: 'Add your own: Skills' });
    await user.type(custom, '  Public speaking {Enter}');
    await user.type(custom, 'public SPEAKING{Enter}');
    await user.type(custom, 'python{Enter}');
    expect(screen.getAllByText('Public speaking')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Public speaking' })).toBeTruthy();
    expect((custom as HTMLInputElement).value).toBe('');

    expect(screen.getByRole('progressbar', { name: '3 of 6 answered' })).toBeTruthy();
    expect(screen.getByText('3 unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(put).toHaveBeenCalledWith(
      '/student/profile',
      { educationLevel: 'bachelor', experienceLevel: 'mid', skills: ['Python', 'Public speaking'] },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Your profile is saved'));
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'See profilers picked for you' });
    expect(next.getAttribute('href')).toBe('/dashboard');
  });

  it('starts from the saved answers and sends only what changed, clearing emptied ones', async () => {
    profile = buildProfile({
      educationLevel: 'master',
      experienceLevel: 'entry',
      age: 24,
      extra: { city: 'Pune', workStyle: ['remote'] },
      completedAt: '2026-02-01T10:00:00.000Z',
      completeness: { filled: 5, total: 6, percentage: 83, missingRequired: [], isComplete: true },
    });
    put.mockImplementation(async () => ({
      profile: { ...profile, age: 25, extra: { workStyle: ['remote'] } },
    }));
    const { user } = renderScreen();
    const age = await screen.findByRole('spinbutton', { name: /Age/ });
    expect((age as HTMLInputElement).value).toBe('24');
    expect(screen.getByRole('radio', { name: "Master's degree" })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Remote', pressed: true })).toBeTruthy();
    // Already complete: the way to the recommendations is there from the start.
    expect(screen.getByRole('link', { name: 'See profilers picked for you' })).toBeTruthy();

    await user.clear(age);
    await user.type(age, '25');
    await user.clear(screen.getByRole('textbox', { name: /City/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(put).toHaveBeenCalledWith(
      '/student/profile',
      { age: 25, extra: { city: null } },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    // Not the first completion: no celebration.
    expect(screen.queryByRole('heading', { name: "You're all set" })).toBeNull();
  });

  it('keeps an impossible age from being sent', async () => {
    const { user } = renderScreen();
    const age = await screen.findByRole('spinbutton', { name: /Age/ });
    await user.type(age, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 10 to 100')).toBeTruthy();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(put).not.toHaveBeenCalled();
    // Fixing the answer clears the message.
    await user.type(age, '0');
    expect(screen.queryByText('Enter a whole number from 10 to 100')).toBeNull();
  });

  it('puts the server’s validation message beside its field', async () => {
    put.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'extra.city: Keep answers under 500 characters', [
        { path: 'extra.city', message: 'Keep answers under 500 characters' },
      ]),
    );
    const { user } = renderScreen();
    const city = await screen.findByRole('textbox', { name: /City/ });
    await user.type(city, 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep answers under 500 characters')).toBeTruthy();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please check the highlighted answer.')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
  });

  it('asks before leaving with unsaved answers', async () => {
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('radio', { name: 'High school' }));
    void router.navigate('/dashboard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/profile-screening');

    void router.navigate('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('offers a retry when the form cannot be loaded', async () => {
    let fail = true;
    get.mockImplementation(async (path: string) => {
      if (path === '/student/screening-options') {
        if (fail) throw new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
        return options;
      }
      if (path === '/student/profile') return { profile };
      throw new Error(`unexpected GET ${path}`);
    });
    const { user } = renderScreen();
    expect(await screen.findByText("We couldn't load your profile")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: /Highest level of education/ })).toBeTruthy();
  });
});
