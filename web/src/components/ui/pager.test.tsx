import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Pager } from './pager';

const pagination = (page: number, total: number) => ({ page, limit: 10, total, hasMore: page * 10 < total });

describe('Pager', () => {
  it('says nothing when everything fits on one page', () => {
    const { container } = renderWithProviders(
      <Pager pagination={pagination(1, 10)} onPageChange={() => {}} />,
    );
    expect(container.textContent).toBe('');
  });

  it('steps between pages and knows the ends', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager pagination={pagination(1, 25)} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('takes a label and a class, and waits while the next page loads', () => {
    renderWithProviders(
      <Pager
        pagination={pagination(2, 25)}
        onPageChange={() => {}}
        busy
        label="Pages of coupons"
        className="mt-6"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of coupons' });
    expect(nav.className).toContain('mt-6');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
