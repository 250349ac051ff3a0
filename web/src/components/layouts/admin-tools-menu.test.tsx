import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/route-config';
import { AdminComingSoonRoute } from '@/app/routes/admin/coming-soon';
import { paths, UNBUILT_ADMIN_PAGES } from '@/config/paths';
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
      '/admin/blog/articles/:id',
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

/** Every admin route of the route table, with the component its lazy module resolves to. */
async function adminRouteComponents(): Promise<Map<string, unknown>> {
  const found = new Map<string, unknown>();
  const visit = async (list: RouteObject[]) => {
    for (const route of list) {
      if (route.path?.startsWith('/admin/') && typeof route.lazy === 'function') {
        const loaded = (await route.lazy()) as { Component?: unknown };
        found.set(route.path, loaded.Component);
      }
      if (route.children) await visit(route.children);
    }
  };
  await visit(routes);
  return found;
}

describe('screens not built yet', () => {
  it('marks exactly the routes that render the placeholder page "Soon", with a description', async () => {
    const components = await adminRouteComponents();
    const placeholders = [...components].filter(([, component]) => component === AdminComingSoonRoute);
    expect(placeholders.map(([path]) => path).sort()).toEqual(
      UNBUILT_ADMIN_PAGES.map((key) => paths.admin[key].path).sort(),
    );

    renderWithProviders(<AdminToolsMenu />, { path: '/admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Admin tools' }));
    const links = await screen.findAllByTestId('admin-tool-link');
    const soon = links.filter((link) => within(link).queryByText('Soon'));
    expect(soon.map((link) => link.getAttribute('href')).sort()).toEqual(
      placeholders.map(([path]) => path).sort(),
    );
    const described = screen.queryAllByRole('menuitem', {
      description: 'Not built yet: this screen arrives in a later release.',
    });
    expect(described).toEqual(soon);
    for (const href of ['/admin/ratings', '/admin/analytics']) {
      const built = links.find((link) => link.getAttribute('href') === href);
      expect(built && within(built).queryByText('Soon')).toBeNull();
      expect(built?.getAttribute('aria-describedby')).toBeNull();
    }
  }, 20_000);
});
