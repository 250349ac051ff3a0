import type { AiAnalysis, AttemptResult, Rating, ShareLink } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { AI_ANALYSIS_POLL_MS } from '@/features/attempts/api/get-ai-analysis';
import {
  ASSESSMENT_ID,
  ATTEMPT_ID,
  buildAiAnalysis,
  buildResult,
} from '@/features/attempts/utils/attempt-fixtures';
import { buildCareersResponse } from '@/features/careers/utils/career-fixtures';
import { downloadFile } from '@/lib/api/download-file';
import { ApiError, api } from '@/lib/api-client';
import { getAuth } from '@/lib/auth-storage';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { ReportRoute } from './report';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/lib/api/download-file', () => ({ downloadFile: vi.fn(async () => 'report.pdf') }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const resultPath = (id: string) => `/assessments/results/${id}`;
const aiPath = `/assessments/results/${ATTEMPT_ID}/ai-analysis`;

const ratingPath = `/assessments/${ASSESSMENT_ID}/rating`;
const sharePath = `/assessments/results/${ATTEMPT_ID}/share`;
const careersPath = `/assessments/results/${ATTEMPT_ID}/careers`;
let myRating: Rating | null = null;
let myShare: ShareLink | null = null;
let result: () => Promise<AttemptResult>;
let analysis: () => Promise<AiAnalysis | null>;

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
  myRating = null;
  myShare = null;
  result = async () => buildResult();
  analysis = async () => buildAiAnalysis();
  get.mockImplementation(async (path: string) => {
    if (path === resultPath(ATTEMPT_ID) || path === resultPath(ASSESSMENT_ID))
      return { result: await result() };
    if (path === aiPath) return { testAttemptId: ATTEMPT_ID, analysis: await analysis() };
    if (path === ratingPath) return { rating: myRating };
    if (path === sharePath) return { share: myShare };
    // Percentiles (norms) are tested in report-percentiles.test.tsx: here no trait has one.
    if (path === `/assessments/results/${ATTEMPT_ID}/percentiles`) return { traits: [], computedAt: null };
    // As the server answers: matches for an interest profile, nothing for a profiler without one.
    if (path === careersPath)
      return (await result()).scores?.hollandCode
        ? buildCareersResponse()
        : buildCareersResponse({ status: 'no_interest_profile', careers: [], total: 0, profile: null });
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderScreen(id = ATTEMPT_ID) {
  const view = renderRoutes(
    [
      { path: paths.report.path, element: <ReportRoute /> },
      { path: paths.dashboard.path, element: <p>Dashboard page</p> },
      { path: paths.assessment.path, element: <p>Assessment page</p> },
    ],
    { path: paths.report.getHref(id) },
  );
  return { ...view, user: userEvent.setup() };
}

describe('/report/:id', () => {
  it('shows the title, date, Holland code, traits, strengths, section results and the AI report', async () => {
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career Interest Profiler' })).toBeTruthy();
    expect(screen.getByText('Completed on March 4, 2026')).toBeTruthy();

    // Holland code, each letter with its meaning.
    expect(screen.getByTestId('holland-code').textContent).toBe('ISA');
    const thinkers = screen.getByText('“Thinkers”').closest('li') as HTMLElement;
    expect(thinkers.textContent).toContain('Investigative');
    expect(thinkers.textContent).toContain('researching and solving problems');
    expect(screen.getByText('“Creators”')).toBeTruthy();
    expect(screen.getByText('“Helpers”')).toBeTruthy();
    expect(screen.queryByText('“Doers”')).toBeNull();

    // Trait bars with the raw score out of the maximum.
    const chart = screen.getByTestId('trait-chart');
    expect(within(chart).getAllByRole('listitem')).toHaveLength(4);
    expect(within(chart).getByText('raw 34 / 40')).toBeTruthy();
    expect(within(chart).getByText('85 out of 100 (raw 34 of 40)')).toBeTruthy();
    expect(within(chart).getByText('Based on 8 of 10 questions answered.')).toBeTruthy();

    // Strengths: the three highest traits.
    const strengths = screen
      .getByRole('heading', { name: 'Your strengths' })
      .closest('section') as HTMLElement;
    expect(
      within(strengths)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Investigative', 'Social', 'Artistic']);
    expect(within(strengths).getByText('85 out of 100')).toBeTruthy();

    // Section results: only sections with a result.
    expect(screen.getByText('Curious analyst')).toBeTruthy();
    expect(screen.getByText('You enjoy understanding how things work.')).toBeTruthy();
    expect(screen.queryByText('In your own words')).toBeNull();

    // AI report.
    const ai = await screen.findByTestId('ai-report');
    expect(within(ai).getByText('You are a curious, people-minded problem solver.')).toBeTruthy();
    expect(within(ai).getByText('Explaining ideas clearly')).toBeTruthy();
    expect(within(ai).getByText('Saying no to extra work')).toBeTruthy();
    expect(within(ai).getByText('Science teacher')).toBeTruthy();
    expect(within(ai).getByText('Combines curiosity with helping people.')).toBeTruthy();
    expect(within(ai).getByText('Shadow a teacher for a day')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getAllByRole('link', { name: 'Back to dashboard' })[0]!);
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
  });

  it('opens by profiler id too (the latest result), reading the AI report of its attempt', async () => {
    renderScreen(ASSESSMENT_ID);
    expect(await screen.findByTestId('ai-report')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(aiPath, expect.objectContaining({ silent: true }));
  });

  it('shows quality flags as a gentle notice', async () => {
    result = async () =>
      buildResult({ qualityFlags: [{ code: 'TOO_FAST', message: 'Answered very quickly.' }] });
    renderScreen();
    const notice = await screen.findByText('A note about your answers');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(
      screen.getByText('The answers came in very quickly, so some questions may not have been read fully.'),
    ).toBeTruthy();
  });

  it('polls every 3 s while the AI report is being written, then shows it', async () => {
    let calls = 0;
    analysis = async () => {
      calls += 1;
      return calls === 1
        ? buildAiAnalysis({ status: 'processing', content: null, completedAt: null })
        : buildAiAnalysis();
    };
    renderScreen();
    expect(await screen.findByText('We are writing your personal report…')).toBeTruthy();
    expect(screen.queryByTestId('ai-report')).toBeNull();
    expect(await screen.findByTestId('ai-report', {}, { timeout: AI_ANALYSIS_POLL_MS + 2_000 })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('offers a retry when the AI report failed', async () => {
    analysis = async () =>
      buildAiAnalysis({ status: 'failed', content: null, error: 'The report could not be written.' });
    post.mockResolvedValue({
      testAttemptId: ATTEMPT_ID,
      analysis: buildAiAnalysis({ status: 'pending', content: null }),
      message: 'Your report is being generated again',
    });
    const { user } = renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your personal report could not be written')).toBeTruthy();
    expect(within(alert).getByText('The report could not be written.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(post).toHaveBeenCalledWith(`${aiPath}/retry`, undefined, { silent: true });
    expect(await screen.findByText('Your personal report is queued…')).toBeTruthy();
  });

  it('offers to write a report that was never requested', async () => {
    analysis = async () => null;
    post.mockResolvedValue({
      testAttemptId: ATTEMPT_ID,
      analysis: buildAiAnalysis({ status: 'pending', content: null }),
      message: 'queued',
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Write my report' }));
    expect(await screen.findByText('Your personal report is queued…')).toBeTruthy();
  });

  it('leaves the AI section out when its endpoint answers 404', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === resultPath(ATTEMPT_ID)) return { result: buildResult() };
      if (path === sharePath) return { share: null };
      throw new ApiError(404, 'NOT_FOUND', 'Not Found');
    });
    renderScreen();
    expect(await screen.findByText('Curious analyst')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith(aiPath, expect.anything()));
    await waitFor(() => expect(screen.queryByText('Your personal report')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to the analysis carried by the result when the endpoint is missing', async () => {
    get.mockImplementation(async (path: string) => {
      if (path === resultPath(ATTEMPT_ID)) return { result: buildResult({ aiAnalysis: buildAiAnalysis() }) };
      throw new ApiError(404, 'NOT_FOUND', 'Not Found');
    });
    renderScreen();
    expect(await screen.findByTestId('ai-report')).toBeTruthy();
  });

  it('says when there is no such report', async () => {
    result = async () => {
      throw new ApiError(404, 'NOT_FOUND', 'Attempt not found');
    };
    renderScreen();
    expect(await screen.findByText('Report not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeTruthy();
  });

  it('sends an unfinished attempt back to the test', async () => {
    result = async () =>
      buildResult({ status: 'in_progress', isCompleted: false, completedAt: null, scores: null });
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    expect(await screen.findByText('Assessment page')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=questions');
  });

  it('downloads the report as a PDF from the server', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(vi.mocked(downloadFile)).toHaveBeenCalledWith({
      path: `/assessments/results/${ATTEMPT_ID}/pdf`,
      fallbackName: 'pathwise-report.pdf',
    });
  });

  it('lets the person rate the profiler, then shows their rating to edit', async () => {
    const saved: Rating = {
      id: '00000000-0000-4000-8000-00000000aaaa',
      assessmentId: ASSESSMENT_ID,
      stars: 4,
      review: 'Clear and useful',
      createdAt: '2026-11-24T05:00:00.000Z',
      updatedAt: '2026-11-24T05:00:00.000Z',
    };
    post.mockImplementation(async (path: string) => {
      if (path === `/assessments/${ASSESSMENT_ID}/rate`)
        return { rating: saved, created: true, message: 'Thanks' };
      throw new Error(`unexpected POST ${path}`);
    });
    const { user } = renderScreen();
    const card = await screen.findByRole('region', { name: 'Rate this profiler' });
    const save = (await within(card).findByRole('button', { name: 'Save rating' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(card).getByRole('radio', { name: '4 stars' }));
    await user.type(within(card).getByLabelText('Review (optional)'), 'Clear and useful');
    await user.click(save);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        `/assessments/${ASSESSMENT_ID}/rate`,
        { stars: 4, review: 'Clear and useful' },
        { silent: true },
      ),
    );
    expect(await within(card).findByRole('button', { name: 'Update rating' })).toBeTruthy();
  });

  describe('the first-report guide', () => {
    it('shows above a first report; "Got it" records it on the account and closes it', async () => {
      const doneAt = '2026-11-24T07:00:00.000Z';
      post.mockImplementation(async (path: string, body?: unknown) => {
        if (path === '/user/complete-assessment-onboarding') {
          expect(body).toEqual({ testAttemptId: ATTEMPT_ID });
          return { user: buildUser({ assessmentOnboardingCompletedAt: doneAt }) };
        }
        throw new Error(`unexpected POST ${path}`);
      });
      const { user } = renderScreen();
      const guide = await screen.findByRole('region', { name: 'Your first report: how to read it' });
      // This report has a headline, a Holland code, traits and a section result: a step for each.
      expect(
        within(guide)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.split(' ').slice(0, 3).join(' ')),
      ).toEqual([
        'The box at',
        'Your Holland code',
        'Each trait bar',
        'Each section result',
        'Careers to explore',
        'Your personal report',
        'Download the PDF',
      ]);
      await user.click(within(guide).getByRole('button', { name: 'Got it' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Your first report: how to read it' })).toBeNull(),
      );
      expect(getAuth().user?.assessmentOnboardingCompletedAt).toBe(doneAt);
    });

    it('stays away once the guide was read', async () => {
      signIn(buildUser({ assessmentOnboardingCompletedAt: '2026-11-01T00:00:00.000Z' }));
      renderScreen();
      expect(await screen.findByRole('heading', { level: 1, name: 'Career Interest Profiler' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Your first report: how to read it' })).toBeNull();
    });
  });

  describe('sharing', () => {
    const token = 'a'.repeat(43);
    const link: ShareLink = {
      attemptId: ATTEMPT_ID,
      token,
      createdAt: '2026-11-24T06:00:00.000Z',
      viewCount: 0,
      lastViewedAt: null,
    };

    it('is off until the person creates a link; then it shows the link to copy', async () => {
      post.mockImplementation(async (path: string) => {
        if (path === sharePath) return { share: link };
        throw new Error(`unexpected POST ${path}`);
      });
      const { user } = renderScreen();
      const card = await screen.findByRole('region', { name: 'Share your results' });
      expect(within(card).getByText(/never included/)).toBeTruthy();
      await user.click(await within(card).findByRole('button', { name: 'Create a share link' }));
      expect(post).toHaveBeenCalledWith(sharePath, undefined, { silent: true });

      const field = (await within(card).findByLabelText('Your share link')) as HTMLInputElement;
      expect(field.value).toBe(`${window.location.origin}/shared/${token}`);
      expect(field.readOnly).toBe(true);
      expect(within(card).getByText(/Not opened yet/)).toBeTruthy();
      await user.click(within(card).getByRole('button', { name: 'Copy link' }));
      expect(await within(card).findByRole('button', { name: 'Copied' })).toBeTruthy();
      // user-event puts its own clipboard on navigator: read back what the card wrote.
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shared/${token}`);
    });

    it('shows how often the link was opened and stops sharing after a confirmation', async () => {
      myShare = { ...link, viewCount: 3, lastViewedAt: '2026-11-24T06:30:00.000Z' };
      const del = vi.mocked(api.delete).mockResolvedValue({ share: null });
      const { user } = renderScreen();
      const card = await screen.findByRole('region', { name: 'Share your results' });
      expect(await within(card).findByText(/Opened 3 times/)).toBeTruthy();

      await user.click(within(card).getByRole('button', { name: 'Stop sharing' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing this report?' });
      expect(del).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
      await waitFor(() => expect(del).toHaveBeenCalledWith(sharePath, undefined, { silent: true }));
      expect(await within(card).findByRole('button', { name: 'Create a share link' })).toBeTruthy();
      expect(within(card).queryByLabelText('Your share link')).toBeNull();
    });
  });

  describe('a report true to its scores (issue 13)', () => {
    const traitScore = (trait: string, score: number) => ({
      trait,
      raw: score / 10,
      min: 0,
      max: 10,
      score,
      itemsAnswered: 2,
      itemsTotal: 2,
    });
    /** The demo work-style kind: no Holland types, three traits tied at 50. */
    const workStyle = () =>
      buildResult({
        assessmentTitle: 'Work Style Profiler',
        scores: {
          answered: 8,
          total: 8,
          categories: [],
          traits: [
            traitScore('Leadership', 50),
            traitScore('Analytical', 50),
            traitScore('Creative', 50),
            traitScore('Practical', 20),
          ],
          hollandCode: null,
          scoringVersion: 1,
        },
      });

    it('leads an interest profiler with its Holland code and three types, named as the bars name them', async () => {
      renderScreen();
      const headline = await screen.findByTestId('report-headline');
      expect(headline.textContent).toBe('Your Holland code is ISA: Investigative, Social, and Artistic');
      const card = screen.getByRole('region', { name: headline.textContent! });
      expect(within(card).getByText('Your result')).toBeTruthy();
      expect(within(card).getByText(/three kinds of work you are most drawn to/)).toBeTruthy();
      expect(within(card).getByText('Completed on March 4, 2026')).toBeTruthy();
    });

    it('says when the Holland code runs into a tie, in the headline and under the code', async () => {
      const result0 = buildResult();
      const riasec = {
        Realistic: 54,
        Investigative: 54,
        Artistic: 50,
        Social: 50,
        Enterprising: 67,
        Conventional: 54,
      };
      result = async () => ({
        ...result0,
        scores: {
          ...result0.scores!,
          traits: Object.entries(riasec).map(([trait, score]) => traitScore(trait, score)),
          hollandCode: 'ERI',
        },
      });
      renderScreen();
      const headline = await screen.findByTestId('report-headline');
      expect(headline.textContent).toBe(
        'Your Holland code is ERI: Enterprising, Realistic, and Investigative',
      );
      const tie =
        'Second and third places are a tie: Realistic, Investigative, and Conventional scored the same (54 out of 100), so any two of them complete the code equally well.';
      expect(screen.getAllByText(tie)).toHaveLength(2);
      expect(screen.getByTestId('holland-tie').textContent).toBe(tie);
      const strengths = screen
        .getByRole('heading', { name: 'Your strengths' })
        .closest('section') as HTMLElement;
      expect(
        within(strengths)
          .getAllByTestId('strength-place')
          .map((place) => place.textContent),
      ).toEqual(['1st', 'Joint 2nd', 'Joint 2nd', 'Joint 2nd']);
    });

    it('leads a category-result profiler with its top result label', async () => {
      const result0 = buildResult();
      result = async () => ({ ...result0, scores: { ...result0.scores!, traits: [], hollandCode: null } });
      renderScreen();
      const headline = await screen.findByTestId('report-headline');
      expect(headline.textContent).toBe('Curious analyst');
      const card = screen.getByRole('region', { name: 'Curious analyst' });
      expect(within(card).getByText('Your result in What draws you')).toBeTruthy();
      expect(within(card).getByText('You enjoy understanding how things work.')).toBeTruthy();
      expect(screen.queryByTestId('holland-code')).toBeNull();
    });

    it('leads a traits-only profiler with its strongest traits, joint when tied, and never speaks of Holland', async () => {
      result = async () => workStyle();
      renderScreen();
      const headline = await screen.findByTestId('report-headline');
      expect(headline.textContent).toBe(
        'Your strongest traits, joint first: Analytical, Creative, and Leadership',
      );
      expect(
        screen.getByText(/These traits scored the same \(50 out of 100\), so they share first place/),
      ).toBeTruthy();

      // Strengths: the tie is a tie, every trait "Joint 1st", listed by name.
      const strengths = screen
        .getByRole('heading', { name: 'Your strengths' })
        .closest('section') as HTMLElement;
      expect(
        within(strengths)
          .getAllByRole('listitem')
          .map(
            (item) =>
              `${item.querySelector('p')?.textContent}: ${within(item).getByTestId('strength-place').textContent}`,
          ),
      ).toEqual(['Analytical: Joint 1st', 'Creative: Joint 1st', 'Leadership: Joint 1st']);

      // The bars list the same names in the same order; no hexagon, no Holland code, no Holland step.
      const bars = within(screen.getByTestId('trait-chart')).getAllByRole('listitem');
      expect(bars.map((bar) => bar.querySelector('span')?.textContent)).toEqual([
        'Analytical',
        'Creative',
        'Leadership',
        'Practical',
      ]);
      expect(screen.queryByTestId('hexagon-table')).toBeNull();
      const guide = screen.getByRole('region', { name: 'Your first report: how to read it' });
      expect(within(guide).getAllByRole('listitem')).toHaveLength(4);
      const text = document.body.textContent ?? '';
      expect(text.match(/.{0,60}(Holland|RIASEC|Investigative|Enterprising).{0,60}/)?.[0] ?? null).toBeNull();
    });

    it('the trait bars switch to a table of the same figures', async () => {
      result = async () => workStyle();
      const { user } = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'Show as table' }));
      const table = screen.getByRole('table', { name: 'Trait scores, strongest first' });
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['Analytical505 of 10', 'Creative505 of 10', 'Leadership505 of 10', 'Practical202 of 10']);
      expect(screen.getByTestId('trait-chart').hidden).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Show as chart' }));
      expect(screen.queryByRole('table', { name: 'Trait scores, strongest first' })).toBeNull();
    });

    it('gives the interest hexagon a table alternative: the six types and their scores', async () => {
      renderScreen();
      const table = await screen.findByRole('table', { name: 'Interest scores by type, from 0 to 100' });
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        'Realistic (R)30',
        'Investigative (I)85',
        'Artistic (A)75',
        'Social (S)80',
        'Enterprising (E)0',
        'Conventional (C)0',
      ]);
      // The drawing itself is hidden from screen readers: the table is what they read.
      expect(screen.getByTestId('hexagon-chart').getAttribute('aria-hidden')).toBe('true');
    });

    it('credits the built-in analyzer as such, and AI only when an AI provider wrote the analysis', async () => {
      const { unmount } = renderScreen();
      const builtin = await screen.findByTestId('analysis-writer');
      expect(builtin.textContent).toBe("Written by Pathwise's built-in analyzer from your scores");
      expect(screen.queryByText(/Written by AI/)).toBeNull();
      unmount();

      analysis = async () => buildAiAnalysis({ provider: 'openai', model: 'gpt-4o-mini' });
      renderScreen();
      await waitFor(() =>
        expect(screen.getByTestId('analysis-writer').textContent).toBe('Written by AI (gpt-4o-mini)'),
      );
    });
  });
});

describe('/report/:id careers (issue 13)', () => {
  it('lists careers to explore for an interest profiler, its areas named as the bars', async () => {
    renderScreen();
    const careers = await screen.findByRole('region', { name: 'Careers to explore' });
    expect(await within(careers).findByText('Software Developers')).toBeTruthy();
    expect(
      within(careers).getByText('Strongest interests: Investigative, Conventional, Realistic'),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      careersPath,
      expect.objectContaining({ params: { limit: '20', offset: '0' } }),
    );
  });
});
