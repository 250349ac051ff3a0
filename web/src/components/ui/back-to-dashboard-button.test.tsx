import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/test-utils';
import { BackToDashboardButton } from './back-to-dashboard-button';

describe('BackToDashboardButton', () => {
  it('links to the dashboard', () => {
    renderWithProviders(<BackToDashboardButton />);
    const link = screen.getByRole('link', { name: 'Back to dashboard' });
    expect(link.getAttribute('href')).toBe(paths.dashboard.getHref());
  });
});
