import type { CareersResponse } from '@pathwise/contract';
import { CAREERS_USE_NOTICE, onetAttribution } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { renderRoutes } from '@/testing/test-utils';
import {
  buildCareer,
  buildCareers,
  buildCareersResponse,
  CAREERS_ATTEMPT_ID,
} from '../utils/career-fixtures';
import { CareersSection } from './careers-section';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const careersPath = `/assessments/results/${CAREERS_ATTEMPT_ID}/careers`;
type Params = Record<string, string>;
let answer: (params: Params) => CareersResponse | Promise<CareersResponse>;

beforeEach(() => {
  get.mockReset();
  answer = () => buildCareersResponse();
  get.mockImplementation(async (path, options) => {
    if (path !== careersPath) throw new Error(`unexpected GET ${path}`);
    return answer((options?.params ?? {}) as Params);
  });
});

/** The params of every careers request so far. */
const requests = () => get.mock.calls.map(([, options]) => (options as { params: Params }).params);

// The report's bars: names as the scores write them (odd case here, to show they are kept as is).
const TRAITS = [
  'realistic',
  'INVESTIGATIVE',
  'Artistic',
  'Social',
  'Enterprising',
  'Conventional',
  'Grit',
].map((trait) => ({ trait }));

function renderSection(path = '/report/x') {
  const view = renderRoutes(
    [
      {
        path: '/report/:id',
        element: (
          <CareersSection attemptId={CAREERS_ATTEMPT_ID} traits={TRAITS} retakeHref="/assessment/abc" />
        ),
      },
    ],
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

const section = () => screen.findByRole('region', { name: 'Careers to explore' });
const rows = (within_: HTMLElement) =>
  within(within(within_).getByRole('list', { name: 'Matched careers' })).getAllByRole('listitem');

describe('Careers to explore', () => {
  it('lists the matches best first with fit in words, preparation, strongest interests and attribution', async () => {
    renderSection();
    const region = await section();
    const items = rows(region);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Software Developers',
      'Registered Nurses',
      'Graphic Designers',
    ]);
    expect(within(items[0]!).getByText('Best fit')).toBeTruthy();
    expect(within(items[1]!).getByText('Great fit')).toBeTruthy();
    expect(within(items[2]!).getByText('Good fit')).toBeTruthy();
    expect(within(items[0]!).getByText('Job Zone 4: considerable preparation')).toBeTruthy();
    // The high-point code "ICR" named as the report's bars name the areas.
    expect(
      within(items[0]!).getByText('Strongest interests: INVESTIGATIVE, Conventional, realistic'),
    ).toBeTruthy();
    expect(within(items[0]!).getByText(/Research, design, and develop computer/)).toBeTruthy();

    // The server's zone, said to come from the education level.
    expect(within(region).getByRole('radio', { name: 'Considerable preparation' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(region).getByText(/Based on your education level/)).toBeTruthy();
    expect(within(region).getByText('Showing 1–3 of 3')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Next/ })).toBeNull();

    // Licence text verbatim, and the use notice.
    expect(within(region).getByTestId('onet-attribution').textContent).toContain(onetAttribution('29.3'));
    expect(within(region).getByTestId('careers-notice').textContent).toBe(CAREERS_USE_NOTICE);
    expect(requests()).toEqual([{ limit: '20', offset: '0' }]);
  });

  it('asks again for the chosen Job Zone, keeps it in the address, and can go back to the suggested one', async () => {
    const { user, router } = renderSection();
    const region = await section();
    answer = (params) =>
      buildCareersResponse({
        jobZone: Number(params.jobZone ?? 4),
        jobZoneSource: params.jobZone ? 'query' : 'screening',
        careers:
          params.jobZone === '2' ? [buildCareer({ title: 'Retail Salespersons', jobZone: 2 })] : undefined,
        total: params.jobZone === '2' ? 1 : 3,
      });
    await user.click(within(region).getByRole('radio', { name: 'Little or some preparation' }));
    expect(await within(region).findByText('Retail Salespersons')).toBeTruthy();
    expect(requests().at(-1)).toEqual({ limit: '20', offset: '0', jobZone: '2' });
    expect(router.state.location.search).toBe('?jobZone=2');
    expect(within(region).getByText('Job Zone 1-2: little or some preparation')).toBeTruthy();
    expect(within(region).queryByText(/Based on your education level/)).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Back to the suggested level' }));
    expect(await within(region).findByText('Software Developers')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(within(region).getByText(/Based on your education level/)).toBeTruthy();
  });

  it('opens at the Job Zone, search and page the address holds', async () => {
    answer = () =>
      buildCareersResponse({ jobZone: 3, jobZoneSource: 'query', careers: buildCareers(5, 21), total: 25 });
    renderSection('/report/x?jobZone=3&careerSearch=occ&careerPage=2');
    const region = await section();
    expect(requests()).toEqual([{ limit: '20', offset: '20', jobZone: '3', search: 'occ' }]);
    expect(within(region).getByRole('radio', { name: 'Medium preparation' })).toHaveProperty('checked', true);
    expect(within(region).getByRole('searchbox', { name: 'Search these careers' })).toHaveProperty(
      'value',
      'occ',
    );
    expect(await within(region).findByText('Showing 21–25 of 25')).toBeTruthy();
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const { user, router } = renderSection();
    const region = await section();
    answer = (params) =>
      params.search === 'nurse'
        ? buildCareersResponse({ careers: [buildCareer({ title: 'Registered Nurses' })], total: 1 })
        : params.search
          ? buildCareersResponse({ careers: [], total: 0 })
          : buildCareersResponse();
    await user.type(within(region).getByRole('searchbox', { name: 'Search these careers' }), 'nurse');
    await waitFor(() => expect(within(region).queryByText('Software Developers')).toBeNull());
    expect(within(region).getByText('Registered Nurses')).toBeTruthy();
    // One request for the whole word, not one per letter.
    expect(requests().filter((params) => params.search)).toEqual([
      { limit: '20', offset: '0', search: 'nurse' },
    ]);
    expect(router.state.location.search).toBe('?careerSearch=nurse');

    const box = within(region).getByRole('searchbox', { name: 'Search these careers' });
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(await within(region).findByText('No matches for “zzz”')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Clear search' }));
    expect(await within(region).findByText('Software Developers')).toBeTruthy();
    expect(box).toHaveProperty('value', '');
    expect(router.state.location.search).toBe('');
  });

  it('pages through the matches with Previous and Next', async () => {
    answer = (params) => {
      const offset = Number(params.offset);
      return buildCareersResponse({
        careers: buildCareers(Math.min(20, 43 - offset), offset + 1),
        total: 43,
      });
    };
    const { user, router } = renderSection();
    const region = await section();
    expect(within(region).getByText('Showing 1–20 of 43')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(await within(region).findByText('Showing 21–40 of 43')).toBeTruthy();
    expect(within(region).getByText('Occupation 21')).toBeTruthy();
    expect(router.state.location.search).toBe('?careerPage=2');
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(await within(region).findByText('Showing 41–43 of 43')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(requests().map((params) => params.offset)).toEqual(['0', '20', '40']);

    await user.click(within(region).getByRole('button', { name: 'Previous' }));
    expect(await within(region).findByText('Showing 21–40 of 43')).toBeTruthy();
  });

  it('offers the other preparation levels when one has no matches', async () => {
    answer = (params) =>
      params.jobZone === '3'
        ? buildCareersResponse({ jobZone: 3, jobZoneSource: 'query' })
        : buildCareersResponse({ careers: [], total: 0, jobZone: 5 });
    const { user } = renderSection();
    const region = await section();
    expect(within(region).getByText('No careers at this preparation level')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Medium preparation' }));
    expect(await within(region).findByText('Software Developers')).toBeTruthy();
    expect(requests().at(-1)).toMatchObject({ jobZone: '3' });
  });

  it('explains a flat profile instead of ranking, with a way to retake', async () => {
    answer = () => buildCareersResponse({ status: 'flat_profile', careers: [], total: 0 });
    renderSection();
    const region = await section();
    expect(within(region).getByText('Your interests came out even')).toBeTruthy();
    expect(within(region).getByText(/All six interest areas scored the same/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Take it again' }).getAttribute('href')).toBe(
      '/assessment/abc',
    );
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).queryByRole('radiogroup')).toBeNull();
  });

  it('shows nothing for a profiler that does not measure interests', async () => {
    answer = () =>
      buildCareersResponse({ status: 'no_interest_profile', careers: [], total: 0, profile: null });
    const view = renderRoutes([{ path: '*', element: <CareersSection attemptId={CAREERS_ATTEMPT_ID} /> }]);
    await waitFor(() => expect(get).toHaveBeenCalled());
    // Settled, and still nothing: no heading, no placeholder.
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(view.container.innerHTML).toBe('');
  });

  it('leaves the section out when the careers answer 404', async () => {
    answer = () => {
      throw new ApiError(404, 'NOT_FOUND', 'Not Found');
    };
    const view = renderRoutes([{ path: '*', element: <CareersSection attemptId={CAREERS_ATTEMPT_ID} /> }]);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
    expect(view.container.innerHTML).toBe('');
  });

  it('says when the careers could not be loaded, and tries again', async () => {
    let fail = true;
    answer = () => {
      if (fail) throw new ApiError(500, 'INTERNAL', 'The server failed.');
      return buildCareersResponse();
    };
    const { user } = renderSection();
    const region = await section();
    expect(within(region).getByRole('alert').textContent).toContain('The server failed.');
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Software Developers')).toBeTruthy();
  });

  it('opens a career in a drawer with its fit explained and a table of both interest profiles', async () => {
    const { user } = renderSection();
    const region = await section();
    const opener = within(region).getByRole('button', { name: 'Details of Software Developers' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Software Developers' });
    expect(within(drawer).getByText('O*NET-SOC 15-1252.00')).toBeTruthy();
    expect(within(drawer).getByText(/Research, design, and develop/)).toBeTruthy();
    expect(within(drawer).getByText(/here it is 0\.81\./)).toBeTruthy();
    expect(
      within(drawer).getByText(/calls 0\.729 and above a best fit, 0\.608 and above a great fit/),
    ).toBeTruthy();
    expect(within(drawer).getAllByText('Job Zone 4: considerable preparation').length).toBeGreaterThan(0);

    const table = within(drawer).getByRole('table', {
      name: "Your interest scores and this occupation's, by area",
    });
    const tableRows = within(table).getAllByRole('row').slice(1);
    expect(tableRows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['realistic', '40 (40% of scale)', '3.93 (49% of scale)'],
      ['INVESTIGATIVE', '90 (90% of scale)', '5.86 (81% of scale)'],
      ['Artistic', '30 (30% of scale)', '2.26 (21% of scale)'],
      ['Social', '20 (20% of scale)', '1.88 (15% of scale)'],
      ['Enterprising', '25 (25% of scale)', '1.87 (15% of scale)'],
      ['Conventional', '80 (80% of scale)', '5.46 (74% of scale)'],
    ]);
    // The bars are for the eye; the table above is what assistive technology reads.
    expect(within(drawer).getByTestId('interest-bars').getAttribute('aria-hidden')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
