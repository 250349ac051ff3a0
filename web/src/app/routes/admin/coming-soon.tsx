import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { PlaceholderHandle } from '@/app/route-config';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The shared placeholder for admin screens that arrive in later issues (spec §2 Other). */
export function AdminComingSoonRoute() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PlaceholderHandle | undefined;
  const page = handle?.adminPage ?? 'dashboard';
  const title = t(`admin.pages.${page}.title`);
  useDocumentTitle(title);

  return (
    <div>
      <AdminPageHeader title={title} description={t(`admin.pages.${page}.description`)} />
      <Card className="border-dashed">
        <ComingSoon
          action={
            <Button variant="outline" asChild>
              <Link to={paths.admin.dashboard.getHref()}>
                <ArrowLeft aria-hidden />
                {t('admin.backToDashboard')}
              </Link>
            </Button>
          }
        />
      </Card>
    </div>
  );
}
