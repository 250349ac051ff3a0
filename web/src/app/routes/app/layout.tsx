import { Outlet } from 'react-router';
import { UserShell } from '@/components/layouts/user-shell';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

export function UserLayoutRoute() {
  return (
    <UserShell notifications={<NotificationBell />}>
      <Outlet />
    </UserShell>
  );
}
