import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import '@/lib/i18n';

// sonner (about 10 kB gzipped) is not needed for the first paint: the Toaster loads after it, and
// the entry's own toasts wait for it in @/lib/toast.
const Toaster = lazy(() => import('./toaster'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
