import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import '@/lib/i18n';

/**
 * Toasts open below the sticky header (h-16, 4rem, in both shells) so they never cover the bell and
 * the account menu: the header's height plus sonner's usual gap (24 px on desktop, 16 px on phones).
 */
const TOAST_OFFSET = {
  desktop: { top: 'calc(4rem + 24px)' },
  mobile: { top: 'calc(4rem + 16px)' },
} as const;

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster
        position="top-right"
        offset={TOAST_OFFSET.desktop}
        mobileOffset={TOAST_OFFSET.mobile}
        richColors
        closeButton
        toastOptions={{ duration: 5000 }}
      />
    </QueryClientProvider>
  );
}
