import type { AnswerValue, SubmitAnswerBody } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { CurrentAttempt } from '@/features/attempts/api/get-current-attempt';
import {
  ASSESSMENT_ID,
  ATTEMPT_ID,
  buildAttemptSummary,
  buildIntro,
  buildProgress,
  buildResult,
  buildSavedAnswer,
  buildTakingCategories,
} from '@/features/attempts/utils/attempt-fixtures';
import { pendingAnswersKey } from '@/features/attempts/utils/pending-answers';
import { ApiError, api } from '@/lib/api-client';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { AssessmentRoute } from './assessment';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const categories = buildTakingCategories();
const [mc, rating, yesNo, text] = categories.flatMap((category) => category.questions) as [
  (typeof categories)[0]['questions'][0],
  (typeof categories)[0]['questions'][0],
  (typeof categories)[0]['questions'][0],
  (typeof categories)[0]['questions'][0],
];

const base = `/assessments/${ASSESSMENT_ID}`;
const answersPath = `${base}/attempts/${ATTEMPT_ID}/answers`;
const completePath = `${base}/attempts/${ATTEMPT_ID}/complete`;

let current: CurrentAttempt;
let intro = buildIntro();
let startResult: () => Promise<unknown>;
let saveAnswer: (body: SubmitAnswerBody) => Promise<unknown>;
let complete: () => Promise<unknown>;

