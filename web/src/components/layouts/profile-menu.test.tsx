import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { ProfileMenu } from './profile-menu';

/** Words of a text, lower case, without punctuation (as axe's label-content-name-mismatch compares). */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** True when `inner`'s words appear together, in order, inside `outer`'s words. */
function containsInOrder(outer: string[], inner: string[]): boolean {
  return outer.some((_, start) => inner.every((word, offset) => outer[start + offset] === word));
}

describe('ProfileMenu', () => {
  it.each(['user', 'admin'] as const)(
    'the %s menu button names the visible label: its text is inside its accessible name (WCAG 2.5.3)',
    (variant) => {
      signIn(buildUser({ name: 'Tara Menon', role: variant }));
      renderWithProviders(<ProfileMenu variant={variant} />);
      const button = screen.getByRole('button', { name: 'Account menu for Tara Menon' });
      // The visible text is the name; the initials are drawn, not written, so they are not part of it.
      const visible = words(button.textContent ?? '');
      expect(visible).toEqual(['tara', 'menon']);
      expect(containsInOrder(words(button.getAttribute('aria-label') ?? ''), visible)).toBe(true);
      expect(screen.getByTestId('avatar-initials').getAttribute('data-initials')).toBe('TM');
    },
  );

  it('opens as a non-modal menu: the rest of the page is not hidden from assistive technology', async () => {
    signIn(buildUser({ name: 'Tara Menon' }));
    const { container } = renderWithProviders(
      <div>
        <a href="/elsewhere">A link beside the menu</a>
        <ProfileMenu variant="user" />
      </div>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Tara Menon' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    // On phones the header's navigation lives here: the dashboard and the public blog.
    expect(screen.getByRole('menuitem', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(container.closest('[aria-hidden="true"]')).toBeNull();
    expect(document.querySelectorAll('[aria-hidden="true"] a, [aria-hidden="true"] button')).toHaveLength(0);
  });
});
