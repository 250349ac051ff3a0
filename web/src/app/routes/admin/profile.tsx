import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { ChangePasswordForm } from '@/features/users/components/change-password-form';
import { ProfileCard } from '@/features/users/components/profile-card';
import { ProfileForm } from '@/features/users/components/profile-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.profile.title'));
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title={t('admin.pages.profile.title')}
        description={t('admin.pages.profile.description')}
      />
      <div className="space-y-6">
        <ProfileCard showRole />
        <ProfileForm showRole />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
