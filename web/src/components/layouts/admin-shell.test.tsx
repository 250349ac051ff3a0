import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNBUILT_ADMIN_PAGES } from '@/config/paths';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { AdminShell } from './admin-shell';

const SOON = 'Not built yet: this screen arrives in a later release.';

describe('AdminShell navigation', () => {
  it('describes the links to screens not built yet (none since Analytics shipped), in the header and in the phone menu', async () => {
    signIn(buildUser({ role: 'admin' }));
    renderWithProviders(
      <AdminShell notifications={null} languageSelector={null}>
        <p>page</p>
      </AdminShell>,
      { path: '/admin' },
    );
    const header = within(screen.getByRole('banner'));
    const described = header.queryAllByRole('link', { description: SOON });
    expect(described.map((link) => link.getAttribute('href')).sort()).toEqual(
      UNBUILT_ADMIN_PAGES.map((key) => `/admin/${key}`).sort(),
    );
    expect(header.getByRole('link', { name: 'Payments' }).getAttribute('aria-describedby')).toBeNull();
    expect(header.getByRole('link', { name: 'Analytics' }).getAttribute('aria-describedby')).toBeNull();

    await userEvent.setup().click(header.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    const soon = drawer
      .queryAllByRole('link', { description: SOON })
      .map((link) => link.getAttribute('href'));
    // Every unbuilt screen, as a main link or among the admin tools.
    expect([...new Set(soon)].sort()).toEqual(UNBUILT_ADMIN_PAGES.map((key) => `/admin/${key}`).sort());
    expect(drawer.queryAllByText('Soon')).toHaveLength(soon.length);
  });
});
