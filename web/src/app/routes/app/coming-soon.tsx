import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PlaceholderHandle } from '@/app/route-config';
import { BackToDashboardButton } from '@/components/ui/back-to-dashboard-button';
import { Card } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Placeholder for user screens that arrive in later issues (report, assessment, screening, payments). */
export function UserComingSoonRoute() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as Extract<PlaceholderHandle, { userPage: string }> | undefined;
  const page = handle?.userPage ?? 'report';
  const title = t(`userPages.${page}`);
  useDocumentTitle(title);
  return (
    <div>
      <PageHeader title={title} />
      <Card>
        <ComingSoon variant={handle?.variant ?? 'general'} action={<BackToDashboardButton />} />
      </Card>
    </div>
  );
}