function answered(): [string, AnswerValue][] {
  return post.mock.calls
    .filter(([path]) => path === answersPath)
    .map(([, body]) => [(body as SubmitAnswerBody).questionId, (body as SubmitAnswerBody).answer]);
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  current = { attempt: null, answers: [] };
  intro = buildIntro();
  startResult = async () => {
    current = { attempt: buildAttemptSummary(), answers: [] };
    return { attempt: current.attempt, resumed: false };
  };
  saveAnswer = async (body) => ({
    answer: { ...body, answeredAt: '2026-03-01T10:00:00.000Z' },
    progress: buildProgress(),
  });
  complete = async () => ({ attempt: buildResult(), completedNow: true });
  get.mockImplementation(async (path: string) => {
    if (path === base) return { assessment: intro };
    if (path === `${base}/test-attempt`) return current;
    if (path === `${base}/questions`) return { categories, totalQuestions: 4 };
    throw new Error(`unexpected GET ${path}`);
  });
  post.mockImplementation(async (path: string, body?: unknown) => {
    if (path === `${base}/start`) return startResult();
    if (path === answersPath) return saveAnswer(body as SubmitAnswerBody);
    if (path === completePath) return complete();
    throw new Error(`unexpected POST ${path}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

function renderScreen(path = paths.assessment.getHref(ASSESSMENT_ID)) {
  const view = renderRoutes(
    [
      { path: paths.assessment.path, element: <AssessmentRoute /> },
      { path: paths.report.path, element: <p>Report page</p> },
      { path: paths.dashboard.path, element: <p>Dashboard page</p> },
    ],
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

async function startTest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  return screen.findByTestId('question-step');
}

describe('/assessment/:assessmentId intro', () => {
  it('shows the title, long description, question count, time and sections, then starts', async () => {
    const { user, router } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Career Snapshot' })).toBeTruthy();
    expect(screen.getByText('There are no right or wrong answers.')).toBeTruthy();
    const facts = [...document.querySelectorAll('dl > div')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ]);
    expect(facts).toEqual([
      ['Questions', '4'],
      ['Time', 'About 3 min'],
      ['Sections', '2'],
    ]);
    const sections = screen.getByRole('list');
    expect(within(sections).getAllByText('2 questions')).toHaveLength(2);
    expect(within(sections).getByText('What draws you')).toBeTruthy();
    expect(within(sections).getByText('How you like to work')).toBeTruthy();

    const step = await startTest(user);
    expect(post).toHaveBeenCalledWith(`${base}/start`, undefined, { silent: true });
    expect(router.state.location.search).toBe('?step=questions');
    expect(within(step).getByText('Section 1 of 2')).toBeTruthy();
    expect(within(step).getByText('What draws you')).toBeTruthy();
    expect(within(step).getByText(mc.text)).toBeTruthy();
    expect(within(step).getByText('Pick your first instinct.')).toBeTruthy();
    expect(within(step).getByText('Think of last weekend.')).toBeTruthy();
    expect(within(step).getByText('Hands on')).toBeTruthy();
    expect(within(step).getByText('e.g. Astronomy')).toBeTruthy();
    expect(screen.getByText('Question 1 of 4')).toBeTruthy();
    expect(screen.getByText('0 of 4 answered · 0%')).toBeTruthy();
  });

  it('offers Resume for an open attempt and resumes at the first unanswered question', async () => {
    current = {
      attempt: buildAttemptSummary({ progress: buildProgress({ answered: 2, percentage: 50 }) }),
      answers: [buildSavedAnswer(mc, 'option_1'), buildSavedAnswer(rating, 4)],
    };
    startResult = async () => ({ attempt: current.attempt, resumed: true });
    const { user } = renderScreen();
    expect(await screen.findByText('2 of 4 answered so far')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    const step = await screen.findByTestId('question-step');
    expect(within(step).getByText(yesNo.text)).toBeTruthy();
    expect(within(step).getByText('Section 2 of 2')).toBeTruthy();
    expect(screen.getByText('2 of 4 answered · 50%')).toBeTruthy();
    // Going back shows the saved answer.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: /Agree$/ }).getAttribute('aria-checked')).toBe('true');
  });

  it("asks the profiler's own screening first when the server requires it, then starts", async () => {
    let answered = false;
    const realStart = startResult;
    startResult = async () => {
      if (!answered) throw new ApiError(422, 'SCREENING_REQUIRED', 'Answer the questions before you begin.');
      return realStart();
    };
    const screening = {
      hasScreening: true,
      screening: {
        title: 'Before you begin',
        description: '',
        questions: [
          {
            id: 'goal',
            text: 'Why are you taking this?',
            type: 'SINGLE_CHOICE' as const,
            options: [
              { value: 'job', label: 'Choosing a job' },
              { value: 'study', label: 'Choosing a course' },
            ],
            isRequired: true,
          },
        ],
      },
      responses: null,
      isComplete: false,
    };
    const getDefault = get.getMockImplementation()!;
    get.mockImplementation(async (path: string, options?: unknown) =>
      path === `${base}/screening` ? screening : getDefault(path, options as never),
    );
    const postDefault = post.getMockImplementation()!;
    post.mockImplementation(async (path: string, body?: unknown, options?: unknown) => {
      if (path === `${base}/screening`) {
        answered = true;
        return { ...screening, responses: (body as { responses: object }).responses, isComplete: true };
      }
      return postDefault(path, body, options as never);
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const form = await screen.findByRole('region', { name: 'Before you begin' });
    await user.click(within(form).getByRole('radio', { name: 'Choosing a course' }));
    await user.click(within(form).getByRole('button', { name: 'Save and start' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        `${base}/screening`,
        { responses: { goal: 'study' } },
        { silent: true },
      ),
    );
    expect(await screen.findByText('Question 1 of 4')).toBeTruthy();
  });

  it('says so when the profiler does not exist', async () => {
    get.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Profiler not found'));
    renderScreen();
    expect(await screen.findByText('Profiler not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeTruthy();
  });
});

describe('/assessment/:assessmentId taking', () => {
  it('answers every type, autosaves each answer, finishes and opens the report', async () => {
    vi.stubGlobal('location', { ...window.location, hostname: 'pathwise.example' });
    const { user, router } = renderScreen();
    await startTest(user);

    // Multiple choice: a click picks it, saves it and moves on by itself.
    await user.click(screen.getByRole('radio', { name: /Read up on a topic/ }));
    expect(await screen.findByText(rating.text)).toBeTruthy();
    expect(screen.getByText('1 of 4 answered · 25%')).toBeTruthy();
    expect(await screen.findByText('Saved')).toBeTruthy();

    // Rating: the default agreement labels; the number keys pick.
    expect(screen.getByRole('radio', { name: /Strongly disagree/ })).toBeTruthy();
    await user.keyboard('4');
    expect(await screen.findByText(yesNo.text)).toBeTruthy();
    expect(screen.getByText('Section 2 of 2')).toBeTruthy();

    // Yes/no: two big buttons.
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(await screen.findByText(text.text)).toBeTruthy();
    expect(screen.getByText('Optional')).toBeTruthy();

    // Text: typing "1" or Backspace does not drive the page; it is saved on blur.
    const box = screen.getByRole('textbox');
    await user.type(box, 'Nursing 1');
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.getByText(text.text)).toBeTruthy();
    await user.tab();
    await waitFor(() => expect(answered().at(-1)).toEqual([text.id, 'Nursing']));

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Report page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.report.getHref(ATTEMPT_ID));
    expect(answered()).toEqual([
      [mc.id, 'option_2'],
      [rating.id, 4],
      [yesNo.id, false],
      [text.id, 'Nursing'],
    ]);
    expect(post).toHaveBeenCalledWith(
      answersPath,
      { questionId: mc.id, categoryId: mc.categoryId, answer: 'option_2' },
      { silent: true },
    );
    expect(post).toHaveBeenCalledWith(completePath, undefined, { silent: true });
    expect(window.localStorage.getItem(pendingAnswersKey(ATTEMPT_ID))).toBeNull();

    const events = (window.dataLayer ?? []).map((entry) => [entry.event, entry.progress, entry.milestone]);
    expect(events).toEqual([
      ['assessment_start', 0, undefined],
      ['assessment_progress', 25, 25],
      ['assessment_progress', 50, 50],
      ['assessment_progress', 75, 75],
      ['assessment_progress', 100, 100],
      ['assessment_complete', 100, undefined],
    ]);
    expect(window.dataLayer?.[0]).toMatchObject({ assessmentId: ASSESSMENT_ID, attemptId: ATTEMPT_ID });
  });

  it('leaving the taking page unfinished sends one assessment_abandon with the progress reached', async () => {
    vi.stubGlobal('location', { ...window.location, hostname: 'pathwise.example' });
    const { user, router } = renderScreen();
    await startTest(user);
    await user.click(screen.getByRole('radio', { name: /Read up on a topic/ }));
    expect(await screen.findByText(rating.text)).toBeTruthy();

    // The tab is closed or the browser moves to another site…
    window.dispatchEvent(new Event('pagehide'));
    // …or the person follows a link inside the app: either way one event, not two.
    await router.navigate(paths.dashboard.getHref());
    expect(await screen.findByText('Dashboard page')).toBeTruthy();

    const abandons = (window.dataLayer ?? []).filter((entry) => entry.event === 'assessment_abandon');
    expect(abandons).toEqual([
      { event: 'assessment_abandon', assessmentId: ASSESSMENT_ID, attemptId: ATTEMPT_ID, progress: 25 },
    ]);
  });

  it('gives every question screen one h1, the profiler title (WCAG 1.3.1, 2.4.6)', async () => {
    const { user } = renderScreen();
    await startTest(user);
    const onlyH1 = () => {
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings.map((heading) => heading.textContent)).toEqual(['Quick Career Snapshot']);
    };
    onlyH1();
    await user.click(screen.getByRole('radio', { name: /Read up on a topic/ }));
    expect(await screen.findByText(rating.text)).toBeTruthy();
    onlyH1();
    await user.keyboard('4');
    expect(await screen.findByText(yesNo.text)).toBeTruthy();
    onlyH1();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(await screen.findByText(text.text)).toBeTruthy();
    onlyH1();
  });

  it('moves with the keyboard: arrows choose, Enter goes on, Backspace and ← go back', async () => {
    const { user } = renderScreen();
    await startTest(user);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Read up on a topic/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // Arrow choices do not move on by themselves.
    expect(screen.getByText(mc.text)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(rating.text)).toBeTruthy();
    // Enter on an unanswered required question stays.
    await user.keyboard('{Enter}');
    expect(screen.getByText(rating.text)).toBeTruthy();
    await user.keyboard('{Backspace}');
    expect(await screen.findByText(mc.text)).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(rating.text)).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText(mc.text)).toBeTruthy();
    await waitFor(() =>
      expect(answered()).toEqual([
        [mc.id, 'option_1'],
        [mc.id, 'option_2'],
      ]),
    );
  });

  it('keeps an answer that failed to save on the device and sends it on retry', async () => {
    let down = true;
    saveAnswer = async (body) => {
      if (down) throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.');
      return { answer: { ...body, answeredAt: '2026-03-01T10:00:00.000Z' }, progress: buildProgress() };
    };
    const { user } = renderScreen();
    await startTest(user);
    await user.click(screen.getByRole('radio', { name: /Paint/ }));
    const retry = await screen.findByRole('button', { name: 'Not saved — retry' });
    // The answer still counts here and waits on the device.
    expect(screen.getByText('1 of 4 answered · 25%')).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem(pendingAnswersKey(ATTEMPT_ID)) ?? '[]');
    expect(stored).toMatchObject([{ questionId: mc.id, answer: 'option_3' }]);

    down = false;
    await user.click(retry);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(window.localStorage.getItem(pendingAnswersKey(ATTEMPT_ID))).toBeNull();
  });

  it('sends answers an earlier visit could not, when the attempt is opened again', async () => {
    current = { attempt: buildAttemptSummary(), answers: [] };
    startResult = async () => ({ attempt: current.attempt, resumed: true });
    window.localStorage.setItem(
      pendingAnswersKey(ATTEMPT_ID),
      JSON.stringify([{ questionId: mc.id, categoryId: mc.categoryId, answer: 'option_3', answeredAt: 'x' }]),
    );
    renderScreen(`${paths.assessment.getHref(ASSESSMENT_ID)}?step=questions`);
    // Straight into the test (the address says so), past the answer kept on the device.
    expect(await screen.findByText(rating.text)).toBeTruthy();
    await waitFor(() => expect(answered()).toEqual([[mc.id, 'option_3']]));
    await waitFor(() => expect(window.localStorage.getItem(pendingAnswersKey(ATTEMPT_ID))).toBeNull());
  });

  it('on 422 jumps to the first unanswered required question with the message', async () => {
    current = {
      attempt: buildAttemptSummary(),
      answers: [buildSavedAnswer(mc, 'option_1'), buildSavedAnswer(yesNo, true)],
    };
    startResult = async () => ({ attempt: current.attempt, resumed: true });
    complete = async () => {
      throw new ApiError(
        422,
        'UNPROCESSABLE',
        '1 required question is still unanswered. Answer it to finish.',
      );
    };
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    // Resumes at the rating (the first unanswered); skip ahead to the end.
    expect(await screen.findByText(rating.text)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Skip for now/ }));
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByText(text.text)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText('1 required question is still unanswered. Answer it to finish.'),
    ).toBeTruthy();
    expect(screen.getByText(rating.text)).toBeTruthy();
    expect(screen.getByText('Question 2 of 4')).toBeTruthy();
  });

  it('does not finish while an answer is still unsent', async () => {
    saveAnswer = async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Down');
    };
    current = {
      attempt: buildAttemptSummary(),
      answers: [buildSavedAnswer(mc, 'option_1'), buildSavedAnswer(rating, 2)],
    };
    startResult = async () => ({ attempt: current.attempt, resumed: true });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText(text.text)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Some answers are not saved yet')).toBeTruthy();
    expect(post.mock.calls.some(([path]) => path === completePath)).toBe(false);
  });
});
