import type { User } from '@pathwise/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { setAuth } from '@/lib/auth-storage';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '2f1c8a52-8f0e-4f4e-9d55-6b1a4a7f0c11',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    emailVerified: true,
    createdAt: '2026-01-15T10:00:00.000Z',
    assessmentOnboardingCompletedAt: null,
    ...overrides,
  };
}

export function signIn(user: User = buildUser()): User {
  setAuth('test-token', user);
  return user;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type RenderOptions = { path?: string; queryClient?: QueryClient };

/** Renders a route tree in a memory router at `path`, inside the app's query and auth providers. */
export function renderRoutes(routes: RouteObject[], { path = '/', queryClient }: RenderOptions = {}) {
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient: client };
}

/** Renders one element on every path (plus optional extra routes, e.g. a /login page to land on). */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { routes?: RouteObject[] } = {},
) {
  const { routes = [], ...rest } = options;
  return renderRoutes([{ path: '*', element: ui }, ...routes], rest);
}
