import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/test-utils';
import { BackToDashboardButton } from './back-to-dashboard-button';

describe('BackToDashboardButton', () => {
  it('links to the dashboard as an outline button by default', () => {
    renderWithProviders(<BackToDashboardButton />);
    const link = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(link.getAttribute('href')).toBe(paths.dashboard.getHref());
    expect(link.className).toContain('border-slate-300');
  });

  it('takes a variant, size and class (the small ghost link above a page)', () => {
    renderWithProviders(<BackToDashboardButton variant="ghost" size="sm" className="mb-4" />);
    const link = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(link.className).toContain('h-8');
    expect(link.className).toContain('mb-4');
    expect(link.className).not.toContain('border-slate-300');
  });
});
