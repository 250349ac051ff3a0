import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/test-utils';
import { AdminToolsMenu } from './admin-tools-menu';

// Spec §2 "Admin routes": every one without a parameter must be in the menu.
const SPEC_ADMIN_ROUTES = [
  '/admin',
  '/admin/assessments',
  '/admin/users',
  '/admin/bulk-upload',
  '/admin/screening-config',
  '/admin/prompt-management',
  '/admin/blog',
  '/admin/analytics',
  '/admin/settings',
  '/admin/payments',
  '/admin/ratings',
  '/admin/coupons',
  '/admin/pricing',
  '/admin/referrals',
  '/admin/assessment-categories',
  '/admin/trait-management',
  '/admin/profile',
  '/admin/students',
];

describe('AdminToolsMenu', () => {
  it('lists every admin route of the spec that has no parameter, each once', async () => {
    renderWithProviders(<AdminToolsMenu />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Admin tools' }));

    const links = await screen.findAllByTestId('admin-tool-link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect([...hrefs].sort()).toEqual([...SPEC_ADMIN_ROUTES].sort());
    for (const link of links) expect(link.getAttribute('role')).toBe('menuitem');
  });

  it('agrees with the route table: paths.admin holds exactly those routes plus the parameterised ones', () => {
    const all = Object.values(paths.admin).map((entry) => entry.path);
    expect(all.filter((path) => !path.includes(':')).sort()).toEqual([...SPEC_ADMIN_ROUTES].sort());
    expect(all.filter((path) => path.includes(':')).sort()).toEqual([
      '/admin/assessments/:id/results',
      '/admin/assessments/:id/screening',
      '/admin/questions/:assessmentId',
    ]);
  });

  it('is keyboard usable: Enter opens it and arrows move through the links', async () => {
    renderWithProviders(<AdminToolsMenu />, { path: '/admin' });
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Admin tools' }).focus();
    await user.keyboard('{Enter}');
    const links = await screen.findAllByTestId('admin-tool-link');
    await user.keyboard('{ArrowDown}');
    expect(links).toContain(document.activeElement);
  });
});
