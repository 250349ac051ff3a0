import { Outlet } from 'react-router';
import { AdminShell } from '@/components/layouts/admin-shell';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { LanguageSelector } from '@/features/settings/components/language-selector';

export function AdminLayoutRoute() {
  return (
    <AdminShell notifications={<NotificationBell />} languageSelector={<LanguageSelector />}>
      <Outlet />
    </AdminShell>
  );
}
