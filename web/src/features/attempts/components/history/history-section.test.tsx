import type { HistoryItem } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { HistorySection } from './history-section';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);

function page(titles: string[], pageNumber = 1, hasMore = false) {
  return {
    history: titles.map(
      (title, index): HistoryItem => ({
        attemptId: `00000000-0000-4000-8000-${String(pageNumber * 10 + index).padStart(12, '0')}`,
        assessmentId: '00000000-0000-4000-8000-000000000999',
        assessmentTitle: title,
        status: 'completed',
        startedAt: '2026-03-01T10:00:00.000Z',
        completedAt: '2026-03-02T10:00:00.000Z',
        answeredCount: 40,
        questionCount: 40,
        hollandCode: null,
      }),
    ),
    pagination: { page: pageNumber, limit: 3, total: titles.length, hasMore },
  };
}

function renderSection(card = false) {
  return renderWithProviders(
    <HistorySection
      status="completed"
      headingId="test-heading"
      title="Your results"
      loadFailed="Could not load your results."
      card={card}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.attemptId}>{item.assessmentTitle}</li>
          ))}
        </ul>
      )}
    </HistorySection>,
  );
}

beforeEach(() => {
  get.mockReset();
});

describe('HistorySection', () => {
  it('lists the attempts under a heading that names the section, and asks for the right status', async () => {
    get.mockResolvedValue(page(['Career Compass', 'Work Style']));
    renderSection();
    const section = await screen.findByRole('region', { name: 'Your results' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Your results' }).id).toBe('test-heading');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Career Compass', 'Work Style']);
    expect(get).toHaveBeenCalledWith(
      '/assessments/user-history',
      expect.objectContaining({ params: { status: 'completed', page: 1, limit: 3 } }),
    );
    expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows nothing when there are no attempts', async () => {
    get.mockResolvedValue(page([]));
    const { container } = renderSection();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('loads the next page on "Show more", in the card when asked', async () => {
    get.mockResolvedValueOnce(page(['First'], 1, true)).mockResolvedValueOnce(page(['Second'], 2));
    renderSection(true);
    const section = await screen.findByRole('region', { name: 'Your results' });
    const more = within(section).getByRole('button', { name: 'Show more' });
    expect(more.parentElement?.className).toContain('border-t');
    await userEvent.click(more);
    await within(section).findByText('Second');
    expect(within(section).getByText('First')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(get).toHaveBeenLastCalledWith(
      '/assessments/user-history',
      expect.objectContaining({ params: { status: 'completed', page: 2, limit: 3 } }),
    );
  });

  it('says the list failed and tries again on request', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Boom')).mockResolvedValueOnce(page(['Back']));
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your results.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your results' })).toBeTruthy();
    expect(screen.getByText('Back')).toBeTruthy();
  });
});
