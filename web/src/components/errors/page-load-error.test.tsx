import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchX } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { PageLoadError } from './page-load-error';

const notFound = {
  icon: SearchX,
  title: 'Profiler not found',
  description: 'It may have been removed.',
  action: <button type="button">Back</button>,
};

function query(error: unknown, isRefetching = false) {
  return { error, refetch: vi.fn(), isRefetching };
}

describe('PageLoadError', () => {
  it('shows the not-found state for a 404, with its action and no retry', () => {
    const failed = query(new ApiError(404, 'NOT_FOUND', 'Not Found'));
    renderWithProviders(
      <PageLoadError query={failed} notFound={notFound} loadFailed="Could not load." className="mx-auto" />,
    );
    expect(screen.getByText('Profiler not found')).toBeTruthy();
    expect(screen.getByText('It may have been removed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("shows any other failure as an alert with the server's message, and retries", async () => {
    const failed = query(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.'));
    renderWithProviders(<PageLoadError query={failed} notFound={notFound} loadFailed="Could not load." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Try again shortly.');
    expect(screen.queryByText('Profiler not found')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it("falls back to the page's own text when the error carries no server message", () => {
    renderWithProviders(
      <PageLoadError
        query={query(new TypeError('Failed to fetch'))}
        notFound={notFound}
        loadFailed="Could not load."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load.');
  });

  it('marks Try again busy while the retry runs', () => {
    renderWithProviders(
      <PageLoadError query={query(new Error('x'), true)} notFound={notFound} loadFailed="Could not load." />,
    );
    const button = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
