import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/test-utils';
import { AdminBackLink, AdminPageHeader } from './admin-page-header';

describe('AdminPageHeader', () => {
  it('shows the admin-access badge, the title, description and actions, and no back link by default', () => {
    renderWithProviders(
      <AdminPageHeader
        title="Coupons"
        description="Discounts for paid profilers."
        actions={<button type="button">New coupon</button>}
      />,
    );
    expect(screen.getByTestId('admin-access-badge')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    expect(screen.getByText('Discounts for paid profilers.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New coupon' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts further badges after the admin-access badge', () => {
    renderWithProviders(<AdminPageHeader title="Dashboard" badges={<span>Analytics</span>} />);
    const badge = screen.getByTestId('admin-access-badge');
    expect(badge.nextElementSibling?.textContent).toBe('Analytics');
  });

  it('leads back to the profilers when asked', () => {
    renderWithProviders(<AdminPageHeader title="Results" backToProfilers />);
    const link = screen.getByRole('link', { name: 'Back to profilers' });
    expect(link.getAttribute('href')).toBe(paths.admin.assessments.getHref());
  });

  it('holds a placeholder in place of the title while it is pending', () => {
    renderWithProviders(<AdminPageHeader title="Results" titlePending />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('');
    expect(heading.querySelector('.animate-pulse')).not.toBeNull();
  });
});

describe('AdminBackLink', () => {
  it('goes where it is told, saying what it is told', () => {
    renderWithProviders(<AdminBackLink to="/admin/questions/1">Back to Categories</AdminBackLink>);
    const link = screen.getByRole('link', { name: 'Back to Categories' });
    expect(link.getAttribute('href')).toBe('/admin/questions/1');
  });
});
