import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('announces what failed and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadError title="Could not load the list." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the list.');
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.querySelector('svg')).not.toBeNull();
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a second line and takes a class', () => {
    renderWithProviders(
      <LoadError title="Could not load results." onRetry={() => {}} className="mx-auto">
        The server is down.
      </LoadError>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('mx-auto');
    expect(screen.getByText('The server is down.')).toBeTruthy();
  });

  it('can go without the icon', () => {
    renderWithProviders(<LoadError title="Could not load." onRetry={() => {}} icon={false} />);
    const button = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement;
    expect(button.querySelector('svg')).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('is busy while retrying', () => {
    renderWithProviders(<LoadError title="Could not load." onRetry={() => {}} retrying />);
    const button = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
