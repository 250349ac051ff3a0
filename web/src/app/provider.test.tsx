import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

describe('AppProvider toasts', () => {
  it('open below the 4rem header on desktop and on phones, so the bell and avatar stay visible', async () => {
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    // The toaster's live region is there before any toast (it may load after the first paint).
    await screen.findByRole('region', { name: /^Notifications/ });
    act(() => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.dataset.yPosition).toBe('top');
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe('calc(4rem + 24px)');
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe('calc(4rem + 16px)');
    // The sides keep sonner's own gaps.
    expect(toaster?.style.getPropertyValue('--offset-right')).toBe('24px');
  });
});
