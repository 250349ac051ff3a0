import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '@/components/layouts/navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
