import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { setNavigator } from '@/lib/api-client';
import { routes } from './route-config';

export const router = createBrowserRouter(routes);

// The api client sends people to /login on 401/403 through the router, without a full reload,
// remembering the page they were on so signing in again brings them back.
setNavigator((path) => {
  const { pathname, search, hash } = router.state.location;
  if (path !== paths.login.path) {
    void router.navigate(path);
    return;
  }
  // The route guard may already have redirected (with the page remembered): stay there.
  if (pathname === paths.login.path) return;
  void router.navigate(paths.login.getHref(pathname + search + hash), { replace: true });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
