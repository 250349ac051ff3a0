import { UNSUBSCRIBE_INVALID_MESSAGE } from '@pathwise/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { clearAuth } from '@/lib/auth-storage';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { UnsubscribeRoute } from './unsubscribe';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const TOKEN = 'v1.eyJ1IjoiYWJjIiwidCI6InJlcG9ydF9hdmFpbGFibGUifQ.c2lnbmF0dXJl';

function renderPage(href = paths.unsubscribe.getHref(TOKEN)) {
  return renderRoutes(
    [
      { path: paths.unsubscribe.path, element: <UnsubscribeRoute /> },
      { path: paths.account.path, element: <p>Account page</p> },
      { path: paths.login.path, element: <p>Login page</p> },
    ],
    { path: href },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  clearAuth();
});

describe('/unsubscribe', () => {
  it('asks before turning anything off, then confirms with a way to the preferences (guest)', async () => {
    get.mockResolvedValue({ type: 'report_available', maskedEmail: 'r***@example.com', emailOn: true });
    post.mockResolvedValue({
      type: 'report_available',
      maskedEmail: 'r***@example.com',
      emailOn: false,
      message: 'Unsubscribed.',
    });
    renderPage();

    const question = await screen.findByRole('heading', {
      level: 1,
      name: 'Stop emails about “Report ready” to r***@example.com?',
    });
    expect(question).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/notifications/unsubscribe',
      expect.objectContaining({ params: { token: TOKEN }, silent: true }),
    );
    // Opening the page (as a mail scanner would) changes nothing.
    expect(post).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(post).toHaveBeenCalledWith('/notifications/unsubscribe', { token: TOKEN }, { silent: true });
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeTruthy();
    expect(
      screen.getByText('We will no longer send emails about “Report ready” to r***@example.com.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification preferences' }).getAttribute('href')).toBe(
      paths.account.getHref(),
    );
    expect(screen.getByText("You'll be asked to sign in first.")).toBeTruthy();
  });

  it('gives a signed-in person the preferences link without the sign-in hint', async () => {
    signIn();
    get.mockResolvedValue({ type: 'update_available', maskedEmail: 'a***@example.com', emailOn: true });
    post.mockResolvedValue({
      type: 'update_available',
      maskedEmail: 'a***@example.com',
      emailOn: false,
      message: 'Unsubscribed.',
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification preferences' })).toBeTruthy();
    expect(screen.queryByText("You'll be asked to sign in first.")).toBeNull();
  });

  it('says so when these e-mails are already off, and offers nothing to confirm', async () => {
    get.mockResolvedValue({ type: 'welcome', maskedEmail: 'r***@example.com', emailOn: false });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'These emails are already off' }),
    ).toBeTruthy();
    expect(screen.getByText('r***@example.com does not get emails about “Welcome”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  });

  it("shows the server's message for a link that does not verify", async () => {
    get.mockRejectedValue(new ApiError(400, 'BAD_REQUEST', UNSUBSCRIBE_INVALID_MESSAGE));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBE_INVALID_MESSAGE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification preferences' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('treats a token the schema refuses as an invalid link, not as a validation error', async () => {
    get.mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Invalid request', [{ path: ['token'], message: 'Too small' }]),
    );
    renderPage(paths.unsubscribe.getHref('short'));
    expect(await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBE_INVALID_MESSAGE })).toBeTruthy();
  });

  it('explains a link without a token and calls nothing', async () => {
    renderPage(paths.unsubscribe.getHref());
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.getByText(/has no token/)).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('offers a retry when the check fails for another reason', async () => {
    get.mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', ''));
    renderPage();
    expect(await screen.findByText('Failed to check your unsubscribe link')).toBeTruthy();

    get.mockResolvedValue({ type: 'welcome', maskedEmail: 'r***@example.com', emailOn: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Stop these emails' })).toBeTruthy();
  });

  it('keeps the question and shows the error when turning off fails', async () => {
    get.mockResolvedValue({ type: 'welcome', maskedEmail: 'r***@example.com', emailOn: true });
    post.mockRejectedValue(new ApiError(400, 'BAD_REQUEST', UNSUBSCRIBE_INVALID_MESSAGE));
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop these emails' }));
    expect((await screen.findByRole('alert')).textContent).toContain(UNSUBSCRIBE_INVALID_MESSAGE);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Stop these emails' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
